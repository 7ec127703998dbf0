import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const companiesRoutes: RouteObject[] = [
  { path: 'companies', element: <AreaPage title="Empresas" /> },
  { path: 'companies/register', element: <AreaPage title="Cadastrar empresa" /> },
  { path: 'companies/:companyId', element: <AreaPage title="Empresa" /> },
  { path: 'companies/:companyId/editCompany', element: <AreaPage title="Editar empresa" /> },
];
