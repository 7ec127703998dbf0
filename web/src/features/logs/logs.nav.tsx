import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { LogKind } from '@hub/contract/logs';
import type { ResourceNav } from '../../components/resource/define-resource';
import type { Crumb } from '../../components/page-header';
import { paths } from '../../routes/paths';

const { logs } = paths.dashboard;

const logNav = (title: string, list: string): ResourceNav => ({
  title,
  permission: 'logs.ver',
  section: 'gerenciamento',
  group: 'logs',
  paths: { list },
});

/** The six logs of the Logs group, in the sidebar's order (spec section 2). */
export const LOG_NAVS: { [Kind in LogKind]: ResourceNav } = {
  emails: logNav('Emails enviados', logs.emails),
  'email-errors': logNav('Erros de email', logs.emailErrors),
  whatsapp: logNav('Mensagens WhatsApp', logs.whatsapp),
  catho: logNav('Vagas na Catho', logs.catho),
  kanban: logNav('Ações do kanban', logs.kanban),
  'email-sending-errors': logNav('Erros de envio de email', logs.emailSendingErrors),
};

export const auditNav: ResourceNav = {
  title: 'Auditoria',
  permission: 'auditoria.ver',
  section: 'sistema',
  icon: <HistoryOutlined />,
  paths: { list: logs.audit },
};

/** The logs' pages and the audit trail's sit under Logs in their crumbs. */
export const LOG_CRUMBS: Crumb[] = [
  { name: 'Início', href: paths.dashboard.dashboarding },
  { name: 'Logs' },
];
