import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITY_NAMES, auditOperations, type AuditEntry } from '@hub/contract/audit';
import { optionsOf } from '@hub/contract/fields';
import { auditSummary } from '../../components/history/audit-format';
import { defineResource } from '../../components/resource/define-resource';
import type { Column } from '../../components/resource/resource-list';
import { formatDateTime } from '../../lib/format';
import { logKeys } from './api/keys';
import { AuditDetailDrawer } from './components/audit-detail-drawer';
import { AuditRecord } from './components/audit-record';
import { auditNav, LOG_CRUMBS } from './logs.nav';

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  {
    id: 'createdAt',
    label: 'Data',
    sortable: true,
    nowrap: true,
    render: (entry) => formatDateTime(entry.createdAt),
  },
  {
    id: 'actor',
    label: 'Administrador',
    render: (entry) => {
      const { actor } = auditSummary(entry);
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
  { id: 'action', label: 'Ação', render: (entry) => auditSummary(entry).action },
  { id: 'record', label: 'Registro', render: (entry) => <AuditRecord entry={entry} /> },
  { id: 'ip', label: 'IP', nowrap: true, render: (entry) => entry.ip ?? '—' },
];

/** The audit trail of every administrator write (`GET /logs/audit`); a row opens its changes. */
export const auditResource = defineResource({
  nav: auditNav,
  crumbs: LOG_CRUMBS,
  list: {
    operation: auditOperations.listAuditTrail,
    exportOperation: auditOperations.exportAuditTrail,
    exportName: 'auditoria',
    savedViews: 'audit',
    queryKey: logKeys.list('audit'),
    columns: AUDIT_COLUMNS,
    filters: [
      {
        kind: 'select',
        name: 'entity',
        label: 'Tipo de registro',
        options: optionsOf(AUDIT_ENTITY_NAMES).sort((a, b) =>
          a.label.localeCompare(b.label, 'pt-BR'),
        ),
      },
      { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Data' },
    ],
    defaultSort: 'createdAt',
    initialQuery: { order: 'desc' },
    searchLabel: 'Buscar por registro, administrador ou ação',
    empty: {
      title: 'Nenhuma alteração registrada',
      description: 'Cada alteração feita por um administrador aparece aqui.',
    },
    renderDrawer: (entry, close) => <AuditDetailDrawer entry={entry} onClose={close} />,
  },
});
