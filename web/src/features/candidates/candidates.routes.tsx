import type { RouteObject } from 'react-router';
import {
  resourcePage,
  resourceRoutes,
  underDashboard,
} from '../../components/resource/resource-routes';
import { paths } from '../../routes/paths';
import { candidatesNav } from './candidates.nav';

const load = () => import('./candidates.resource').then((module) => module.candidateResource);

/**
 * Routes under /dashboard: the declaration's list, register and edit pages, and the professional's
 * own pages; editCandidate and candidateSettings are also reached as /users/{id}/… (spec).
 * competencyTest is a page of the selective processes.
 */
export const candidatesRoutes: RouteObject[] = [
  ...resourceRoutes(candidatesNav, load),
  {
    path: underDashboard(paths.dashboard.candidates.shortEdit(':id')),
    lazy: resourcePage('edit', load),
  },
  {
    path: 'users/candidates/:candidateId',
    lazy: () =>
      import('./pages/candidate-detail-page').then((module) => ({
        Component: module.CandidateDetailPage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/applications',
    lazy: () =>
      import('./pages/candidate-context-pages').then((module) => ({
        Component: module.CandidateApplicationsPage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/interviews',
    lazy: () =>
      import('./pages/candidate-context-pages').then((module) => ({
        Component: module.CandidateInterviewsPage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/messages',
    lazy: () =>
      import('./pages/candidate-context-pages').then((module) => ({
        Component: module.CandidateMessagesPage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/history',
    lazy: () =>
      import('./pages/candidate-context-pages').then((module) => ({
        Component: module.CandidateHistoryPage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/candidateSettings',
    lazy: () =>
      import('./pages/candidate-settings-page').then((module) => ({
        Component: module.CandidateSettingsPage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/addVideoResume',
    lazy: () =>
      import('./pages/candidate-video-pages').then((module) => ({
        Component: module.AddVideoResumePage,
      })),
  },
  {
    path: 'users/candidates/:candidateId/viewVideoResume',
    lazy: () =>
      import('./pages/candidate-video-pages').then((module) => ({
        Component: module.ViewVideoResumePage,
      })),
  },
  {
    path: 'users/:candidateId/candidateSettings',
    lazy: () =>
      import('./pages/candidate-settings-page').then((module) => ({
        Component: module.CandidateSettingsPage,
      })),
  },
];
