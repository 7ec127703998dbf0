import type { RouteObject } from 'react-router';
import { VoucherEditPage, VoucherNewPage, VouchersListPage } from './pages/vouchers-pages';

/** Routes under /dashboard. */
export const vouchersRoutes: RouteObject[] = [
  { path: 'vouchers', element: <VouchersListPage /> },
  { path: 'vouchers/new', element: <VoucherNewPage /> },
  { path: 'vouchers/:id/edit', element: <VoucherEditPage /> },
];
