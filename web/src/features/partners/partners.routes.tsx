import type { RouteObject } from 'react-router';

/** Routes under /dashboard, each page loaded with its route. */
export const partnersRoutes: RouteObject[] = [
  {
    path: 'partners',
    lazy: () =>
      import('./pages/partners-pages').then((module) => ({ Component: module.PartnersListPage })),
  },
  {
    path: 'partners/new',
    lazy: () =>
      import('./pages/partners-pages').then((module) => ({ Component: module.PartnerNewPage })),
  },
  {
    path: 'partners/:id/edit',
    lazy: () =>
      import('./pages/partners-pages').then((module) => ({ Component: module.PartnerEditPage })),
  },
];
