import type { RouteObject } from 'react-router';

/** Routes under /dashboard: Início, loaded on first visit (the charts stay out of the shell's bundle). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboarding',
    lazy: () =>
      import('./pages/dashboard-page').then((module) => ({ Component: module.DashboardPage })),
  },
];
