import {
  LOG_STATUS_LABELS,
  LOG_TITLES,
  LOG_VALUE_LABELS,
  logOperations,
  type LogKind,
  type LogRow,
} from '@hub/contract/logs';
import type { ExportOperation, ListOperation } from '../../components/resource/list-operation';
import type { Column } from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../routes/paths';

export { LOG_STATUS_LABELS, LOG_TITLES, LOG_VALUE_LABELS };

/** The list of each log (`GET /logs/{kind}`) and its CSV. */
export const LOG_LIST_OPERATIONS: {
  [Kind in LogKind]: { list: ListOperation<LogRow<Kind>>; export: ExportOperation };
} = {
  emails: { list: logOperations.listEmailLog, export: logOperations.exportEmailLog },
  'email-errors': {
    list: logOperations.listEmailErrorLog,
    export: logOperations.exportEmailErrorLog,
  },
  'email-sending-errors': {
    list: logOperations.listSendingErrorLog,
    export: logOperations.exportSendingErrorLog,
  },
  whatsapp: { list: logOperations.listWhatsappLog, export: logOperations.exportWhatsappLog },
  catho: { list: logOperations.listCathoLog, export: logOperations.exportCathoLog },
  kanban: { list: logOperations.listKanbanLog, export: logOperations.exportKanbanLog },
};

const STATUS_COLORS: Record<string, StatusColor> = {
  sent: 'success',
  ok: 'success',
  move: 'info',
  failed: 'error',
  error: 'error',
  retry: 'warning',
  undo: 'warning',
  not_configured: 'default',
};
export const statusColor = (status: string): StatusColor => STATUS_COLORS[status] ?? 'default';

/** A value as a cell shows it: its label when it is a code, a dash when there is none. */
const shownValue = (value: unknown, labels?: Record<string, string>): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && labels?.[value]) return labels[value];
  return String(value);
};

/** A log's list: its columns, what its search finds, what it says when empty, its recipient. */
export type LogView<Row extends { id: string }> = {
  columns: Column<Row>[];
  searchLabel: string;
  empty: { title: string; description?: string };
  /** The address whose deliveries the detail drawer lists (the email and WhatsApp logs). */
  address?: (row: Row) => string | null;
};

/** The log's date, its one order (the API's `createdAt` sort, whichever moment the log keeps). */
const when = <Row, Field extends keyof Row & string>(
  field: Field,
  label = 'Data',
): Column<Row> => ({
  id: 'createdAt',
  label,
  sortable: true,
  nowrap: true,
  render: (row) => {
    const value = row[field];
    return typeof value === 'string' ? formatDateTime(value) : '—';
  },
});

/** A field shown as it is, or by its label where it holds a code (contract LOG_VALUE_LABELS). */
const text = <Row, Field extends keyof Row & string>(
  kind: LogKind,
  field: Field,
  label: string,
  options: { hidden?: boolean; nowrap?: boolean } = {},
): Column<Row> => ({
  id: field,
  label,
  ...options,
  render: (row) => shownValue(row[field], LOG_VALUE_LABELS[kind][field]),
});

const status = <Row extends { status: string }>(kind: LogKind, label = 'Status'): Column<Row> => ({
  id: 'status',
  label,
  render: (row) => (
    <StatusChip
      label={shownValue(row.status, LOG_STATUS_LABELS[kind])}
      color={statusColor(row.status)}
    />
  ),
});

/** Each log's list; the detail drawer shows every field of the row. */
export const LOG_VIEWS: { [Kind in LogKind]: LogView<LogRow<Kind>> } = {
  emails: {
    columns: [
      when('createdAt'),
      text('emails', 'to', 'Para'),
      text('emails', 'subject', 'Assunto'),
      text('emails', 'template', 'Tipo'),
      status('emails'),
      text('emails', 'error', 'Erro', { hidden: true }),
    ],
    searchLabel: 'Buscar por destinatário, assunto ou tipo',
    empty: { title: 'Nenhum email registrado', description: 'Cada email enviado aparece aqui.' },
    address: (row) => row.to,
  },
  'email-errors': {
    columns: [
      when('failedAt', 'Falhou em'),
      text('email-errors', 'name', 'Destinatário'),
      text('email-errors', 'to', 'Email'),
      text('email-errors', 'subject', 'Assunto'),
      text('email-errors', 'attempts', 'Tentativas'),
      text('email-errors', 'lastError', 'Erro'),
    ],
    searchLabel: 'Buscar por destinatário, email, assunto ou erro',
    empty: {
      title: 'Nenhum erro de email',
      description: 'Os emails que falharam de vez aparecem aqui.',
    },
    address: (row) => row.to,
  },
  'email-sending-errors': {
    columns: [
      when('createdAt'),
      text('email-sending-errors', 'to', 'Email'),
      text('email-sending-errors', 'subject', 'Assunto'),
      text('email-sending-errors', 'attempt', 'Tentativa'),
      status('email-sending-errors', 'Resultado'),
      text('email-sending-errors', 'code', 'Código'),
      text('email-sending-errors', 'error', 'Erro'),
    ],
    searchLabel: 'Buscar por email, assunto, erro ou código',
    empty: {
      title: 'Nenhum erro de envio',
      description: 'Cada tentativa de envio de email que falhou aparece aqui.',
    },
    address: (row) => row.to,
  },
  whatsapp: {
    columns: [
      when('createdAt'),
      text('whatsapp', 'to', 'Para', { nowrap: true }),
      text('whatsapp', 'subject', 'Assunto'),
      status('whatsapp'),
      text('whatsapp', 'httpStatus', 'HTTP'),
      text('whatsapp', 'error', 'Erro'),
      text('whatsapp', 'durationMs', 'Duração (ms)', { hidden: true }),
    ],
    searchLabel: 'Buscar por número, assunto ou erro',
    empty: {
      title: 'Nenhuma mensagem de WhatsApp registrada',
      description: 'Cada envio por WhatsApp aparece aqui.',
    },
    address: (row) => row.to,
  },
  catho: {
    columns: [
      when('createdAt'),
      text('catho', 'processTitle', 'Processo'),
      text('catho', 'operation', 'Operação'),
      text('catho', 'statusCode', 'HTTP'),
      status('catho', 'Resultado'),
      text('catho', 'durationMs', 'Duração (ms)'),
      text('catho', 'error', 'Erro'),
      text('catho', 'actorEmail', 'Administrador', { hidden: true }),
    ],
    searchLabel: 'Buscar por processo, URL, erro ou administrador',
    empty: {
      title: 'Nenhuma chamada à Catho registrada',
      description: 'Cada publicação, atualização ou remoção de vaga na Catho aparece aqui.',
    },
  },
  kanban: {
    columns: [
      when('createdAt'),
      text('kanban', 'processTitle', 'Processo'),
      text('kanban', 'candidateName', 'Profissional'),
      text('kanban', 'fromStageName', 'De'),
      text('kanban', 'toStageName', 'Para'),
      status('kanban', 'Ação'),
      text('kanban', 'actorEmail', 'Administrador'),
    ],
    searchLabel: 'Buscar por processo, profissional, etapa ou administrador',
    empty: {
      title: 'Nenhuma ação no kanban',
      description: 'Cada movimentação de etapa, e cada uma desfeita, aparece aqui.',
    },
  },
};

/** Field names shown in the detail drawer. */
export const FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  createdAt: 'Data',
  failedAt: 'Falhou em',
  to: 'Para',
  name: 'Destinatário',
  subject: 'Assunto',
  template: 'Tipo',
  status: 'Status',
  messageId: 'Mensagem',
  deliveryId: 'Envio',
  error: 'Erro',
  lastError: 'Último erro',
  attempts: 'Tentativas',
  attempt: 'Tentativa',
  code: 'Código',
  httpStatus: 'HTTP',
  statusCode: 'HTTP',
  providerId: 'Id no provedor',
  responseExcerpt: 'Resposta',
  requestExcerpt: 'Requisição',
  durationMs: 'Duração (ms)',
  selectiveProcessId: 'Processo (id)',
  processTitle: 'Processo',
  operation: 'Operação',
  method: 'Método',
  url: 'URL',
  actorEmail: 'Administrador',
  applicationId: 'Candidatura',
  candidateName: 'Profissional',
  fromStageName: 'De',
  toStageName: 'Para',
  undoneAt: 'Desfeita em',
};

/** Where each log lives in the sidebar (spec section 2). */
export const LOG_PATHS: Record<LogKind, string> = {
  emails: paths.dashboard.logs.emails,
  'email-errors': paths.dashboard.logs.emailErrors,
  'email-sending-errors': paths.dashboard.logs.emailSendingErrors,
  whatsapp: paths.dashboard.logs.whatsapp,
  catho: paths.dashboard.logs.catho,
  kanban: paths.dashboard.logs.kanban,
};
