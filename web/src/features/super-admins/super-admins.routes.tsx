import type { RouteObject } from 'react-router';

/** Routes under /dashboard, each page loaded with its route. */
export const superAdminsRoutes: RouteObject[] = [
  {
    path: 'users/super-admins',
    lazy: () =>
      import('./pages/super-admins-pages').then((module) => ({
        Component: module.SuperAdminsListPage,
      })),
  },
  {
    path: 'users/super-admins/new',
    lazy: () =>
      import('./pages/super-admins-pages').then((module) => ({
        Component: module.SuperAdminNewPage,
      })),
  },
];
