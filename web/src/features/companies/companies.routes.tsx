import type { RouteObject } from 'react-router';
import { CompaniesListPage } from './pages/companies-list-page';
import { CompanyDetailPage } from './pages/company-detail-page';
import { CompanyEditPage, CompanyRegisterPage } from './pages/company-form-page';

/** Routes under /dashboard. */
export const companiesRoutes: RouteObject[] = [
  { path: 'companies', element: <CompaniesListPage /> },
  { path: 'companies/register', element: <CompanyRegisterPage /> },
  { path: 'companies/:companyId', element: <CompanyDetailPage /> },
  { path: 'companies/:companyId/editCompany', element: <CompanyEditPage /> },
  { path: 'companies/:companyId/valuesTest', element: <CompanyDetailPage tab="values" /> },
];
