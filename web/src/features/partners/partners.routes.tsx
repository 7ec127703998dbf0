import type { RouteObject } from 'react-router';
import { PartnerEditPage, PartnerNewPage, PartnersListPage } from './pages/partners-pages';

/** Routes under /dashboard. */
export const partnersRoutes: RouteObject[] = [
  { path: 'partners', element: <PartnersListPage /> },
  { path: 'partners/new', element: <PartnerNewPage /> },
  { path: 'partners/:id/edit', element: <PartnerEditPage /> },
];
