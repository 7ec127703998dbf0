import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const superAdminsRoutes: RouteObject[] = [
  { path: 'users/super-admins', element: <AreaPage title="Administradores" /> },
  { path: 'users/super-admins/new', element: <AreaPage title="Novo administrador" /> },
];
