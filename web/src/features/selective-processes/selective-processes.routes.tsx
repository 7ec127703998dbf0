import type { RouteObject } from 'react-router';
import { AreaPage } from '../../components/area-page';

/** Pages load on first visit: the board's drag and drop stays out of the shell's bundle. */
const lists = () => import('./pages/process-list-pages');
const forms = () => import('./pages/process-form-pages');
const view = () => import('./pages/process-view-page');

/** Routes under /dashboard (spec section 2). */
export const selectiveProcessesRoutes: RouteObject[] = [
  {
    path: 'listSelectiveProcess',
    lazy: () => lists().then((m) => ({ Component: m.ProcessesListPage })),
  },
  {
    path: 'listSelectiveProcess/ViewSelectiveProcess/:selectiveProcessId',
    lazy: () => view().then((m) => ({ element: <m.ProcessViewPage /> })),
  },
  {
    path: 'companies/:companyId/listSelectiveProcesses',
    lazy: () => lists().then((m) => ({ Component: m.CompanyProcessesPage })),
  },
  {
    path: 'companies/:companyId/registerSelectiveProcess',
    lazy: () => forms().then((m) => ({ Component: m.RegisterProcessPage })),
  },
  {
    path: 'companies/:companyId/updateSelectiveProcess',
    lazy: () => lists().then((m) => ({ Component: m.ChooseProcessToUpdatePage })),
  },
  {
    path: 'companies/:companyId/viewSelectiveProcess/:selectiveProcessId',
    lazy: () => view().then((m) => ({ element: <m.ProcessViewPage fromCompany /> })),
  },
  {
    path: 'companies/:companyId/viewSelectiveProcess/:selectiveProcessId/update',
    lazy: () => forms().then((m) => ({ Component: m.UpdateProcessPage })),
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
