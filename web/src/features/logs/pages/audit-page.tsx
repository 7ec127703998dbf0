import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITY_NAMES, auditOperations, type AuditEntry } from '@hub/contract/audit';
import { optionsOf } from '@hub/contract/fields';
import { auditSummary } from '../../../components/history/audit-format';
import { PageHeader } from '../../../components/page-header';
import {
  ResourceList,
  type Column,
  type ListFilter,
} from '../../../components/resource/resource-list';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { logKeys } from '../api/keys';
import { AuditDetailDrawer } from '../components/audit-detail-drawer';
import { AuditRecord } from '../components/audit-record';

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

const AUDIT_FILTERS: ListFilter[] = [
  {
    kind: 'select',
    name: 'entity',
    label: 'Tipo de registro',
    options: optionsOf(AUDIT_ENTITY_NAMES).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
  },
  { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Data' },
];

/** The audit trail of every administrator write (`GET /logs/audit`); a row opens its changes. */
export const AuditPage = () => {
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  return (
    <>
      <PageHeader
        title="Auditoria"
        crumbs={[
          { name: 'Início', href: paths.dashboard.dashboarding },
          { name: 'Logs' },
          { name: 'Auditoria' },
        ]}
      />
      <ResourceList
        list={auditOperations.listAuditTrail}
        exportOperation={auditOperations.exportAuditTrail}
        queryKey={logKeys.list('audit')}
        columns={AUDIT_COLUMNS}
        filters={AUDIT_FILTERS}
        defaultSort="createdAt"
        initialQuery={{ order: 'desc' }}
        searchLabel="Buscar por registro, administrador ou ação"
        exportName="auditoria"
        views="audit"
        empty={{
          title: 'Nenhuma alteração registrada',
          description: 'Cada alteração feita por um administrador aparece aqui.',
        }}
        onRowOpen={setOpened}
      />
      <AuditDetailDrawer entry={opened} onClose={() => setOpened(null)} />
    </>
  );
};
