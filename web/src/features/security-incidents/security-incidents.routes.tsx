import { resourceRoutes } from '../../components/resource/resource-routes';
import { securityIncidentsNav } from './security-incidents.nav';

/** Routes under /dashboard: the list, new and edit pages of the declaration. */
export const securityIncidentsRoutes = resourceRoutes(securityIncidentsNav, () =>
  import('./security-incidents.resource').then((module) => module.securityIncidentResource),
);
