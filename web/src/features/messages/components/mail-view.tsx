import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink } from 'react-router';
import {
  messageOperations,
  type DeliveryCounts,
  type MessageDetail,
  type MessageUpdateBody,
} from '@hub/contract/messages';
import { useCan } from '../../../auth/use-can';
import { StatusChip } from '../../../components/status-chip';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLabels } from '../api/get-labels';
import { useMessage } from '../api/get-message';
import { useUpdateMessage } from '../api/update-message';
import { RecipientsTable } from './recipients-table';
import { CHANNEL_NAMES, DELIVERY_STATUS_NAMES } from '../messages.config';

const done = (counts: DeliveryCounts) => counts.sent + counts.failed + counts.notConfigured;

const CountChips = ({ counts }: { counts: DeliveryCounts }) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    <StatusChip label={`${DELIVERY_STATUS_NAMES.pending}: ${counts.pending}`} color="warning" />
    <StatusChip label={`${DELIVERY_STATUS_NAMES.sent}: ${counts.sent}`} color="success" />
    <StatusChip label={`${DELIVERY_STATUS_NAMES.failed}: ${counts.failed}`} color="error" />
    {counts.notConfigured > 0 && (
      <StatusChip label={`${DELIVERY_STATUS_NAMES.not_configured}: ${counts.notConfigured}`} />
    )}
  </Box>
);

/** Delivery progress, updated live while anything is pending (the query polls). */
const DeliveryProgress = ({ message }: { message: MessageDetail }) => {
  const { deliveryCounts } = message;
  const percent = deliveryCounts.total
    ? Math.round((done(deliveryCounts) / deliveryCounts.total) * 100)
    : 100;
  return (
    <Box component="section" aria-labelledby="delivery-progress-title" sx={{ my: 3 }}>
      <Typography id="delivery-progress-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Envio
      </Typography>
      <Box aria-live="polite">
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Envio concluído em ${percent}%`}
          sx={{ mb: 1, height: 8, borderRadius: 1 }}
        />
        <CountChips counts={deliveryCounts} />
      </Box>
      {message.countsByChannel.map((counts) => (
        <Box
          key={counts.channel}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ width: 120 }}>
            {CHANNEL_NAMES[counts.channel]}
          </Typography>
          <CountChips counts={counts} />
        </Box>
      ))}
    </Box>
  );
};

type MailViewProps = { id: string; backTo: string };

export const MailView = ({ id, backTo }: MailViewProps) => {
  const message = useMessage(id);
  const labels = useLabels();
  const update = useUpdateMessage();
  // Flags, the trash and labels are the message's changes: a profile without them reads it only.
  const canChange = useCan(messageOperations.updateMessage.permission);

  const change = (body: MessageUpdateBody, doneMessage: string) =>
    update.mutate(
      { id, body },
      {
        onSuccess: () => enqueueSnackbar(doneMessage, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );

  if (message.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, flexGrow: 1 }}>
        <CircularProgress aria-label="Carregando mensagem" />
      </Box>
    );
  }
  if (message.isError) {
    return (
      <Box sx={{ p: 2, flexGrow: 1 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void message.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar a mensagem: {errorMessage(message.error)}
        </Alert>
      </Box>
    );
  }
  const data = message.data;
  return (
    <Box
      component="article"
      aria-labelledby="message-subject"
      sx={{ flexGrow: 1, minWidth: 0, p: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} color="inherit">
          Voltar
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {canChange && (
          <>
            <Button
              startIcon={<LabelImportant />}
              aria-pressed={data.isImportant}
              color={data.isImportant ? 'warning' : 'inherit'}
              onClick={() =>
                change(
                  { isImportant: !data.isImportant },
                  data.isImportant ? 'Desmarcada como importante' : 'Marcada como importante',
                )
              }
            >
              {data.isImportant ? 'Importante' : 'Marcar como importante'}
            </Button>
            <Button
              startIcon={data.isFavorite ? <Star /> : <StarBorder />}
              aria-pressed={data.isFavorite}
              color={data.isFavorite ? 'warning' : 'inherit'}
              onClick={() =>
                change(
                  { isFavorite: !data.isFavorite },
                  data.isFavorite ? 'Removida dos favoritos' : 'Adicionada aos favoritos',
                )
              }
            >
              {data.isFavorite ? 'Favorita' : 'Favoritar'}
            </Button>
            {data.isDeleted ? (
              <Button
                startIcon={<RestoreFromTrash />}
                onClick={() => change({ isDeleted: false }, 'Mensagem restaurada')}
              >
                Restaurar
              </Button>
            ) : (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => change({ isDeleted: true }, 'Mensagem movida para a Lixeira')}
              >
                Mover para a Lixeira
              </Button>
            )}
          </>
        )}
      </Box>
      <Typography id="message-subject" variant="h5" component="h2">
        {data.subject}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {data.audience} · {data.recipientCount}{' '}
        {data.recipientCount === 1 ? 'destinatário' : 'destinatários'} ·{' '}
        {data.channels.map((channel) => CHANNEL_NAMES[channel]).join(', ')} ·{' '}
        {formatDateTime(data.createdAt)}
        {data.authorName ? ` · por ${data.authorName}` : ''}
      </Typography>
      {(labels.data ?? []).length > 0 ? (
        <TextField
          select
          size="small"
          label="Etiquetas"
          disabled={!canChange}
          value={data.labels.map((label) => label.id)}
          onChange={(event) => {
            const value = event.target.value as unknown as string[];
            change({ labelIds: value }, 'Etiquetas atualizadas');
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: () => (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {data.labels.map((label) => (
                    <Chip key={label.id} size="small" label={label.name} />
                  ))}
                </Box>
              ),
            },
          }}
          sx={{ mt: 2, minWidth: 240 }}
        >
          {(labels.data ?? []).map((label) => (
            <MenuItem key={label.id} value={label.id}>
              {label.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        canChange && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            Crie etiquetas no menu ao lado para organizar as mensagens.
          </Typography>
        )
      )}
      <DeliveryProgress message={data} />
      <Divider />
      {/* The server keeps only safe formatting tags (sanitize-html) before storing the body. */}
      <Box
        sx={{ py: 3, typography: 'body1', '& a': { color: 'primary.main' } }}
        dangerouslySetInnerHTML={{ __html: data.body }}
      />
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Destinatários
      </Typography>
      <RecipientsTable messageId={data.id} counts={data.deliveryCounts} />
    </Box>
  );
};
