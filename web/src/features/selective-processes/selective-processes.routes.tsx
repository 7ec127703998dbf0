import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Routes under /dashboard. The area's pages come with its issue; until then each shows its title. */
export const selectiveProcessesRoutes: RouteObject[] = [
  { path: 'listSelectiveProcess', element: <AreaPage title="Processos Seletivos" /> },
  {
    path: 'listSelectiveProcess/ViewSelectiveProcess/:selectiveProcessId',
    element: <AreaPage title="Processo seletivo" />,
  },
  {
    path: 'companies/:companyId/listSelectiveProcesses',
    element: <AreaPage title="Processos seletivos da empresa" />,
  },
  {
    path: 'companies/:companyId/registerSelectiveProcess',
    element: <AreaPage title="Novo processo seletivo" />,
  },
  {
    path: 'companies/:companyId/updateSelectiveProcess',
    element: <AreaPage title="Editar processo seletivo" />,
  },
  {
    path: 'companies/:companyId/viewSelectiveProcess/:selectiveProcessId',
    element: <AreaPage title="Processo seletivo" />,
  },
  {
    path: 'companies/:companyId/viewSelectiveProcess/:selectiveProcessId/update',
    element: <AreaPage title="Editar processo seletivo" />,
  },
  { path: 'companies/:companyId/questionSheet', element: <AreaPage title="Banco de questões" /> },
  {
    path: 'companies/:companyId/questionSheet/customTest',
    element: <AreaPage title="Teste personalizado" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/auxiliaryRequirementsTest',
    element: <AreaPage title="Requisitos do processo" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/auxiliaryQuestionsTest',
    element: <AreaPage title="Perguntas complementares" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/addVideoInterview',
    element: <AreaPage title="Enviar entrevista em vídeo" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/viewVideoInterview',
    element: <AreaPage title="Entrevista em vídeo" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/customTestQuestions',
    element: <AreaPage title="Teste personalizado" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/valuesTestIntro',
    element: <AreaPage title="Teste de valores" />,
  },
  {
    path: 'users/candidates/:candidateId/pregressSelectiveProcess/:processId/valuesTestAnswer',
    element: <AreaPage title="Respostas do teste de valores" />,
  },
];
