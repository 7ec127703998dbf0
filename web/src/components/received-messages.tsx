import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import {
  CHANNEL_NAMES,
  DELIVERY_STATUS_NAMES,
  messageOperations,
  type DeliveryStatus,
} from '@hub/contract/messages';
import { call } from '../lib/api-client';
import { formatDateTime } from '../lib/format';
import { paths } from '../routes/paths';
import { EmptyState } from './empty-state';
import { QueryContent } from './query-content';
import { SectionCard } from './section-card';
import { StatusChip, type StatusColor } from './status-chip';

/** A delivery's status colour, here and in a message's recipients. */
export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, StatusColor> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  not_configured: 'default',
};

/** The messages a professional (1) or a company (2) received, each with how every channel went. */
export const ReceivedMessages = ({
  typeUser,
  recipientId,
}: {
  typeUser: 1 | 2;
  recipientId: string;
}) => {
  const received = useQuery({
    queryKey: ['messages', 'received', typeUser, recipientId],
    queryFn: ({ signal }) =>
      call(messageOperations.listMessagesReceived, { query: { typeUser, recipientId } }, signal),
  });
  return (
    <SectionCard
      title="Mensagens recebidas"
      description="O que a plataforma enviou, e a situação de cada envio."
    >
      <QueryContent
        query={received}
        loading="Carregando as mensagens…"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="Nenhuma mensagem recebida" />}
      >
        {(rows) => (
          <TableContainer>
            <Table aria-label="Mensagens recebidas">
              <TableHead>
                <TableRow>
                  <TableCell>Assunto</TableCell>
                  <TableCell>Enviada em</TableCell>
                  <TableCell>Envios</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((message) => (
                  <TableRow key={message.messageId}>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Link
                        component={RouterLink}
                        to={paths.dashboard.messages.system(typeUser, 'all', message.messageId)}
                      >
                        {message.subject}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(message.createdAt)}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                        {message.deliveries.map((delivery) => (
                          <StatusChip
                            key={delivery.channel}
                            label={`${CHANNEL_NAMES[delivery.channel]}: ${DELIVERY_STATUS_NAMES[delivery.status]}`}
                            color={DELIVERY_STATUS_COLORS[delivery.status]}
                          />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
    </SectionCard>
  );
};
