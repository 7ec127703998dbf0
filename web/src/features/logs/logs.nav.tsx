import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { LogKind } from '@hub/contract/logs';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import type { Crumb } from '../../components/page-header';
import { paths } from '../../routes/paths';

const { logs } = paths.dashboard;

const logNav = (title: string, list: string, order: number): ResourceNav => ({
  title,
  permission: 'logs.ver',
  section: 'gerenciamento',
  order,
  group: 'logs',
  paths: { list },
});

/** The six logs of the Logs group, in the sidebar's order (spec section 2). */
export const LOG_NAVS: { [Kind in LogKind]: ResourceNav } = {
  emails: logNav('Emails enviados', logs.emails, 60),
  'email-errors': logNav('Erros de email', logs.emailErrors, 61),
  whatsapp: logNav('Mensagens WhatsApp', logs.whatsapp, 62),
  catho: logNav('Vagas na Catho', logs.catho, 63),
  kanban: logNav('Ações do kanban', logs.kanban, 64),
  'email-sending-errors': logNav('Erros de envio de email', logs.emailSendingErrors, 65),
};

export const auditNav: ResourceNav = {
  title: 'Auditoria',
  permission: 'auditoria.ver',
  section: 'sistema',
  order: 20,
  icon: <HistoryOutlined />,
  paths: { list: logs.audit },
};

/** The logs' pages and the audit trail's sit under Logs in their crumbs. */
export const LOG_CRUMBS: Crumb[] = [
  { name: 'Início', href: paths.dashboard.dashboarding },
  { name: 'Logs' },
];

export const sidebar: SidebarEntry[] = [...Object.values(LOG_NAVS), auditNav];
