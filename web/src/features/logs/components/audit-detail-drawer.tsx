import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@hub/contract/audit';
import { formatDateTime } from '../../../lib/format';
import { auditChanges, auditSummary } from '../../../components/history/audit-format';
import { AuditRecord } from './audit-record';
import { DetailDrawer } from './log-detail-drawer';

const Term = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** One write of the trail: who, what, which record, and each field it changed (before → after). */
export const AuditDetailDrawer = ({
  entry,
  onClose,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
}) => {
  const summary = entry && auditSummary(entry);
  const changes = entry ? auditChanges(entry) : [];
  return (
    <DetailDrawer title="Auditoria" open={Boolean(entry)} onClose={onClose}>
      {entry && summary && (
        <>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1 }}
          >
            <Term label="Data">{formatDateTime(entry.createdAt)}</Term>
            <Term label="Administrador">
              {summary.actor}
              {entry.actorEmail && entry.actorEmail !== summary.actor
                ? ` (${entry.actorEmail})`
                : ''}
            </Term>
            <Term label="Ação">{summary.action}</Term>
            <Term label="Registro">
              <AuditRecord entry={entry} />
            </Term>
            {entry.ip && <Term label="IP">{entry.ip}</Term>}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Alterações
          </Typography>
          {changes.length === 0 ? (
            <Typography variant="body2">Nenhum campo alterado registrado.</Typography>
          ) : (
            <Box
              component="dl"
              aria-label="Alterações"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1 }}
            >
              {changes.map((change) => (
                <Term key={change.field} label={change.label}>
                  {change.before} → {change.after}
                </Term>
              ))}
            </Box>
          )}
        </>
      )}
    </DetailDrawer>
  );
};
