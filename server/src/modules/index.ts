import type { FastifyInstance } from 'fastify';
import { applicationsRoutes } from './selective-processes/applications/applications.routes';
import { funnelRoutes } from './selective-processes/applications/funnel.routes';
import { assessmentsRoutes } from './selective-processes/assessments/assessments.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { cathoRoutes } from './selective-processes/catho/catho.routes';
import { candidatesRoutes } from './candidates/candidates.routes';
import { companiesRoutes } from './companies/companies.routes';
import { valuesTestRoutes } from './companies/values-test.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { historyRoutes } from './history/history.routes';
import { logsRoutes } from './logs/logs.routes';
import { messageTemplatesRoutes } from './message-templates/message-templates.routes';
import { messagesRoutes } from './messages/messages.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { partnersRoutes } from './partners/partners.routes';
import { plansRoutes } from './plans/plans.routes';
import { searchRoutes } from './search/search.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { selectiveProcessesRoutes } from './selective-processes/selective-processes.routes';
import { superAdminsRoutes } from './super-admins/super-admins.routes';
import { accessProfilesRoutes } from './super-admins/access-profiles.routes';
import { accountRoutes } from './account/account.routes';
import { vouchersRoutes } from './vouchers/vouchers.routes';
import { weightsRoutes } from './selective-processes/weights/weights.routes';
import { savedViewsRoutes } from './saved-views/saved-views.routes';
import { importsRoutes } from './imports/imports.routes';
import { sessionsRoutes } from './sessions/sessions.routes';

/** Every domain's routes, mounted under /api. A new domain adds one line here. */
const modules = [
  healthRoutes,
  authRoutes,
  sessionsRoutes,
  accountRoutes,
  superAdminsRoutes,
  accessProfilesRoutes,
  filesRoutes,
  messagesRoutes,
  messageTemplatesRoutes,
  companiesRoutes,
  valuesTestRoutes,
  candidatesRoutes,
  partnersRoutes,
  auditRoutes,
  historyRoutes,
  plansRoutes,
  vouchersRoutes,
  logsRoutes,
  notificationsRoutes,
  dashboardRoutes,
  subscriptionsRoutes,
  selectiveProcessesRoutes,
  applicationsRoutes,
  funnelRoutes,
  assessmentsRoutes,
  weightsRoutes,
  cathoRoutes,
  searchRoutes,
  savedViewsRoutes,
  importsRoutes,
];

export const registerModules = async (app: FastifyInstance): Promise<void> => {
  for (const routes of modules) await app.register(routes, { prefix: '/api' });
};
