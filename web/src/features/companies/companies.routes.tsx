import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { companiesNav } from './companies.nav';

const detailPage = () => import('./pages/company-detail-page');

/** Routes under /dashboard: the declaration's list, register and edit pages, and the company's own page. */
export const companiesRoutes: RouteObject[] = [
  ...resourceRoutes(companiesNav, () =>
    import('./companies.resource').then((module) => module.companyResource),
  ),
  {
    path: 'companies/:companyId',
    lazy: () => detailPage().then((module) => ({ Component: module.CompanyDetailPage })),
  },
  {
    path: 'companies/:companyId/valuesTest',
    lazy: () =>
      detailPage().then((module) => ({ element: <module.CompanyDetailPage tab="valores" /> })),
  },
];
