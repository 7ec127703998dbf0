import type { RouteObject } from 'react-router';

/** Routes under /dashboard; editCandidate and candidateSettings are also reached as /users/{id}/… (spec). competencyTest is a page of the selective processes. */
export const candidatesRoutes: RouteObject[] = [
  {
    path: 'users/candidates',
    lazy: () =>
      import('./pages/candidates-list-page').then((module) => ({
        Component: module.CandidatesListPage,
      })),
  },
  {
    path: 'users/candidates/register',
    lazy: () =>
      import('./pages/candidate-form-page').then((module) => ({
        Component: module.CandidateRegisterPage,
      })),
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
    path: 'users/candidates/:candidateId/editCandidate',
    lazy: () =>
      import('./pages/candidate-form-page').then((module) => ({
        Component: module.CandidateEditPage,
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
    path: 'users/:candidateId/editCandidate',
    lazy: () =>
      import('./pages/candidate-form-page').then((module) => ({
        Component: module.CandidateEditPage,
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
