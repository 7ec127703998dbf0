import { resourceRoutes } from '../../components/resource/resource-routes';
import { plansNav } from './plans.nav';

/** Routes under /dashboard: the list, new and edit pages of the declaration. */
export const plansRoutes = resourceRoutes(plansNav, () =>
  import('./plans.resource').then((module) => module.planResource),
);
