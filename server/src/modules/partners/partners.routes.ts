import type { FastifyInstance } from 'fastify';
import { partnerOperations } from '@hub/contract/partners';
import { domainModule } from '../../lib/domain-module';
import { replaceLogo } from '../../lib/logos';
import { serveOperations } from '../../lib/operations';
import { partnerResource } from './partners.service';

export const partnersModule = domainModule({ after: 'candidates' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const handle = partnerResource.handlers(deps.db);
  serveOperations(app, partnerOperations, {
    listPartners: handle.list,
    exportPartners: handle.export,
    createPartner: handle.create,
    getPartner: handle.get,
    updatePartner: handle.update,
    changePartnerStatus: handle.changeStatus,
    uploadPartnerLogo: (request) =>
      replaceLogo(deps, request, partnerResource.declaration, request.params.id),
  });
});
