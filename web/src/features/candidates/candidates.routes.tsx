import type { RouteObject } from 'react-router';
import { CandidateDetailPage } from './pages/candidate-detail-page';
import { CandidateEditPage, CandidateRegisterPage } from './pages/candidate-form-page';
import { CandidateSettingsPage } from './pages/candidate-settings-page';
import { AddVideoResumePage, ViewVideoResumePage } from './pages/candidate-video-pages';
import { CandidatesListPage } from './pages/candidates-list-page';

/** Routes under /dashboard; editCandidate and candidateSettings are also reached as /users/{id}/… (spec). competencyTest is a page of the selective processes. */
export const candidatesRoutes: RouteObject[] = [
  { path: 'users/candidates', element: <CandidatesListPage /> },
  { path: 'users/candidates/register', element: <CandidateRegisterPage /> },
  { path: 'users/candidates/:candidateId', element: <CandidateDetailPage /> },
  { path: 'users/candidates/:candidateId/editCandidate', element: <CandidateEditPage /> },
  { path: 'users/candidates/:candidateId/candidateSettings', element: <CandidateSettingsPage /> },
  { path: 'users/candidates/:candidateId/addVideoResume', element: <AddVideoResumePage /> },
  { path: 'users/candidates/:candidateId/viewVideoResume', element: <ViewVideoResumePage /> },
  { path: 'users/:candidateId/editCandidate', element: <CandidateEditPage /> },
  { path: 'users/:candidateId/candidateSettings', element: <CandidateSettingsPage /> },
];
