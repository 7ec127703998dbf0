import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/account.routes';
import { candidatesRoutes } from '../features/candidates/candidates.routes';
import { companiesRoutes } from '../features/companies/companies.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { importsRoutes } from '../features/imports/imports.routes';
import { logsRoutes } from '../features/logs/logs.routes';
import { messagesRoutes } from '../features/messages/messages.routes';
import { partnersRoutes } from '../features/partners/partners.routes';
import { plansRoutes } from '../features/plans/plans.routes';
import { selectiveProcessesRoutes } from '../features/selective-processes/selective-processes.routes';
import { settingsRoutes } from '../features/settings/settings.routes';
import { subscriptionsRoutes } from '../features/subscriptions/subscriptions.routes';
import { superAdminsRoutes } from '../features/super-admins/super-admins.routes';
import { vouchersRoutes } from '../features/vouchers/vouchers.routes';
import { templateRoutes } from '../templates/template-routes';

/**
 * Pages under /dashboard: each feature lists its own routes; a new feature adds one line. Loaded
 * on the first visit under /dashboard (route-table.tsx's patchRoutesOnNavigation).
 */
export const dashboardChildren: RouteObject[] = [
  ...dashboardRoutes,
  ...companiesRoutes,
  ...candidatesRoutes,
  ...superAdminsRoutes,
  ...partnersRoutes,
  ...importsRoutes,
  ...plansRoutes,
  ...subscriptionsRoutes,
  ...vouchersRoutes,
  ...selectiveProcessesRoutes,
  ...settingsRoutes,
  ...messagesRoutes,
  ...logsRoutes,
  ...accountRoutes,
  ...templateRoutes,
];
