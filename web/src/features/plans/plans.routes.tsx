import type { RouteObject } from 'react-router';
import { PlanEditPage, PlanNewPage, PlansListPage } from './pages/plans-pages';

/** Routes under /dashboard. */
export const plansRoutes: RouteObject[] = [
  { path: 'plans', element: <PlansListPage /> },
  { path: 'plans/new', element: <PlanNewPage /> },
  { path: 'plans/:id/edit', element: <PlanEditPage /> },
];
