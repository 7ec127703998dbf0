import type { FastifyInstance } from 'fastify';
import { companyOperations } from '@hub/contract/companies';
import { sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as companies from './companies.service';

export const companiesRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  serveOperations(app, companyOperations, {
    listCompanies: (request) => companies.listCompanies(db, request.query),
    exportCompanies: (request, reply) =>
      sendCsv(
        reply,
        'empresas',
        companies.COMPANY_CSV,
        companies.companyBatches(db, request.query),
      ),
    createCompany: (request) => companies.createCompany(db, request, request.body),
    getCompany: (request) => companies.getCompany(db, request.params.id),
    updateCompany: (request) =>
      companies.updateCompany(db, request, request.params.id, request.body),
    changeCompanyStatus: (request) =>
      companies.changeCompanyStatus(deps, request, request.params.id, request.body),
    bulkChangeCompanyStatus: (request) => companies.bulkChangeCompanyStatus(deps, request, request.body),
    uploadCompanyLogo: (request) => companies.uploadCompanyLogo(deps, request, request.params.id),
    getCompanyValues: (request) => companies.getCompanyValues(db, request.params.id),
    saveCompanyValues: (request) =>
      companies.saveCompanyValues(db, request, request.params.id, request.body),
  });
};
