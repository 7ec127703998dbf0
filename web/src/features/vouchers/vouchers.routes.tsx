import { resourceRoutes } from '../../components/resource/resource-routes';
import { vouchersNav } from './vouchers.nav';

/** Routes under /dashboard: the list, new and edit pages of the declaration. */
export const vouchersRoutes = resourceRoutes(vouchersNav, () =>
  import('./vouchers.resource').then((module) => module.voucherResource),
);
