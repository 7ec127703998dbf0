import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { enqueueSnackbar } from '../../lib/toast';
import type { SavedView, SavedViewList } from '@hub/contract/saved-views';
import { errorMessage } from '../../lib/api-client';
import { ConfirmDialog } from '../confirm-dialog';
import { SavedViewDialog, type SavedViewFormValues } from './saved-view-dialog';
import {
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from './saved-views-api';

type SavedViewsBarProps = {
  list: SavedViewList;
  /** The list's state as a view keeps it (`savedViewQuery` of the URL), as shown. */
  current: string;
  /**
   * The same of the URL as last written, which a save keeps: while a search's rows load, the
   * rendered list still shows the rows before it, and a view saved then would leave the key out.
   */
  latest: () => string;
  /** A stored view's query in the same form as `current`, to compare them. */
  normalize: (query: string) => string;
  /** Shows the rows of a view's query ('' for the list's default), as a new history entry. */
  onApply: (query: string) => void;
  /** The list as it opens: 'Todos', or 'Visão inicial' when it opens filtered (the email log on 'Enviado'). */
  defaultLabel?: string;
};

const sharedTip = (view: SavedView): string =>
  view.mine ? 'Compartilhada com os outros administradores' : `Compartilhada por ${view.ownerName}`;

/**
 * The views of a list, above its table: "Todos" (the list as it opens), the caller's views and
 * those the other administrators shared. The one matching the URL is selected; the caller saves
 * the current state as a new view, or into the own view it came from once it changed.
 */
export const SavedViewsBar = ({
  list,
  current,
  latest,
  normalize,
  onApply,
  defaultLabel = 'Todos',
}: SavedViewsBarProps) => {
  const views = useSavedViews(list);
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const rows = views.data?.rows ?? [];
  const selected =
    current === '' ? undefined : rows.find((view) => normalize(view.query) === current);

  // The view the rows came from, kept while its filters are changed: the one "Atualizar" writes.
  const [fromId, setFromId] = useState<string | null>(null);
  if (selected && selected.id !== fromId) setFromId(selected.id);
  if (current === '' && fromId !== null) setFromId(null);
  const from = selected ?? rows.find((view) => view.id === fromId);
  const changedOwn = !selected && from?.mine ? from : undefined;

  const [menu, setMenu] = useState<{ anchor: HTMLElement; view: SavedView } | null>(null);
  const [dialog, setDialog] = useState<'create' | SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const rewrite = (
    view: SavedView,
    changes: Partial<Pick<SavedView, 'name' | 'query' | 'shared'>>,
  ) =>
    update.mutateAsync({
      id: view.id,
      name: view.name,
      query: view.query,
      shared: view.shared,
      ...changes,
    });

  const saveNew = async (values: SavedViewFormValues) => {
    const created = await create.mutateAsync({ list, query: latest(), ...values });
    setFromId(created.id);
    enqueueSnackbar(`Visão "${created.name}" salva`, { variant: 'success' });
  };

  const rename = async (view: SavedView, values: SavedViewFormValues) => {
    await rewrite(view, { name: values.name });
    enqueueSnackbar('Visão renomeada', { variant: 'success' });
  };

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const toggleShared = (view: SavedView) =>
    act(
      () => rewrite(view, { shared: !view.shared }),
      view.shared
        ? 'A visão deixou de ser compartilhada'
        : 'Visão compartilhada com os outros administradores',
    );

  const confirmDelete = async (view: SavedView) => {
    await act(() => remove.mutateAsync(view.id), 'Visão excluída');
    setDeleting(null);
    if (fromId === view.id) setFromId(null);
  };

  const chipOf = (view: SavedView) => {
    const chip = (
      <Chip
        label={view.name}
        icon={view.shared ? <PeopleAltOutlinedIcon aria-hidden /> : undefined}
        color={view.id === from?.id ? 'primary' : 'default'}
        // A view whose filters were changed since stays outlined: the rows are no longer its own.
        variant={view.id === from?.id && !selected ? 'outlined' : 'filled'}
        aria-pressed={view.id === selected?.id}
        onClick={() => {
          setFromId(view.id);
          onApply(view.query);
        }}
      />
    );
    return view.shared ? (
      <Tooltip title={sharedTip(view)} describeChild>
        {chip}
      </Tooltip>
    ) : (
      chip
    );
  };

  return (
    <Box
      sx={{
        px: 2.5,
        pt: 2,
        pb: 1.5,
        display: 'flex',
        // A phone puts the buttons under the views; wider screens keep them on the views' row.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
        // The chosen view follows the URL at once: a colour fading between states reads as neither.
        '& .MuiChip-root, & .MuiButton-root': { transition: 'none' },
      }}
    >
      <Box
        role="group"
        aria-label="Visões salvas"
        sx={{
          flex: { xs: '1 1 auto', sm: '1 1 0' },
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          // On a phone the views scroll sideways instead of pushing the table down.
          overflowX: 'auto',
          py: 0.5,
          '& > *': { flexShrink: 0 },
        }}
      >
        <Chip
          label={defaultLabel}
          color={current === '' ? 'primary' : 'default'}
          aria-pressed={current === ''}
          onClick={() => {
            setFromId(null);
            onApply('');
          }}
        />
        {rows.map((view) => (
          <Box key={view.id} sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {chipOf(view)}
            {view.mine && (
              <IconButton
                size="small"
                aria-label={`Opções da visão ${view.name}`}
                aria-haspopup="menu"
                onClick={(event) => setMenu({ anchor: event.currentTarget, view })}
              >
                <MoreVertIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
        {views.isError && (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
            Não foi possível carregar as visões salvas
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>
        {changedOwn && (
          <Tooltip title={`Guarda os filtros atuais em "${changedOwn.name}"`} describeChild>
            <Button
              size="small"
              variant="outlined"
              startIcon={<SaveOutlinedIcon />}
              loading={update.isPending}
              onClick={() =>
                act(
                  () => rewrite(changedOwn, { query: latest() }),
                  `Visão "${changedOwn.name}" atualizada`,
                )
              }
            >
              Atualizar visão
            </Button>
          </Tooltip>
        )}
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<BookmarkAddOutlinedIcon />}
          disabled={current === ''}
          onClick={() => setDialog('create')}
        >
          Salvar visão
        </Button>
      </Box>

      <Menu open={Boolean(menu)} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu && [
          <MenuItem
            key="rename"
            onClick={() => {
              setDialog(menu.view);
              setMenu(null);
            }}
          >
            Renomear
          </MenuItem>,
          <MenuItem
            key="share"
            onClick={() => {
              void toggleShared(menu.view);
              setMenu(null);
            }}
          >
            {menu.view.shared ? 'Deixar de compartilhar' : 'Compartilhar'}
          </MenuItem>,
          <MenuItem
            key="delete"
            sx={{ color: 'error.main' }}
            onClick={() => {
              setDeleting(menu.view);
              setMenu(null);
            }}
          >
            Excluir
          </MenuItem>,
        ]}
      </Menu>

      {dialog === 'create' && (
        <SavedViewDialog
          title="Salvar visão"
          submitLabel="Salvar visão"
          initial={{ name: '', shared: false }}
          askShared
          onSubmit={saveNew}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog && dialog !== 'create' && (
        <SavedViewDialog
          title="Renomear visão"
          submitLabel="Renomear"
          initial={{ name: dialog.name, shared: dialog.shared }}
          askShared={false}
          onSubmit={(values) => rename(dialog, values)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Excluir a visão "${deleting?.name ?? ''}"?`}
        content={
          deleting?.shared
            ? 'Os outros administradores também deixam de vê-la. Os registros da lista não mudam.'
            : 'Os registros da lista não mudam.'
        }
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
