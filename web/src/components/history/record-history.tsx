import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import {
  historyPermission,
  NOTE_ENTITIES,
  noteBodySchema,
  type HistoryEntity,
  type HistoryEvent,
  type NoteEntity,
} from '@hub/contract/history';
import { useCanOpen } from '../../auth/page-access';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { Form } from '../form/form';
import { RhfTextField } from '../form/rhf-text-field';
import { QueryContent } from '../query-content';
import { SectionCard } from '../section-card';
import { useAddNote, useDeleteNote, useRecordHistory } from './history-api';
import { eventText } from './history-event';

const ICONS = {
  audit: EditNoteOutlined,
  kanban: ViewKanbanOutlined,
  note: StickyNote2Outlined,
} as const;

const DESCRIPTION = 'Alterações, movimentações no quadro e notas, da mais recente à mais antiga.';

const isNoteEntity = (entity: HistoryEntity): entity is NoteEntity =>
  (NOTE_ENTITIES as readonly string[]).includes(entity);

const NoteComposer = ({ entity, id }: { entity: NoteEntity; id: string }) => {
  const add = useAddNote(entity, id);
  const form = useForm({ resolver: zodResolver(noteBodySchema), defaultValues: { body: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ body: '' });
      enqueueSnackbar('Nota adicionada', { variant: 'success' });
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Adicionar nota">
      <RhfTextField
        name="body"
        control={form.control}
        label="Nova nota"
        helperText="Visível para os administradores, no histórico deste registro."
        multiline
        minRows={2}
      />
    </Form>
  );
};

const EventItem = ({
  event,
  owner,
  ownerId,
  onDelete,
}: {
  event: HistoryEvent;
  owner: HistoryEntity;
  ownerId: string;
  onDelete: (id: string) => void;
}) => {
  const text = eventText(event, owner, ownerId);
  const canOpen = useCanOpen(text.record?.path ?? null);
  const Icon = ICONS[event.kind];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, py: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: (theme) =>
            event.kind === 'note'
              ? alpha(theme.palette.warning.main, 0.16)
              : theme.palette.action.hover,
          color: event.kind === 'note' ? 'warning.main' : 'text.secondary',
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="p">
            {text.headline}
          </Typography>
          <Typography
            variant="caption"
            component="time"
            dateTime={event.at}
            sx={{ color: 'text.secondary' }}
          >
            {formatDateTime(event.at)}
          </Typography>
        </Stack>
        {text.record && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.record.path && canOpen ? (
              <Link component={RouterLink} to={text.record.path}>
                {text.record.label}
              </Link>
            ) : (
              text.record.label
            )}
          </Typography>
        )}
        {event.kind === 'note' && (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {event.body}
          </Typography>
        )}
        {text.details.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2, color: 'text.secondary' }}>
            {text.details.map((detail) => (
              <Typography
                key={detail}
                component="li"
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {detail}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      {event.kind === 'note' && event.mine && (
        <Tooltip title="Excluir nota">
          <IconButton
            aria-label="Excluir nota"
            size="small"
            onClick={() => onDelete(event.id)}
            sx={{ alignSelf: 'flex-start' }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};

/**
 * A record's history (what administrators changed, the board's moves, the notes), newest first, with
 * a note box on the records that take notes.
 */
export const RecordHistory = ({
  entity,
  id,
  framed = true,
}: {
  entity: HistoryEntity;
  id: string;
  /** false: without the card, inside a drawer. */
  framed?: boolean;
}) => {
  const history = useRecordHistory(entity, id);
  const remove = useDeleteNote();
  // A note is a write: a profile that only reads the record's area sees the history without the box.
  const canWriteNote = useCan(historyPermission(entity, 'editar'));
  const [deleting, setDeleting] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      enqueueSnackbar('Nota excluída', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  const content = (
    <>
      {isNoteEntity(entity) && canWriteNote && <NoteComposer entity={entity} id={id} />}
      <Box sx={{ mt: 3 }}>
        <QueryContent
          query={history}
          loading="Carregando o histórico…"
          isEmpty={(found) => found.events.length === 0}
          empty={
            <EmptyState
              title="Nada registrado ainda"
              description="As alterações e as notas deste registro aparecerão aqui."
            />
          }
        >
          {(found) => (
            <Box
              component="ol"
              aria-label="Eventos do histórico"
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {found.events.map((event) => (
                <EventItem
                  key={`${event.kind}-${event.id}`}
                  event={event}
                  owner={entity}
                  ownerId={id}
                  onDelete={setDeleting}
                />
              ))}
            </Box>
          )}
        </QueryContent>
      </Box>
      {history.hasNextPage && (
        <Button
          onClick={() => history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          Carregar mais
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir nota?"
        content="A nota sai do histórico de todos os administradores."
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
  return framed ? (
    <SectionCard title="Histórico" description={DESCRIPTION}>
      {content}
    </SectionCard>
  ) : (
    <Box component="section" aria-labelledby={`history-${id}`}>
      <Typography id={`history-${id}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Histórico e notas
      </Typography>
      {content}
    </Box>
  );
};
