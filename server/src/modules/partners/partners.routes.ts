import type { FastifyInstance } from 'fastify';
import { partnerOperations } from '@hub/contract/partners';
import { sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as partners from './partners.service';

export const partnersRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  serveOperations(app, partnerOperations, {
    listPartners: (request) => partners.listPartners(db, request.query),
    exportPartners: (request, reply) =>
      sendCsv(reply, 'parceiros', partners.PARTNER_CSV, partners.partnerBatches(db, request.query)),
    createPartner: (request) => partners.createPartner(db, request, request.body),
    getPartner: (request) => partners.getPartner(db, request.params.id),
    updatePartner: (request) => partners.updatePartner(db, request, request.params.id, request.body),
    changePartnerStatus: (request) => partners.changePartnerStatus(db, request, request.params.id, request.body),
    uploadPartnerLogo: (request) => partners.uploadPartnerLogo(deps, request, request.params.id),
  });
};
