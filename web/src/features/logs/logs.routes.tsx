import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { auditNav, LOG_NAVS } from './logs.nav';

/** Loaded on first visit: the logs stay out of the shell's bundle. */
const load = () => import('./logs.resource');

/** Routes under /dashboard: the six logs of the sidebar and the audit trail, one declaration each. */
export const logsRoutes: RouteObject[] = [
  ...resourceRoutes(LOG_NAVS.emails, () => load().then((m) => m.logResources.emails)),
  ...resourceRoutes(LOG_NAVS['email-errors'], () =>
    load().then((m) => m.logResources['email-errors']),
  ),
  ...resourceRoutes(LOG_NAVS.whatsapp, () => load().then((m) => m.logResources.whatsapp)),
  ...resourceRoutes(LOG_NAVS.catho, () => load().then((m) => m.logResources.catho)),
  ...resourceRoutes(LOG_NAVS.kanban, () => load().then((m) => m.logResources.kanban)),
  ...resourceRoutes(LOG_NAVS['email-sending-errors'], () =>
    load().then((m) => m.logResources['email-sending-errors']),
  ),
  ...resourceRoutes(auditNav, () => import('./audit.resource').then((m) => m.auditResource)),
];
