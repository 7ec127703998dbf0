import type { FastifyInstance } from 'fastify';
import { withDeclared } from '@hub/contract/domain';
import { DOMAIN_MODULES } from './domains.generated';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { historyRoutes } from './history/history.routes';
import { logsRoutes } from './logs/logs.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { searchRoutes } from './search/search.routes';
import { accountRoutes } from './account/account.routes';
import { savedViewsRoutes } from './saved-views/saved-views.routes';
import { importsRoutes } from './imports/imports.routes';
import { sessionsRoutes } from './sessions/sessions.routes';

type Routes = (app: FastifyInstance) => Promise<void>;

/**
 * The routes of the domains that no `defineDomain` declares, by name, in the order the OpenAPI
 * document lists their paths (a folder's name, or the part of one). A declared domain's module is gathered by `npm run gen:index`
 * (domains.generated.ts) and placed after the one its `after` names.
 */
const OWN_MODULES: [string, Routes][] = [
  ['health', healthRoutes],
  ['auth', authRoutes],
  ['sessions', sessionsRoutes],
  ['account', accountRoutes],
  ['files', filesRoutes],
  ['audit', auditRoutes],
  ['history', historyRoutes],
  ['logs', logsRoutes],
  ['notifications', notificationsRoutes],
  ['dashboard', dashboardRoutes],
  ['search', searchRoutes],
  ['saved-views', savedViewsRoutes],
  ['imports', importsRoutes],
];

const modules = withDeclared(
  OWN_MODULES,
  Object.entries(DOMAIN_MODULES).map(([folder, { routes, after }]) => ({ key: folder, entry: routes, after })),
);

export const registerModules = async (app: FastifyInstance): Promise<void> => {
  for (const [, routes] of modules) await app.register(routes, { prefix: '/api' });
};
