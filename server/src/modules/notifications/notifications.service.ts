import { sql, type SQL } from 'drizzle-orm';
import { counted } from '@hub/contract/counts';
import { IMPORT_RESOURCE_LABELS, type ImportResource } from '@hub/contract/imports';
import type { Notification } from '@hub/contract/notifications';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Scope } from '../../lib/permissions';
import { companyIdInScope, companyInScope, processIdInScope, processInScope } from '../../lib/scope';
import { enteredStageAt } from '../selective-processes/idle-watchdog/late';

/** `AND` the scope's condition, or nothing for every UF. */
const andWithin = (condition: SQL | undefined): SQL => (condition ? sql`AND ${condition}` : sql``);

const LIMIT_PER_TYPE = 10;
const iso = (value: Date | string): string => new Date(value).toISOString();

/*
 * Links are the web's routes (web/src/routes/paths.ts): the server names the page an event
 * belongs to, the bell only follows it.
 */

const pendingCompanies = async (db: Db, scope: Scope): Promise<Notification[]> => {
  const rows = await rowsOf<{ id: string; name: string; created_at: Date }>(
    db,
    sql`SELECT id, coalesce(trade_name, legal_name) AS name, created_at FROM companies
         WHERE status = 'pending' ${andWithin(companyInScope(scope))} ORDER BY created_at DESC LIMIT ${LIMIT_PER_TYPE}`,
  );
  return rows.map((row) => ({
    id: `company_pending:${row.id}`,
    type: 'company_pending',
    message: `Empresa aguardando aprovação: ${row.name}`,
    time: iso(row.created_at),
    link: `/dashboard/companies/${row.id}`,
  }));
};

/** One event per message with failed deliveries in the last 7 days; its id grows with the count. */
const failingDeliveries = async (db: Db): Promise<Notification[]> => {
  const rows = await rowsOf<{ message_id: string; type_user: number; subject: string; failed: number; last: Date }>(
    db,
    sql`SELECT d.message_id, m.type_user, m.subject, count(*)::int AS failed, max(d.updated_at) AS last
          FROM deliveries d JOIN messages m ON m.id = d.message_id
         WHERE d.status = 'failed' AND d.updated_at >= now() - interval '7 days'
         GROUP BY d.message_id, m.type_user, m.subject ORDER BY max(d.updated_at) DESC LIMIT ${LIMIT_PER_TYPE}`,
  );
  return rows.map((row) => ({
    id: `deliveries_failing:${row.message_id}:${row.failed}`,
    type: 'deliveries_failing',
    message: `${row.failed} ${row.failed === 1 ? 'envio falhou' : 'envios falharam'}: ${row.subject}`,
    time: iso(row.last),
    link: `/dashboard/sendMessage/${row.type_user}/all/${row.message_id}`,
  }));
};

const newSubscriptions = async (db: Db, scope: Scope): Promise<Notification[]> => {
  const rows = await rowsOf<{ id: string; company: string; plan: string; created_at: Date }>(
    db,
    sql`SELECT s.id, coalesce(c.trade_name, c.legal_name) AS company, p.name AS plan, s.created_at
          FROM subscriptions s JOIN companies c ON c.id = s.company_id JOIN plans p ON p.id = s.plan_id
         WHERE s.created_at >= now() - interval '7 days' ${andWithin(companyIdInScope(sql`s.company_id`, scope))} ORDER BY s.created_at DESC LIMIT ${LIMIT_PER_TYPE}`,
  );
  return rows.map((row) => ({
    id: `new_subscription:${row.id}`,
    type: 'new_subscription',
    message: `Nova assinatura: ${row.company} (${row.plan})`,
    time: iso(row.created_at),
    link: '/dashboard/subscriptions',
  }));
};

const closingProcesses = async (db: Db, scope: Scope): Promise<Notification[]> => {
  const rows = await rowsOf<{ id: string; title: string; ends_at: string }>(
    db,
    sql`SELECT id, title, ends_at::text AS ends_at FROM selective_processes
         WHERE status IN ('open', 'in_progress') AND ends_at BETWEEN current_date AND current_date + 3
           ${andWithin(processInScope(scope))}
         ORDER BY ends_at, title LIMIT ${LIMIT_PER_TYPE}`,
  );
  return rows.map((row) => ({
    id: `process_closing:${row.id}:${row.ends_at}`,
    type: 'process_closing',
    message: `Processo encerra em ${row.ends_at.split('-').reverse().join('/')}: ${row.title}`,
    time: new Date().toISOString(),
    link: `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${row.id}`,
  }));
};

/** Active applications whose last stage move (or enrolment) is older than idleDays, per process. */
const idleApplications = async (db: Db, idleDays: number, scope: Scope): Promise<Notification[]> => {
  const rows = await rowsOf<{ id: string; title: string; idle: number }>(
    db,
    sql`SELECT p.id, p.title, count(*)::int AS idle
          FROM applications a JOIN selective_processes p ON p.id = a.selective_process_id
         WHERE a.status = 'active' AND p.status IN ('open', 'in_progress') ${andWithin(processIdInScope(sql`p.id`, scope))}
           AND ${enteredStageAt} < now() - make_interval(days => ${idleDays})
         GROUP BY p.id, p.title ORDER BY count(*) DESC LIMIT ${LIMIT_PER_TYPE}`,
  );
  return rows.map((row) => ({
    id: `applications_idle:${row.id}:${row.idle}`,
    type: 'applications_idle',
    message: `${row.idle} ${row.idle === 1 ? 'candidatura parada' : 'candidaturas paradas'} há mais de ${idleDays} dias: ${row.title}`,
    time: new Date().toISOString(),
    link: `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${row.id}`,
  }));
};

/** Imports that ended in the last 7 days: what came in, or what an undo did; the id changes with the ending. */
const finishedImports = async (db: Db): Promise<Notification[]> => {
  const rows = await rowsOf<{
    id: string;
    resource: ImportResource;
    status: 'done' | 'undone' | 'failed';
    created: number;
    updated: number;
    skipped: number;
    failed: number;
    removed: number;
    restored: number;
    kept: number;
    at: Date;
  }>(
    db,
    sql`SELECT id, resource, status, created, updated, skipped, failed, removed, restored, kept,
               coalesce(undone_at, finished_at, updated_at) AS at
          FROM imports WHERE status IN ('done', 'undone', 'failed') AND coalesce(undone_at, finished_at, updated_at) >= now() - interval '7 days'
         ORDER BY at DESC LIMIT ${LIMIT_PER_TYPE}`,
  );
  return rows.map((row) => {
    const what = IMPORT_RESOURCE_LABELS[row.resource];
    const messages = {
      done: `Importação de ${what} concluída: ${counted(row.created, 'criado', 'criados')}, ${counted(row.updated, 'atualizado', 'atualizados')}, ${counted(row.skipped, 'pulado', 'pulados')}, ${counted(row.failed, 'falhou', 'falharam')}`,
      undone: `Importação de ${what} desfeita: ${counted(row.removed, 'removido', 'removidos')}, ${counted(row.restored, 'restaurado', 'restaurados')}, ${counted(row.kept, 'mantido', 'mantidos')}`,
      failed: `Importação de ${what} falhou`,
    };
    return {
      id: `import_finished:${row.id}:${row.status}`,
      type: 'import_finished',
      message: messages[row.status],
      time: iso(row.at),
      link: `/dashboard/imports/${row.id}`,
    };
  });
};

/**
 * The bell: events about records within the administrator's scope (decision 029); failed deliveries
 * and finished imports are the system's, every administrator's.
 */
export const listNotifications = async (db: Db, idleDays: number, scope: Scope): Promise<Notification[]> => {
  const groups = await Promise.all([
    pendingCompanies(db, scope),
    failingDeliveries(db),
    newSubscriptions(db, scope),
    closingProcesses(db, scope),
    idleApplications(db, idleDays, scope),
    finishedImports(db),
  ]);
  return groups.flat().sort((a, b) => b.time.localeCompare(a.time));
};
