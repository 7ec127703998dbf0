import type { RouteObject } from 'react-router';

/** Routes under /dashboard, each page loaded with its route. */
export const plansRoutes: RouteObject[] = [
  {
    path: 'plans',
    lazy: () =>
      import('./pages/plans-pages').then((module) => ({ Component: module.PlansListPage })),
  },
  {
    path: 'plans/new',
    lazy: () => import('./pages/plans-pages').then((module) => ({ Component: module.PlanNewPage })),
  },
  {
    path: 'plans/:id/edit',
    lazy: () =>
      import('./pages/plans-pages').then((module) => ({ Component: module.PlanEditPage })),
  },
];
