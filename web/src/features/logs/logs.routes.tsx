import type { RouteObject } from 'react-router';
import type { LogKind } from '@hub/contract/logs';

/** Loaded on first visit: the logs stay out of the shell's bundle. */
const logPage =
  (kind: LogKind, defaultStatus?: string): RouteObject['lazy'] =>
  async () => {
    const { LogKindPage } = await import('./pages/log-kind-page');
    return { element: <LogKindPage kind={kind} defaultStatus={defaultStatus} /> };
  };

/** Routes under /dashboard: the six logs of the sidebar and the audit trail. */
export const logsRoutes: RouteObject[] = [
  { path: 'logsEmails', lazy: logPage('emails', 'sent') },
  { path: 'logsErrosEmails', lazy: logPage('email-errors') },
  { path: 'logsWhatsapp', lazy: logPage('whatsapp') },
  { path: 'logsCatho', lazy: logPage('catho') },
  {
    path: 'logging',
    lazy: () =>
      import('./pages/kanban-log-page').then((module) => ({ Component: module.KanbanLogPage })),
  },
  { path: 'emailErrorLogs', lazy: logPage('email-sending-errors') },
  {
    path: 'logsAudit',
    lazy: () => import('./pages/audit-page').then((module) => ({ Component: module.AuditPage })),
  },
];
