import type { FastifyInstance } from 'fastify';
import { securityIncidentOperations } from '@hub/contract/security-incidents';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as incidents from './security-incidents.service';

/** The security incidents register: no delete route (kept at least 5 years). */
export const securityIncidentsModule = domainModule({ after: 'lgpd-requests' }, async (app: FastifyInstance) => {
  const { db } = app.deps;
  const handle = incidents.securityIncidentResource.handlers(db);
  serveOperations(app, securityIncidentOperations, {
    listSecurityIncidents: handle.list,
    exportSecurityIncidents: handle.export,
    createSecurityIncident: (request) => incidents.createSecurityIncident(db, request, request.body),
    getSecurityIncident: handle.get,
    updateSecurityIncident: (request) =>
      incidents.updateSecurityIncident(db, request, request.params.id, request.body),
    changeSecurityIncidentStatus: (request) =>
      incidents.changeSecurityIncidentStatus(db, request, request.params.id, request.body),
  });
});
