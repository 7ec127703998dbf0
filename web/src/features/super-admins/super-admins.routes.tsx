import { resourceRoutes } from '../../components/resource/resource-routes';
import { superAdminsNav } from './super-admins.nav';

/** Routes under /dashboard: the list and new pages of the declaration. */
export const superAdminsRoutes = resourceRoutes(superAdminsNav, () =>
  import('./super-admins.resource').then((module) => module.superAdminResource),
);
