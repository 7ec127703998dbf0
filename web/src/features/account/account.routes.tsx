import type { RouteObject } from 'react-router';

/** Routes under /dashboard: one's own account. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'user/account',
    lazy: () => import('./pages/account-page').then((m) => ({ Component: m.AccountPage })),
  },
];
