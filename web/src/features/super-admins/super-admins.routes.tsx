import { resourceRoutes, underDashboard } from '../../components/resource/resource-routes';
import { paths } from '../../routes/paths';
import { superAdminsNav } from './super-admins.nav';

/** Routes under /dashboard: the list and new pages of the declaration, and the access profiles. */
export const superAdminsRoutes = [
  ...resourceRoutes(superAdminsNav, () =>
    import('./super-admins.resource').then((module) => module.superAdminResource),
  ),
  {
    path: underDashboard(paths.dashboard.accessProfiles),
    lazy: () =>
      import('./components/access-profiles-page').then((module) => ({
        Component: module.AccessProfilesPage,
      })),
  },
];
