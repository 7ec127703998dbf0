import type { RouteObject } from 'react-router';
import { templateRoutes } from '../templates/template-routes';

/**
 * Every dashboard feature's `<domain>.routes.tsx`, whose exports are arrays of routes relative to
 * /dashboard (their pages lazy, so only the declarations load here). Sign-in and the public site
 * live outside /dashboard: the route table places them itself.
 */
const declared = import.meta.glob<Record<string, RouteObject[]>>(
  ['../features/*/*.routes.tsx', '!../features/auth/*', '!../features/marketing/*'],
  { eager: true },
);

/** The pages under /dashboard: every feature's, then the template pages. */
export const featureRoutes: RouteObject[] = [
  ...Object.values(declared).flatMap((module) => Object.values(module).flat()),
  ...templateRoutes,
];
