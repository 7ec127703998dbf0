import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const subscriptionsRoutes: RouteObject[] = [
  { path: 'subscriptions', element: <AreaPage title="Assinaturas" /> },
];
