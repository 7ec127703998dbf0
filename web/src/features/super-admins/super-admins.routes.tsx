import type { RouteObject } from 'react-router';
import { SuperAdminNewPage, SuperAdminsListPage } from './pages/super-admins-pages';

/** Routes under /dashboard. */
export const superAdminsRoutes: RouteObject[] = [
  { path: 'users/super-admins', element: <SuperAdminsListPage /> },
  { path: 'users/super-admins/new', element: <SuperAdminNewPage /> },
];
