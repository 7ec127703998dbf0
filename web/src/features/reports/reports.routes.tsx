import type { RouteObject } from 'react-router';

/** Routes under /dashboard: Relatórios, loaded on first visit with its charts. */
export const reportRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: () =>
      import('./pages/reports-page').then((module) => ({ Component: module.ReportsPage })),
  },
];
