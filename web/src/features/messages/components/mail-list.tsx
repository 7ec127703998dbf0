import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messageOperations, type MessageRow, type SystemLabel } from '@hub/contract/messages';
import { useCan } from '../../../auth/use-can';
import { EmptyState } from '../../../components/empty-state';
import { DebouncedTextField } from '../../../components/resource/list-filters';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useMessages } from '../api/get-messages';
import { useUpdateGroup } from '../api/update-group';
import { useUpdateMessage } from '../api/update-message';
import { labelFlags, PAGE_SIZE, type MessageListParams } from '../messages.config';

type MailListProps = {
  authorId: string;
  typeUser: 1 | 2;
  systemLabel: SystemLabel | null;
  customLabel: string | null;
};

/** What a mail opened from the mailbox carries: the mailbox's query, for its 'Voltar'. */
export type FromMailbox = { mailbox: string };

/**
 * One page of the mailbox (size 6): search, flags per row, group actions, pagination. The search
 * and the page live in the URL, so Back or 'Voltar' from a message returns to the same rows.
 */
export const MailList = ({ authorId, typeUser, systemLabel, customLabel }: MailListProps) => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('key') ?? '';
  const key = search.trim();
  // Typing and turning pages replace the mailbox's entry in the history instead of adding to it,
  // rendered at once as the lists' writes are (a later render would undo what was typed since).
  const setQuery = (next: { key: string; page: number }) => {
    const url = new URLSearchParams();
    if (next.key) url.set('key', next.key);
    if (next.page > 1) url.set('page', String(next.page));
    setParams(url, { replace: true, flushSync: true });
  };
  const opened: FromMailbox = { mailbox: params.toString() ? `?${params}` : '' };
  const [selected, setSelected] = useState<string[]>([]);
  const query: MessageListParams = {
    limit: PAGE_SIZE,
    page,
    typeUser,
    ...(key ? { key } : {}),
    ...(systemLabel ? labelFlags(systemLabel) : {}),
    ...(customLabel ? { labelId: customLabel } : {}),
  };
  const messages = useMessages(authorId, query);
  const updateMessage = useUpdateMessage();
  const updateGroup = useUpdateGroup();
  const inTrash = systemLabel === 'trash';
  // A profile without the flags' or the group's permission reads the mailbox without their controls.
  const canFlag = useCan(messageOperations.updateMessage.permission);
  const canGroup = useCan(messageOperations.updateMessageGroup.permission);
  const link = (row: MessageRow) =>
    customLabel
      ? paths.dashboard.messages.custom(typeUser, customLabel, row.id)
      : paths.dashboard.messages.system(typeUser, systemLabel ?? 'all', row.id);

  const toggle = (row: MessageRow, flag: 'isImportant' | 'isFavorite') =>
    updateMessage.mutate(
      { id: row.id, body: { [flag]: !row[flag] } },
      { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) },
    );
  const group = (
    body: { isDeleted?: boolean; isImportant?: boolean; isFavorite?: boolean },
    done: string,
  ) =>
    updateGroup.mutate(
      { ids: selected, ...body },
      {
        onSuccess: () => {
          enqueueSnackbar(done, { variant: 'success' });
          setSelected([]);
        },
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );

  const rows = messages.data?.rows ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  return (
    <Box sx={{ flexGrow: 1, minWidth: 0, p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {canGroup && (
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && selected.length > 0}
            onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
            slotProps={{ input: { 'aria-label': 'Selecionar todas desta página' } }}
          />
        )}
        {selected.length > 0 && (
          <>
            {inTrash ? (
              <Button
                startIcon={<RestoreFromTrash />}
                onClick={() => group({ isDeleted: false }, 'Mensagens restauradas')}
              >
                Restaurar
              </Button>
            ) : (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => group({ isDeleted: true }, 'Mensagens movidas para a Lixeira')}
              >
                Mover para a Lixeira
              </Button>
            )}
            <Button
              startIcon={<LabelImportant />}
              onClick={() => group({ isImportant: true }, 'Mensagens marcadas como importantes')}
            >
              Importante
            </Button>
            <Button
              startIcon={<Star />}
              onClick={() => group({ isFavorite: true }, 'Mensagens favoritadas')}
            >
              Favoritar
            </Button>
          </>
        )}
        <Box sx={{ ml: 'auto', minWidth: 220 }}>
          <DebouncedTextField
            label="Buscar mensagens"
            value={search}
            onChange={(next) => setQuery({ key: next, page: 1 })}
          />
        </Box>
      </Box>

      {messages.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Carregando mensagens" />
        </Box>
      )}
      {messages.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar as mensagens: {errorMessage(messages.error)}
        </Alert>
      )}
      {messages.isSuccess && rows.length === 0 && (
        <EmptyState
          title="Nenhuma mensagem"
          description={key ? 'Nada encontrado para esta busca.' : 'Esta caixa está vazia.'}
        />
      )}
      {rows.length > 0 && (
        <List aria-label="Mensagens" aria-busy={messages.isFetching}>
          {rows.map((row) => (
            <ListItem key={row.id} disablePadding divider sx={{ alignItems: 'center' }}>
              {canGroup && (
                <Checkbox
                  checked={selected.includes(row.id)}
                  onChange={() =>
                    setSelected((current) =>
                      current.includes(row.id)
                        ? current.filter((id) => id !== row.id)
                        : [...current, row.id],
                    )
                  }
                  slotProps={{ input: { 'aria-label': `Selecionar ${row.subject}` } }}
                />
              )}
              {canFlag && (
                <>
                  <Tooltip title={row.isFavorite ? 'Desfavoritar' : 'Favoritar'}>
                    <IconButton
                      size="small"
                      aria-label={
                        row.isFavorite ? `Desfavoritar ${row.subject}` : `Favoritar ${row.subject}`
                      }
                      onClick={() => toggle(row, 'isFavorite')}
                    >
                      {row.isFavorite ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
                    </IconButton>
                  </Tooltip>
                  <Tooltip
                    title={row.isImportant ? 'Desmarcar importante' : 'Marcar como importante'}
                  >
                    <IconButton
                      size="small"
                      aria-label={
                        row.isImportant
                          ? `Desmarcar importante ${row.subject}`
                          : `Marcar como importante ${row.subject}`
                      }
                      aria-pressed={row.isImportant}
                      onClick={() => toggle(row, 'isImportant')}
                    >
                      {row.isImportant ? (
                        <LabelImportant sx={{ color: 'warning.main' }} />
                      ) : (
                        <LabelImportantOutlined />
                      )}
                    </IconButton>
                  </Tooltip>
                </>
              )}
              <ListItemButton
                component={RouterLink}
                to={link(row)}
                state={opened}
                // On a phone the subject and excerpt take the row's width, labels and date below.
                sx={{ minWidth: 0, gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <Box sx={{ minWidth: 0, flexGrow: 1, flexBasis: { xs: '100%', sm: 0 } }}>
                  <Typography variant="subtitle2" noWrap component="p">
                    {row.subject}
                  </Typography>
                  <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                    {row.audience} · {row.recipientCount}{' '}
                    {row.recipientCount === 1 ? 'destinatário' : 'destinatários'} — {row.excerpt}
                  </Typography>
                </Box>
                {row.labels.map((label) => (
                  <Chip
                    key={label.id}
                    size="small"
                    label={label.name}
                    variant="outlined"
                    sx={{ borderColor: label.color }}
                  />
                ))}
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
                >
                  {formatDateTime(row.createdAt)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {messages.data && messages.data.totalItens > 0 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            mt: 2,
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {(messages.data.currentPage - 1) * PAGE_SIZE + 1}–
            {(messages.data.currentPage - 1) * PAGE_SIZE + rows.length} de{' '}
            {messages.data.totalItens}
          </Typography>
          <Pagination
            count={messages.data.totalPages}
            page={messages.data.currentPage}
            onChange={(_, value) => setQuery({ key: search, page: value })}
            aria-label="Páginas de mensagens"
          />
        </Box>
      )}
    </Box>
  );
};
