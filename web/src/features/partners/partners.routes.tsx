import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const partnersRoutes: RouteObject[] = [
  { path: 'partners', element: <AreaPage title="Parceiros" /> },
  { path: 'partners/new', element: <AreaPage title="Novo parceiro" /> },
  { path: 'partners/:id/edit', element: <AreaPage title="Editar parceiro" /> },
];
