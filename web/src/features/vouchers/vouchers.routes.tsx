import type { RouteObject } from 'react-router';

/** Routes under /dashboard, each page loaded with its route. */
export const vouchersRoutes: RouteObject[] = [
  {
    path: 'vouchers',
    lazy: () =>
      import('./pages/vouchers-pages').then((module) => ({ Component: module.VouchersListPage })),
  },
  {
    path: 'vouchers/new',
    lazy: () =>
      import('./pages/vouchers-pages').then((module) => ({ Component: module.VoucherNewPage })),
  },
  {
    path: 'vouchers/:id/edit',
    lazy: () =>
      import('./pages/vouchers-pages').then((module) => ({ Component: module.VoucherEditPage })),
  },
];
