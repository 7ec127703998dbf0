import { resourceRoutes } from '../../components/resource/resource-routes';
import { partnersNav } from './partners.nav';

/** Routes under /dashboard: the list, new and edit pages of the declaration. */
export const partnersRoutes = resourceRoutes(partnersNav, () =>
  import('./partners.resource').then((module) => module.partnerResource),
);
