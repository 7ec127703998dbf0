import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_STATUSES,
  type DeliveryCounts,
  type DeliveryStatus,
} from '@hub/contract/messages';
import { DebouncedTextField } from '../../../components/resource/list-filters';
import { StatusChip } from '../../../components/status-chip';
import { errorMessage } from '../../../lib/api-client';
import { useRecipients, type RecipientQuery } from '../api/get-recipients';
import { DELIVERY_STATUS_COLORS } from '../../../components/received-messages';
import { CHANNEL_NAMES, DELIVERY_STATUS_NAMES } from '../messages.config';

type RecipientsTableProps = {
  messageId: string;
  /** The message's delivery counts: the table follows them (api/get-recipients.ts). */
  counts: DeliveryCounts;
};

/** Every recipient of a message, paged on the server (a send may reach 10,000 people). */
export const RecipientsTable = ({ messageId, counts }: RecipientsTableProps) => {
  const [query, setQuery] = useState<RecipientQuery>({ page: 1, limit: 20, key: '' });
  const result = useRecipients(messageId, query, JSON.stringify(counts));
  const update = (changes: Partial<RecipientQuery>) =>
    setQuery((current) => ({ ...current, page: 1, ...changes }));

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <DebouncedTextField
          label="Buscar destinatário"
          value={query.key}
          onChange={(key) => update({ key })}
          grow
        />
        <TextField
          select
          size="small"
          label="Status do envio"
          value={query.status ?? ''}
          onChange={(event) =>
            update({ status: (event.target.value || undefined) as DeliveryStatus | undefined })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {DELIVERY_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {DELIVERY_STATUS_NAMES[status]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {result.isError && (
        <Typography role="alert" color="error">
          {errorMessage(result.error)}
        </Typography>
      )}
      <Table size="small" aria-label="Destinatários e status de envio">
        <TableHead>
          <TableRow>
            <TableCell>Nome</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Envios</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.data?.rows.map((recipient) => (
            <TableRow key={recipient.id}>
              <TableCell>{recipient.name}</TableCell>
              <TableCell>{recipient.email ?? '—'}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
          {result.data?.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                Nenhum destinatário encontrado
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={result.data?.totalItens ?? 0}
        page={(result.data?.currentPage ?? query.page) - 1}
        rowsPerPage={query.limit}
        rowsPerPageOptions={[20, 50, 100]}
        labelRowsPerPage="Linhas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        onPageChange={(_, page) => setQuery((current) => ({ ...current, page: page + 1 }))}
        onRowsPerPageChange={(event) => update({ limit: Number(event.target.value) })}
      />
    </Box>
  );
};
