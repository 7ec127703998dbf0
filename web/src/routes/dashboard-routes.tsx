import type { RouteObject } from 'react-router';
import { featureRoutes } from './feature-routes';

/**
 * Pages under /dashboard: every feature's routes (feature-routes.ts finds them). Loaded on the
 * first visit under /dashboard (route-table.tsx's patchRoutesOnNavigation), not with the login.
 */
export const dashboardChildren: RouteObject[] = featureRoutes;
