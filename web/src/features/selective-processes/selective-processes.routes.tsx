import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { applicationsNav, selectiveProcessesNav } from './selective-processes.nav';

/** Pages load on first visit: the board's drag and drop stays out of the shell's bundle. */
const lists = () => import('./pages/process-list-pages');
const forms = () => import('./pages/process-form-pages');
const view = () => import('./pages/process-view-page');
const sheets = () => import('./pages/question-sheet-pages');
const answers = () => import('./pages/answer-sheet-pages');
const videos = () => import('./pages/video-interview-pages');

/** The answer sheets of a professional in a process. */
const pregress = (page: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path: `users/candidates/:candidateId/pregressSelectiveProcess/:processId/${page}`,
  lazy: () => load().then((Component) => ({ Component })),
});

/** Routes under /dashboard (spec section 2): the declaration's list, and the pages of a process. */
export const selectiveProcessesRoutes: RouteObject[] = [
  ...resourceRoutes(selectiveProcessesNav, () =>
    import('./selective-processes.resource').then((m) => m.processResource),
  ),
  ...resourceRoutes(applicationsNav, () =>
    import('./applications.resource').then((m) => m.applicationResource),
  ),
  {
    path: 'listSelectiveProcess/ViewSelectiveProcess/:selectiveProcessId',
    lazy: () => view().then((m) => ({ element: <m.ProcessViewPage /> })),
  },
  {
    path: 'settings/stage-rules',
    lazy: () =>
      import('./pages/default-stage-rules-page').then((m) => ({
        Component: m.DefaultStageRulesPage,
      })),
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
  {
    path: 'companies/:companyId/questionSheet',
    lazy: () => sheets().then((m) => ({ Component: m.QuestionSheetListPage })),
  },
  {
    path: 'companies/:companyId/questionSheet/customTest',
    lazy: () => sheets().then((m) => ({ Component: m.CustomTestEditorPage })),
  },
  {
    path: 'users/candidates/:candidateId/competencyTest',
    lazy: () =>
      import('./pages/competency-test-page').then((m) => ({ Component: m.CompetencyTestPage })),
  },
  pregress('auxiliaryRequirementsTest', () => answers().then((m) => m.RequirementsTestPage)),
  pregress('auxiliaryQuestionsTest', () => answers().then((m) => m.QuestionsTestPage)),
  pregress('customTestQuestions', () => answers().then((m) => m.CustomTestQuestionsPage)),
  pregress('valuesTestIntro', () => answers().then((m) => m.ValuesTestIntroPage)),
  pregress('valuesTestAnswer', () => answers().then((m) => m.ValuesTestAnswerPage)),
  pregress('addVideoInterview', () => videos().then((m) => m.AddVideoInterviewPage)),
  pregress('viewVideoInterview', () => videos().then((m) => m.ViewVideoInterviewPage)),
];
