import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const candidatesRoutes: RouteObject[] = [
  { path: 'users/candidates', element: <AreaPage title="Profissionais" /> },
  { path: 'users/candidates/register', element: <AreaPage title="Cadastrar profissional" /> },
  { path: 'users/candidates/:candidateId', element: <AreaPage title="Profissional" /> },
  {
    path: 'users/candidates/:candidateId/editCandidate',
    element: <AreaPage title="Editar profissional" />,
  },
  {
    path: 'users/candidates/:candidateId/candidateSettings',
    element: <AreaPage title="Configurações do profissional" />,
  },
  {
    path: 'users/candidates/:candidateId/addVideoResume',
    element: <AreaPage title="Enviar currículo em vídeo" />,
  },
  {
    path: 'users/candidates/:candidateId/viewVideoResume',
    element: <AreaPage title="Currículo em vídeo" />,
  },
  { path: 'users/:candidateId/editCandidate', element: <AreaPage title="Editar profissional" /> },
  {
    path: 'users/:candidateId/candidateSettings',
    element: <AreaPage title="Configurações do profissional" />,
  },
];
