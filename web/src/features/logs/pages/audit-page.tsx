import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@hub/contract/audit';
import type { LogRecord } from '../api/get-log';
import { auditSummary } from '../../../components/history/audit-format';
import { AuditDetailDrawer } from '../components/audit-detail-drawer';
import { AuditRecord } from '../components/audit-record';
import { LogPage } from '../components/log-page';
import type { LogColumn } from '../logs.config';

/** The page's rows are the trail's entries (`GET /logs/audit`). */
const entryOf = (row: LogRecord) => row as unknown as AuditEntry;

const AUDIT_COLUMNS: LogColumn<LogRecord>[] = [
  { field: 'createdAt', header: 'Data', kind: 'date', width: 160 },
  {
    field: 'actorName',
    header: 'Administrador',
    width: 240,
    render: (row) => {
      const entry = entryOf(row);
      const actor = auditSummary(entry).actor;
      return (
        <Box>
          {actor}
          {entry.actorEmail && entry.actorEmail !== actor && (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {entry.actorEmail}
            </Typography>
          )}
        </Box>
      );
    },
  },
  {
    field: 'action',
    header: 'Ação',
    width: 200,
    render: (row) => auditSummary(entryOf(row)).action,
  },
  {
    field: 'recordLabel',
    header: 'Registro',
    width: 340,
    render: (row) => <AuditRecord entry={entryOf(row)} />,
  },
  { field: 'ip', header: 'IP', width: 140 },
];

/** The audit trail of every administrator write (`GET /logs/audit`). */
export const AuditPage = () => (
  <LogPage
    title="Auditoria"
    apiPath="/logs/audit"
    columns={AUDIT_COLUMNS}
    statusLabels={{}}
    exportable={false}
    searchLabel="Buscar por registro, administrador ou ação"
    renderDrawer={(row, close) => <AuditDetailDrawer entry={row && entryOf(row)} onClose={close} />}
  />
);
