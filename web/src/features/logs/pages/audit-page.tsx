import { LogDetailDrawer } from '../components/log-detail-drawer';
import { LogPage } from '../components/log-page';

const AUDIT_COLUMNS = [
  { field: 'createdAt', header: 'Data', kind: 'date' as const, width: 160 },
  { field: 'actorEmail', header: 'Administrador', width: 220 },
  { field: 'action', header: 'Ação', width: 180 },
  { field: 'entity', header: 'Entidade', width: 160 },
  { field: 'entityId', header: 'Registro', width: 300 },
  { field: 'ip', header: 'IP', width: 140 },
];

/** The audit trail of every administrator write (`GET /logs/audit`). */
export const AuditPage = () => (
  <LogPage
    title="Auditoria"
    apiPath="/logs/audit"
    columns={AUDIT_COLUMNS}
    statusLabels={{}}
    renderDrawer={(row, close) => <LogDetailDrawer title="Auditoria" row={row} onClose={close} />}
  />
);
