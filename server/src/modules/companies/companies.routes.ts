import type { FastifyInstance } from 'fastify';
import { companyOperations } from '@hub/contract/companies';
import { serveOperations } from '../../lib/operations';
import * as companies from './companies.service';

export const companiesRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = companies.companyResource.handlers(db);
  serveOperations(app, companyOperations, {
    listCompanies: handle.list,
    exportCompanies: handle.export,
    createCompany: handle.create,
    getCompany: handle.get,
    updateCompany: handle.update,
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
};
