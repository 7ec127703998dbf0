import type { RouteObject } from 'react-router';
import { resourceRoutes, underDashboard } from '../../components/resource/resource-routes';
import { paths } from '../../routes/paths';
import { importsNav } from './imports.nav';

/** Routes under /dashboard: the list of imports, the upload into a registry and an import's own page. */
export const importsRoutes: RouteObject[] = [
  ...resourceRoutes(importsNav, () =>
    import('./imports.resource').then((module) => module.importResource),
  ),
  {
    path: underDashboard(paths.dashboard.imports.new(':resource')),
    lazy: () =>
      import('./pages/import-upload-page').then((m) => ({ Component: m.ImportUploadPage })),
  },
  {
    path: underDashboard(paths.dashboard.imports.view(':importId')),
    lazy: () => import('./pages/import-page').then((m) => ({ Component: m.ImportPage })),
  },
];
