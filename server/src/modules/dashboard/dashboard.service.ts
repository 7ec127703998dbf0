import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dashboardSummarySchema, type DashboardSummary } from '@hub/contract/dashboard';
import { PLAN_INTERVAL_MONTHS } from '@hub/contract/plans';
import type { Db } from '../../db/client';
import { builtOncePer } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { dashboardSnapshots } from '../../db/schema/index';
import type { Scope } from '../../lib/permissions';
import { applicationInScope, candidateInScope, companyInScope, processInScope } from '../../lib/scope';

/**
 * Each regional scope has its own figures (decision 029), stored and refreshed as every UF's are:
 * `summary` for every UF, `summary:RJ,SP` for a limited administrator's.
 */
const snapshotKey = (scope: Scope): string =>
  scope ? `summary:${[...scope].sort().join(',')}` : 'summary';

/** `WHERE`/`AND` with the scope's condition, or nothing for every UF. */
const within = (scope: Scope, inScope: (scope: Scope) => SQL | undefined, joiner: 'WHERE' | 'AND'): SQL => {
  const condition = inScope(scope);
  return condition ? sql`${sql.raw(joiner)} ${condition}` : sql``;
};

/** A subscription's price spread over the months of its interval. */
const MONTHS_OF_INTERVAL = sql.raw(
  `CASE interval ${Object.entries(PLAN_INTERVAL_MONTHS)
    .map(([interval, months]) => `WHEN '${interval}' THEN ${months}`)
    .join(' ')} END`,
);

type CountRow = { key: string; total: number };

const countsBy = async (db: Db, query: SQL): Promise<Record<string, number>> =>
  Object.fromEntries((await rowsOf<CountRow>(db, query)).map((row) => [row.key, row.total]));

/**
 * Counts everything the dashboard shows, within a scope (its companies, professionals, processes,
 * applications and the companies' subscriptions; the mail figures are the outbox's, every UF's);
 * run at most once per TTL (see getSummary).
 */
export const computeSummary = async (db: Db, scope: Scope = null): Promise<DashboardSummary> => {
  const professionals = await countsBy(db, sql`SELECT status AS key, count(*)::int AS total FROM candidates ${within(scope, candidateInScope, 'WHERE')} GROUP BY status`);
  const companies = await countsBy(db, sql`SELECT status AS key, count(*)::int AS total FROM companies ${within(scope, companyInScope, 'WHERE')} GROUP BY status`);
  const [processes] = await rowsOf<{ open: number; applications: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM selective_processes WHERE status IN ('open', 'in_progress') ${within(scope, processInScope, 'AND')}) AS open,
               (SELECT count(*)::int FROM applications WHERE created_at >= date_trunc('month', now()) ${within(scope, applicationInScope, 'AND')}) AS applications`,
  );
  const [emails] = await rowsOf<{ sent: number; failed: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM email_log WHERE status = 'sent' AND created_at >= now() - interval '30 days') AS sent,
               (SELECT count(*)::int FROM deliveries WHERE channel = 'email' AND status = 'failed'
                   AND updated_at >= now() - interval '30 days') AS failed`,
  );
  const [subscriptions] = await rowsOf<{ active: number; mrr: number }>(
    db,
    sql`SELECT count(*)::int AS active, coalesce(round(sum((price_cents - discount_cents)::numeric / ${MONTHS_OF_INTERVAL})), 0)::int AS mrr
          FROM subscriptions WHERE status = 'active'
          ${scope ? sql`AND EXISTS (SELECT 1 FROM companies WHERE companies.id = subscriptions.company_id ${within(scope, companyInScope, 'AND')})` : sql``}`,
  );
  const registrations = await rowsOf<{ month: string; professionals: number; companies: number }>(
    db,
    sql`WITH months AS (
          SELECT generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') AS month)
        SELECT to_char(m.month, 'YYYY-MM') AS month,
               (SELECT count(*)::int FROM candidates WHERE candidates.created_at >= m.month AND candidates.created_at < m.month + interval '1 month' ${within(scope, candidateInScope, 'AND')}) AS professionals,
               (SELECT count(*)::int FROM companies WHERE companies.created_at >= m.month AND companies.created_at < m.month + interval '1 month' ${within(scope, companyInScope, 'AND')}) AS companies
          FROM months m ORDER BY m.month`,
  );
  const stages = await rowsOf<{ stage: string; count: number }>(
    db,
    sql`SELECT s.name AS stage, count(*)::int AS count
          FROM applications JOIN process_stages s ON s.id = applications.stage_id
          JOIN selective_processes p ON p.id = applications.selective_process_id
         WHERE applications.status = 'active' AND p.status IN ('open', 'in_progress') ${within(scope, applicationInScope, 'AND')}
         GROUP BY s.name ORDER BY min(s.position), s.name`,
  );
  const deliveriesByDay = await rowsOf<{ day: string; sent: number; failed: number }>(
    db,
    sql`WITH days AS (SELECT generate_series(current_date - 29, current_date, interval '1 day')::date AS day),
             done AS (
               SELECT coalesce(sent_at, updated_at)::date AS day, status FROM deliveries
                WHERE status IN ('sent', 'failed') AND updated_at >= current_date - 29)
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               count(*) FILTER (WHERE done.status = 'sent')::int AS sent,
               count(*) FILTER (WHERE done.status = 'failed')::int AS failed
          FROM days d LEFT JOIN done ON done.day = d.day
         GROUP BY d.day ORDER BY d.day`,
  );
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, value) => total + value, 0);
  return {
    kpis: {
      professionals: { total: sum(professionals), active: professionals.active ?? 0 },
      companies: {
        total: sum(companies),
        pending: companies.pending ?? 0,
        active: companies.active ?? 0,
        suspended: companies.suspended ?? 0,
        inactive: companies.inactive ?? 0,
      },
      openProcesses: processes?.open ?? 0,
      applicationsThisMonth: processes?.applications ?? 0,
      subscriptions: { active: subscriptions?.active ?? 0, monthlyRevenueCents: subscriptions?.mrr ?? 0 },
      emails30d: { sent: emails?.sent ?? 0, failed: emails?.failed ?? 0 },
    },
    series: { registrationsByMonth: registrations, applicationsByStage: stages, deliveriesByDay },
    computedAt: new Date().toISOString(),
  };
};

const storeSummary = async (db: Db, key: string, summary: DashboardSummary): Promise<void> => {
  await db
    .insert(dashboardSnapshots)
    .values({ key, data: summary, computedAt: new Date(summary.computedAt) })
    .onConflictDoUpdate({ target: dashboardSnapshots.key, set: { data: summary, computedAt: new Date(summary.computedAt) } });
};

/** When the stored figures were counted, and whether that is within the TTL. */
const snapshotStamp = builtOncePer((db) =>
  db
    .select({
      computedAt: dashboardSnapshots.computedAt,
      fresh: sql<boolean>`${dashboardSnapshots.computedAt} > now() - make_interval(secs => ${sql.placeholder('ttlSeconds')})`,
    })
    .from(dashboardSnapshots)
    .where(eq(dashboardSnapshots.key, sql.placeholder('key')))
    .prepare('dashboard_snapshot_stamp'),
);

const snapshotData = builtOncePer((db) =>
  db
    .select({ data: dashboardSnapshots.data })
    .from(dashboardSnapshots)
    .where(eq(dashboardSnapshots.key, sql.placeholder('key')))
    .prepare('dashboard_snapshot_data'),
);

/**
 * The answer as sent, kept per process for as long as the stored snapshot is the same one: it is
 * read, checked against the contract and serialised once per recount, not on every request.
 */
const answered = builtOncePer(() => new Map<string, { computedAt: number; json: string }>());

const storedAnswer = async (db: Db, key: string, computedAt: Date): Promise<string> => {
  const known = answered(db).get(key);
  if (known?.computedAt === computedAt.getTime()) return known.json;
  const [row] = await snapshotData(db).execute({ key });
  const summary = dashboardSummarySchema.parse(row?.data);
  const json = JSON.stringify(summary);
  answered(db).set(key, { computedAt: Date.parse(summary.computedAt), json });
  return json;
};

/**
 * One count at a time per process: the requests that find the figures stale share it instead of
 * each running the dashboard's million-row counts (which also emptied the connection pool).
 */
const counting = builtOncePer(() => new Map<string, Promise<DashboardSummary>>());
/** Each key's last count in this process, and when it was stored (`performance.now()`). */
const lastCount = builtOncePer(() => new Map<string, { at: number; summary: DashboardSummary }>());
const recount = (db: Db, scope: Scope = null): Promise<DashboardSummary> => {
  const key = snapshotKey(scope);
  const running = counting(db).get(key);
  if (running) return running;
  const next = computeSummary(db, scope)
    .then(async (summary) => {
      await storeSummary(db, key, summary);
      lastCount(db).set(key, { at: performance.now(), summary });
      return summary;
    })
    .finally(() => counting(db).delete(key));
  counting(db).set(key, next);
  return next;
};

/**
 * The stored figures (as JSON) while they are younger than the TTL. Older ones are still answered
 * at once while one recount runs behind them (the worker also refreshes them between batches);
 * only a database that never had a snapshot waits for the count. A TTL of 0 counts on every call.
 */
export const getSummaryJson = async (
  db: Db,
  ttlSeconds: number,
  log?: FastifyBaseLogger,
  scope: Scope = null,
): Promise<string> => {
  if (ttlSeconds === 0) return JSON.stringify(await recount(db, scope));
  const key = snapshotKey(scope);
  const asked = performance.now();
  const [stamp] = await snapshotStamp(db).execute({ ttlSeconds, key });
  if (!stamp) {
    // A count that finished while this request asked (its connection still opening) is the one it waited for.
    const counted = lastCount(db).get(key);
    return JSON.stringify(counted && counted.at >= asked ? counted.summary : await recount(db, scope));
  }
  if (!stamp.fresh) recount(db, scope).catch((error: unknown) => log?.warn({ err: error }, 'dashboard recount failed'));
  return storedAnswer(db, key, stamp.computedAt);
};

/** Called by the worker between batches, so that requests find the figures ready. */
export const refreshSummaryIfStale = async (db: Db, ttlSeconds: number): Promise<void> => {
  const [stamp] = await snapshotStamp(db).execute({ ttlSeconds: Math.max(ttlSeconds, 1), key: snapshotKey(null) });
  if (!stamp?.fresh) await recount(db);
};
