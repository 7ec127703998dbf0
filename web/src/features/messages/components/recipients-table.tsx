import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_STATUSES,
  messageOperations,
  type DeliveryCounts,
  type Recipient,
} from '@hub/contract/messages';
import { ResourceList, type Column } from '../../../components/resource/resource-list';
import { StatusChip } from '../../../components/status-chip';
import { DELIVERY_STATUS_COLORS } from '../../../components/received-messages';
import { messageKeys } from '../api/keys';
import { CHANNEL_NAMES, DELIVERY_STATUS_NAMES } from '../messages.config';

type RecipientsTableProps = {
  messageId: string;
  /** The message's delivery counts, as last polled. */
  counts: DeliveryCounts;
};

const RECIPIENT_COLUMNS: Column<Recipient>[] = [
  { id: 'name', label: 'Nome', render: (recipient) => recipient.name },
  { id: 'email', label: 'Email', render: (recipient) => recipient.email ?? '—' },
  {
    id: 'deliveries',
    label: 'Envios',
    render: (recipient) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {recipient.deliveries.length === 0 && (
          <Typography variant="body2">Sem canal aceito</Typography>
        )}
        {recipient.deliveries.map((delivery) => (
          <StatusChip
            key={delivery.id}
            label={`${CHANNEL_NAMES[delivery.channel]}: ${DELIVERY_STATUS_NAMES[delivery.status]}`}
            color={DELIVERY_STATUS_COLORS[delivery.status]}
          />
        ))}
      </Box>
    ),
  },
];

/**
 * Every recipient of a message, paged on the server (a send may reach 10,000 people), as every
 * list is. It does not poll on its own: the message's delivery counts are part of its key, so the
 * page is asked again whenever they change and never shows a state older than the summary above.
 */
export const RecipientsTable = ({ messageId, counts }: RecipientsTableProps) => (
  <ResourceList
    list={messageOperations.listMessageRecipients}
    params={{ id: messageId }}
    label="Destinatários e status de envio"
    queryKey={[...messageKeys.detail(messageId), 'recipients', JSON.stringify(counts)]}
    columns={RECIPIENT_COLUMNS}
    filters={[
      {
        kind: 'select',
        name: 'status',
        label: 'Status do envio',
        options: DELIVERY_STATUSES.map((status) => ({
          value: status,
          label: DELIVERY_STATUS_NAMES[status],
        })),
      },
    ]}
    defaultSort="name"
    searchLabel="Buscar destinatário"
    empty={{ title: 'Nenhum destinatário' }}
  />
);
