import type { FastifyInstance } from 'fastify';
import { auditOperations } from '@hub/contract/audit';
import { serveOperations } from '../../lib/operations';
import { auditTrail } from './audit.service';

/** The audit trail of every administrator write (DESIGN.md section 4, Logs). */
export const auditRoutes = async (app: FastifyInstance) => {
  const handle = auditTrail.handlers(app.deps.db);
  serveOperations(app, auditOperations, {
    listAuditTrail: handle.list,
    exportAuditTrail: handle.export,
  });
};
