import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { isRecordId } from '@hub/contract/common';
import { CHANNEL_NAMES, DELIVERY_STATUS_NAMES } from '@hub/contract/messages';
import { formatDateTime } from '../../../lib/format';
import { useTimeline } from '../api/get-timeline';

/** Field names shown in the detail drawer. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  createdAt: 'Data',
  failedAt: 'Falhou em',
  to: 'Para',
  name: 'Destinatário',
  subject: 'Assunto',
  template: 'Tipo',
  status: 'Status',
  messageId: 'Mensagem',
  deliveryId: 'Envio',
  error: 'Erro',
  lastError: 'Último erro',
  attempts: 'Tentativas',
  attempt: 'Tentativa',
  code: 'Código',
  httpStatus: 'HTTP',
  statusCode: 'HTTP',
  providerId: 'Id no provedor',
  responseExcerpt: 'Resposta',
  requestExcerpt: 'Requisição',
  durationMs: 'Duração (ms)',
  selectiveProcessId: 'Processo (id)',
  processTitle: 'Processo',
  operation: 'Operação',
  method: 'Método',
  url: 'URL',
  actorEmail: 'Administrador',
  applicationId: 'Candidatura',
  candidateName: 'Profissional',
  fromStageName: 'De',
  toStageName: 'Para',
  detail: 'Detalhe',
  undoneAt: 'Desfeita em',
};

/**
 * A field a reader can read: ids (the row's, its message's, its process's) say nothing to them, nor
 * does the Message-ID the mail server gave an email (`<uuid@host>`).
 */
const shown = ([field, value]: [string, unknown]): boolean =>
  field !== 'messageId' && !isRecordId(value);

const display = (value: unknown, labels: Record<string, string> | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && labels?.[value]) return labels[value];
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
};

/** Every email and WhatsApp delivery to the row's address: one timeline per recipient. */
const RecipientTimeline = ({ address }: { address: string }) => {
  const [page, setPage] = useState(1);
  const timeline = useTimeline(address, page);
  return (
    <Box component="section" aria-labelledby="timeline-title" sx={{ mt: 2 }}>
      <Typography id="timeline-title" variant="subtitle1" component="h3">
        Linha do tempo de {address}
      </Typography>
      {timeline.data?.rows.length === 0 && (
        <Typography variant="body2">Nenhum envio de mensagem para este endereço.</Typography>
      )}
      <List dense>
        {timeline.data?.rows.map((row) => (
          <ListItem key={row.deliveryId} disableGutters>
            <ListItemText
              primary={`${CHANNEL_NAMES[row.channel]} · ${DELIVERY_STATUS_NAMES[row.status]} · ${row.subject}`}
              secondary={`${formatDateTime(row.sentAt ?? row.createdAt)}${row.lastError ? ` · ${row.lastError}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      {(timeline.data?.totalPages ?? 1) > 1 && (
        <Pagination
          size="small"
          count={timeline.data?.totalPages}
          page={page}
          onChange={(_, value) => setPage(value)}
          aria-label="Páginas da linha do tempo"
        />
      )}
    </Box>
  );
};

/** A record's details beside its list: a titled panel from the right, closed by its button or Esc. */
export const DetailDrawer = ({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) => (
  <Drawer
    anchor="right"
    open={open}
    onClose={onClose}
    slotProps={{
      paper: { sx: { width: { xs: '100%', sm: 480 } }, 'aria-labelledby': 'log-detail-title' },
    }}
  >
    <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
      <Typography id="log-detail-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <IconButton aria-label="Fechar" onClick={onClose}>
        <Close />
      </IconButton>
    </Box>
    <Divider />
    <Box sx={{ p: 2, overflowY: 'auto' }}>{children}</Box>
  </Drawer>
);

type LogDetailDrawerProps = {
  title: string;
  /** The row opened: one record of a log (contract LOG_ROW_SCHEMAS), shown field by field. */
  row: object | null;
  /** The labels of the fields that hold a code (contract LOG_VALUE_LABELS). */
  valueLabels?: Record<string, Record<string, string>>;
  /** The recipient's address, whose deliveries the drawer lists below the record. */
  address?: string | null;
  onClose: () => void;
};

/** The whole record of a log row, and the recipient's timeline where the log has an address. */
export const LogDetailDrawer = ({
  title,
  row,
  valueLabels = {},
  address,
  onClose,
}: LogDetailDrawerProps) => (
  <DetailDrawer title={title} open={Boolean(row)} onClose={onClose}>
    {row && (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1 }}>
        {Object.entries(row)
          .filter(shown)
          .map(([field, value]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {FIELD_LABELS[field] ?? field}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {display(value, valueLabels[field])}
              </Typography>
            </Box>
          ))}
      </Box>
    )}
    {address && <RecipientTimeline key={address} address={address} />}
  </DetailDrawer>
);
