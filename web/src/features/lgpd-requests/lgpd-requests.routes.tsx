import type { RouteObject } from 'react-router';
import { resourceRoutes, underDashboard } from '../../components/resource/resource-routes';
import { paths } from '../../routes/paths';
import { lgpdRequestsNav } from './lgpd-requests.nav';

/** Routes under /dashboard: the list, new and edit pages of the declaration, and a request's own page and the record of processing (art. 37). */
export const lgpdRequestsRoutes: RouteObject[] = [
  ...resourceRoutes(lgpdRequestsNav, () =>
    import('./lgpd-requests.resource').then((module) => module.lgpdRequestResource),
  ),
  {
    path: underDashboard(paths.dashboard.lgpdRequests.view(':requestId')),
    lazy: () =>
      import('./pages/lgpd-request-page').then((m) => ({ Component: m.LgpdRequestPage })),
  },
  {
    path: underDashboard(paths.dashboard.lgpdRequests.processingRecord),
    lazy: () =>
      import('./pages/processing-record-page').then((m) => ({ Component: m.ProcessingRecordPage })),
  },
];
