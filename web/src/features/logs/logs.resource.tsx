import { optionsOf } from '@hub/contract/fields';
import {
  LOG_STATUS_LABELS,
  LOG_TITLES,
  LOG_VALUE_LABELS,
  logOperations,
  type LogKind,
  type LogRow,
} from '@hub/contract/logs';
import { logViews } from '@hub/contract/saved-views';
import { defineResource } from '../../components/resource/define-resource';
import type {
  Column,
  ExportOperation,
  ListEmpty,
  ListFilter,
  ListOperation,
} from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDateTime } from '../../lib/format';
import { logKeys } from './api/keys';
import { LogDetailDrawer } from './components/log-detail-drawer';
import { useProcessFilter } from './components/process-scope';
import { LOG_CRUMBS, LOG_NAVS } from './logs.nav';

/** The list of each log (`GET /logs/{kind}`) and its CSV. */
const LOG_LIST_OPERATIONS: {
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
const statusColor = (status: string): StatusColor => STATUS_COLORS[status] ?? 'default';

/** A value as a cell shows it: its label when it is a code, a dash when there is none. */
const shownValue = (value: unknown, labels?: Record<string, string>): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && labels?.[value]) return labels[value];
  return String(value);
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

/** A CSV's file name from the log's title: 'Ações do kanban' is acoes-do-kanban.csv. */
const fileNameOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/**
 * A log as every list of the product is one (search, status and date filters in the URL, columns,
 * CSV); a row opens its whole record, and its recipient's timeline, in a drawer.
 */
const logResource = <Kind extends LogKind>(
  kind: Kind,
  view: {
    columns: Column<LogRow<Kind>>[];
    searchLabel: string;
    empty: ListEmpty;
    /** The address whose deliveries the drawer lists (the email and WhatsApp logs). */
    address?: (row: LogRow<Kind>) => string | null;
    /** The status the log opens on ('Todos' stays one click away). */
    defaultStatus?: string;
    /** Filters of this log only: the kanban log's process, set by a board's link. */
    useFilters?: () => ListFilter[];
    /** What the log holds, under its title (the two email-error logs differ). */
    description?: string;
  },
) => {
  const title = LOG_TITLES[kind];
  const statuses = optionsOf(LOG_STATUS_LABELS[kind]);
  const statusLabel = view.columns.find((column) => column.id === 'status')?.label ?? 'Status';
  return defineResource({
    nav: LOG_NAVS[kind],
    title,
    ...(view.description ? { description: view.description } : {}),
    crumbs: LOG_CRUMBS,
    list: {
      operation: LOG_LIST_OPERATIONS[kind].list,
      exportOperation: LOG_LIST_OPERATIONS[kind].export,
      exportName: fileNameOf(title),
      savedViews: logViews(kind),
      queryKey: logKeys.list(kind),
      columns: view.columns,
      filters: [
        // A log whose rows all have one status has nothing to choose.
        ...(statuses.length > 1 ? [{ name: 'status', label: statusLabel, options: statuses }] : []),
        { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Data' },
      ],
      useFilters: view.useFilters,
      defaultSort: 'createdAt',
      initialQuery: {
        order: 'desc',
        ...(view.defaultStatus ? { status: view.defaultStatus } : {}),
      },
      searchLabel: view.searchLabel,
      empty: view.empty,
      renderDrawer: (row, close) => (
        <LogDetailDrawer
          title={title}
          row={row}
          valueLabels={LOG_VALUE_LABELS[kind]}
          address={row && view.address ? view.address(row) : null}
          onClose={close}
        />
      ),
    },
  });
};

/** Each log's declaration; the detail drawer shows every field of the row. */
export const logResources = {
  emails: logResource('emails', {
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
    defaultStatus: 'sent',
  }),
  'email-errors': logResource('email-errors', {
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
    description:
      'Um email por linha, depois de esgotadas as tentativas: quem não o recebeu. Cada tentativa que falhou, mesmo as que deram certo depois, está em Erros de envio de email.',
    address: (row) => row.to,
  }),
  'email-sending-errors': logResource('email-sending-errors', {
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
    description:
      'Cada tentativa de envio que falhou, com o código do servidor de email; um email tentado de novo aparece uma vez por tentativa. Os que falharam de vez estão em Erros de email.',
    address: (row) => row.to,
  }),
  whatsapp: logResource('whatsapp', {
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
  }),
  catho: logResource('catho', {
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
  }),
  kanban: logResource('kanban', {
    columns: [
      when('createdAt'),
      text('kanban', 'processTitle', 'Processo'),
      text('kanban', 'candidateName', 'Profissional'),
      text('kanban', 'fromStageName', 'De'),
      text('kanban', 'toStageName', 'Para'),
      status('kanban', 'Ação'),
      text('kanban', 'actorEmail', 'Autor'),
      text('kanban', 'detail', 'Detalhe'),
    ],
    searchLabel: 'Buscar por processo, profissional, etapa, autor ou detalhe',
    empty: {
      title: 'Nenhuma ação no kanban',
      description: 'Cada movimentação de etapa, cada uma desfeita e cada ação de uma regra de etapa aparece aqui.',
    },
    // All the actions, or one process's when its board links here.
    useFilters: useProcessFilter,
  }),
};
