import type { FastifyInstance } from 'fastify';
import { companyOperations } from '@hub/contract/companies';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { requireUfInScope } from '../../lib/scope';
import * as companies from './companies.service';
import { valuesTestRoutes } from './values-test.routes';

export const companiesModule = domainModule({ after: 'message-templates' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = companies.companyResource.handlers(db);
  serveOperations(app, companyOperations, {
    listCompanies: handle.list,
    exportCompanies: handle.export,
    createCompany: async (request) => {
      await requireUfInScope(db, request, request.body.uf);
      return handle.create(request);
    },
    getCompany: handle.get,
    updateCompany: async (request) => {
      // A company in scope is moved only to another UF of the scope.
      if (request.body.uf !== undefined) await requireUfInScope(db, request, request.body.uf);
      return handle.update(request);
    },
    changeCompanyStatus: (request) =>
      companies.changeCompanyStatus(deps, request, request.params.id, request.body),
    bulkChangeCompanyStatus: (request) =>
      companies.bulkChangeCompanyStatus(deps, request, request.body),
    undoBulkCompanyStatus: (request) =>
      companies.undoBulkCompanyStatus(deps, request, request.body),
    uploadCompanyLogo: (request) => companies.uploadCompanyLogo(deps, request, request.params.id),
    getCompanyValues: (request) => companies.getCompanyValues(db, request.params.id),
    saveCompanyValues: (request) =>
      companies.saveCompanyValues(db, request, request.params.id, request.body),
  });
  await app.register(valuesTestRoutes);
});
