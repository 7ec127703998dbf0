import type { RouteObject } from 'react-router';

/** Routes under /dashboard, each page loaded with its route. */
export const companiesRoutes: RouteObject[] = [
  {
    path: 'companies',
    lazy: () =>
      import('./pages/companies-list-page').then((module) => ({
        Component: module.CompaniesListPage,
      })),
  },
  {
    path: 'companies/register',
    lazy: () =>
      import('./pages/company-form-page').then((module) => ({
        Component: module.CompanyRegisterPage,
      })),
  },
  {
    path: 'companies/:companyId',
    lazy: () =>
      import('./pages/company-detail-page').then((module) => ({
        Component: module.CompanyDetailPage,
      })),
  },
  {
    path: 'companies/:companyId/editCompany',
    lazy: () =>
      import('./pages/company-form-page').then((module) => ({ Component: module.CompanyEditPage })),
  },
  {
    path: 'companies/:companyId/valuesTest',
    lazy: () =>
      import('./pages/company-detail-page').then((module) => ({
        element: <module.CompanyDetailPage tab="values" />,
      })),
  },
];
