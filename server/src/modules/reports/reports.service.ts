import { sql, type SQL } from 'drizzle-orm';
import type {
  CommercialReport,
  ProcessesReport,
  ReportFilters,
  StageReport,
  StageReportRow,
  TimeToHireReport,
} from '@hub/contract/reports';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Scope } from '../../lib/permissions';
import { COUNCIL_TIME_ZONE, withinDays } from '../../lib/council-days';
import { companyInScope, processInScope } from '../../lib/scope';
import type { SheetColumn } from '../../lib/xlsx';
import { positionsQuery, type PositionRow } from '../selective-processes/applications/funnel';
import { isLate } from '../selective-processes/idle-watchdog/late';
import { openedAtOf } from '../selective-processes/process-period';

/** `column` within the period (both days included), or no condition for an open end. */
const withinPeriod = (column: SQL, { from, to }: ReportFilters): SQL => withinDays(column, from, to);

/**
 * The ids of the processes a report covers: the filters' and the administrator's scope
 * (decision 029). The UF is the process's, as the processes list filters it.
 */
const reportProcesses = (filters: ReportFilters, scope: Scope): SQL => {
  const where: SQL[] = [sql`true`];
  const inScope = processInScope(scope);
  if (inScope) where.push(inScope);
  if (filters.uf) where.push(sql`uf = ${filters.uf}`);
  if (filters.companyId) where.push(sql`company_id = ${filters.companyId}`);
  if (filters.area) where.push(sql`area = ${filters.area}`);
  if (filters.selectiveProcessId) where.push(sql`id = ${filters.selectiveProcessId}`);
  return sql`SELECT id FROM selective_processes WHERE ${sql.join(where, sql` AND `)}`;
};

/** Days with one decimal, from a duration in seconds. */
const spreadColumns = (seconds: SQL): SQL => sql`
  count(*)::int AS count,
  round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds}) / 86400)::numeric, 1)::float8 AS "medianDays",
  round((percentile_cont(0.75) WITHIN GROUP (ORDER BY ${seconds}) / 86400)::numeric, 1)::float8 AS "p75Days"`;

type Spread = { count: number; medianDays: number | null; p75Days: number | null };
const NOTHING: Spread = { count: 0, medianDays: null, p75Days: null };

/** The months of the period ('2026-03'), first to last; none for an open period. */
const monthsOf = ({ from, to }: ReportFilters): string[] => {
  if (!from || !to) return [];
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
};

/**
 * Tempo até a contratação: the hires of the period (an application reaching its process's hiring
 * stage is hired, decision 027, and `status_changed_at` is that moment; an undo makes it active
 * again), from enrolment to hire, overall and by São Paulo month; and each process's first hire
 * from the process's opening. Anonymised professionals keep their applications, so they count.
 */
export const getTimeToHireReport = async (
  db: Db,
  filters: ReportFilters,
  scope: Scope,
): Promise<TimeToHireReport> => {
  const processes = reportProcesses(filters, scope);
  const hires = sql`
    SELECT a.selective_process_id, a.status_changed_at AS hired_at,
           date_part('epoch', a.status_changed_at - a.created_at) AS seconds
      FROM applications a
     WHERE a.status = 'hired' AND a.status_changed_at IS NOT NULL
       AND a.selective_process_id IN (${processes})`;
  const [overall] = await rowsOf<Spread>(
    db,
    sql`SELECT ${spreadColumns(sql`h.seconds`)} FROM (${hires}) h WHERE ${withinPeriod(sql`h.hired_at`, filters)}`,
  );
  const monthly = await rowsOf<Spread & { month: string }>(
    db,
    sql`SELECT to_char(h.hired_at AT TIME ZONE ${COUNCIL_TIME_ZONE}, 'YYYY-MM') AS month, ${spreadColumns(sql`h.seconds`)}
          FROM (${hires}) h WHERE ${withinPeriod(sql`h.hired_at`, filters)}
         GROUP BY 1 ORDER BY 1`,
  );
  const [toFirstHire] = await rowsOf<Spread>(
    db,
    sql`SELECT ${spreadColumns(sql`date_part('epoch', f.first_hire - ${openedAtOf(sql`p.starts_at`, sql`p.created_at`)})`)}
          FROM (SELECT selective_process_id, min(hired_at) AS first_hire FROM (${hires}) h GROUP BY 1) f
          JOIN selective_processes p ON p.id = f.selective_process_id
         WHERE ${withinPeriod(sql`f.first_hire`, filters)}`,
  );
  const byKey = new Map(monthly.map((row) => [row.month, row]));
  const months = monthsOf(filters);
  const byMonth = (months.length ? months : [...byKey.keys()]).map((month) => ({
    month,
    ...(byKey.get(month) ?? NOTHING),
  }));
  return { hires: overall ?? NOTHING, byMonth, toFirstHire: toFirstHire ?? NOTHING };
};

const daysOfHours = (hours: number | null): number | null =>
  hours === null ? null : Math.round((hours / 24) * 10) / 10;

const stageRowsOf = (rows: PositionRow[]): Omit<StageReportRow, 'late'>[] =>
  rows.map((row, index) => {
    const before = rows[index - 1]?.reached;
    return {
      position: row.position,
      name: row.name,
      stageId: row.stageId,
      reached: row.reached,
      conversion: before ? row.reached / before : null,
      current: row.current,
      stays: row.stays,
      medianDays: daysOfHours(row.medianHoursInStage),
      p75Days: daysOfHours(row.p75HoursInStage),
    };
  });

/**
 * The applications of `enrolled` that reached the chosen stage: their current stage, or their
 * furthest where a move took them further and they came back, is at its position or after, as the
 * funnel counts 'reached'. The stages at or after it are listed once (a hashed subquery), not
 * looked up per application: at the council's scale that lookup made a year's report five times
 * slower.
 */
const reachedChosenStage = (enrolled: SQL, processes: SQL, { stage }: ReportFilters): SQL => {
  if (stage === undefined) return enrolled;
  const atOrAfter = sql`SELECT id FROM process_stages
                         WHERE selective_process_id IN (${processes}) AND position >= ${stage}`;
  return sql`${enrolled} AND (a.stage_id IN (${atOrAfter}) OR a.furthest_stage_id IN (${atOrAfter}))`;
};

/**
 * Conversão por etapa and Tempo em cada etapa: the applications enrolled in the period, followed
 * through the stages by the board's moves, as the process's funnel counts them (one query for
 * both), and those of them late in their stage now, as the board marks them. With a stage chosen,
 * only the applications that reached it.
 */
export const getStageReport = async (
  db: Db,
  filters: ReportFilters,
  scope: Scope,
  defaultDays: number,
): Promise<StageReport> => {
  const processes = reportProcesses(filters, scope);
  const enrolled = reachedChosenStage(withinPeriod(sql`a.created_at`, filters), processes, filters);
  const positions = await rowsOf<PositionRow>(db, positionsQuery(processes, enrolled));
  const [totals] = await rowsOf<{ processes: number; applications: number }>(
    db,
    sql`SELECT count(DISTINCT a.selective_process_id)::int AS processes, count(*)::int AS applications
          FROM applications a WHERE a.selective_process_id IN (${processes}) AND ${enrolled}`,
  );
  const late = await rowsOf<{ position: number; late: number }>(
    db,
    sql`SELECT st.position, count(*)::int AS late
          FROM applications a JOIN process_stages st ON st.id = a.stage_id
         WHERE a.selective_process_id IN (${processes}) AND ${enrolled} AND a.status = 'active'
           AND ${isLate(defaultDays)}
         GROUP BY st.position`,
  );
  const lateAt = new Map(late.map((row) => [row.position, row.late]));
  return {
    stages: stageRowsOf(positions).map((row) => ({ ...row, late: lateAt.get(row.position) ?? 0 })),
    processes: totals?.processes ?? 0,
    applications: totals?.applications ?? 0,
  };
};

type ProcessCounts = ProcessesReport['totals'];
const NO_PROCESSES: ProcessCounts = {
  opened: 0,
  closed: 0,
  closedWithHires: 0,
  cancelled: 0,
  applications: 0,
};
const addCounts = (a: ProcessCounts, b: ProcessCounts): ProcessCounts => ({
  opened: a.opened + b.opened,
  closed: a.closed + b.closed,
  closedWithHires: a.closedWithHires + b.closedWithHires,
  cancelled: a.cancelled + b.cancelled,
  applications: a.applications + b.applications,
});

/** Rows added up by a key, in the keys' order. */
const addedUpBy = <Key>(rows: (ProcessCounts & { key: Key })[], keys: Key[]) =>
  keys.map((key) => ({
    key,
    counts: rows.filter((row) => row.key === key).reduce(addCounts, NO_PROCESSES),
  }));

/**
 * Processos: each process is opened once (its start date, else its creation; a draft was never
 * opened) and may be finished or cancelled once (its status's moment); the events of the period
 * are counted by São Paulo month and by the process's UF.
 */
export const getProcessesReport = async (
  db: Db,
  filters: ReportFilters,
  scope: Scope,
): Promise<ProcessesReport> => {
  const rows = await rowsOf<ProcessCounts & { month: string; uf: string | null }>(
    db,
    sql`WITH chosen AS (
          SELECT p.id, p.uf, p.status, p.status_changed_at,
                 ${openedAtOf(sql`p.starts_at`, sql`p.created_at`)} AS opened_at
            FROM selective_processes p WHERE p.id IN (${reportProcesses(filters, scope)}) AND p.status <> 'draft'),
        events AS (
          SELECT c.opened_at AS at, c.uf, 'opened' AS kind, false AS hired,
                 (SELECT count(*) FROM applications a WHERE a.selective_process_id = c.id) AS applications
            FROM chosen c
          UNION ALL
          SELECT c.status_changed_at, c.uf, c.status,
                 EXISTS (SELECT 1 FROM applications a WHERE a.selective_process_id = c.id AND a.status = 'hired'), 0
            FROM chosen c WHERE c.status IN ('closed', 'cancelled') AND c.status_changed_at IS NOT NULL)
        SELECT to_char(e.at AT TIME ZONE ${COUNCIL_TIME_ZONE}, 'YYYY-MM') AS month, e.uf,
               (count(*) FILTER (WHERE e.kind = 'opened'))::int AS opened,
               (count(*) FILTER (WHERE e.kind = 'closed'))::int AS closed,
               (count(*) FILTER (WHERE e.kind = 'closed' AND e.hired))::int AS "closedWithHires",
               (count(*) FILTER (WHERE e.kind = 'cancelled'))::int AS cancelled,
               coalesce(sum(e.applications), 0)::int AS applications
          FROM events e WHERE ${withinPeriod(sql`e.at`, filters)}
         GROUP BY 1, 2`,
  );
  const months = monthsOf(filters);
  const byMonth = addedUpBy(
    rows.map((row) => ({ ...row, key: row.month })),
    months.length ? months : [...new Set(rows.map((row) => row.month))].sort(),
  ).map(({ key, counts }) => ({ month: key, ...counts }));
  const ufs = [...new Set(rows.map((row) => row.uf))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b),
  );
  const byUf = addedUpBy(
    rows.map((row) => ({ ...row, key: row.uf })),
    ufs,
  ).map(({ key, counts }) => ({
    uf: key,
    ...counts,
  }));
  return { totals: rows.reduce(addCounts, NO_PROCESSES), byMonth, byUf };
};

type CommercialMonth = CommercialReport['byMonth'][number];

/**
 * Comercial: the subscriptions of the companies of the filters and the scope (the UF is the
 * company's), now by plan and status, and by São Paulo month: made (with a voucher or not),
 * cancelled, and what the activated ones cost.
 */
export const getCommercialReport = async (
  db: Db,
  filters: ReportFilters,
  scope: Scope,
): Promise<CommercialReport> => {
  const companyWhere: SQL[] = [sql`true`];
  const inScope = companyInScope(scope);
  if (inScope) companyWhere.push(inScope);
  if (filters.uf) companyWhere.push(sql`companies.uf = ${filters.uf}`);
  if (filters.companyId) companyWhere.push(sql`companies.id = ${filters.companyId}`);
  const chosen = sql`SELECT s.* FROM subscriptions s JOIN companies ON companies.id = s.company_id
                      WHERE ${sql.join(companyWhere, sql` AND `)}`;
  const byPlan = await rowsOf<CommercialReport['byPlan'][number]>(
    db,
    sql`SELECT pl.id AS "planId", pl.name AS plan, s.status, count(*)::int AS count
          FROM (${chosen}) s JOIN plans pl ON pl.id = s.plan_id
         GROUP BY pl.id, pl.name, s.status ORDER BY pl.name, s.status`,
  );
  const monthly = await rowsOf<CommercialMonth>(
    db,
    sql`WITH events AS (
          SELECT s.created_at AS at, 1 AS created, (s.voucher_id IS NOT NULL)::int AS with_voucher, 0 AS cancelled,
                 CASE WHEN s.status = 'pending' THEN 0 ELSE s.price_cents - s.discount_cents END AS revenue
            FROM (${chosen}) s
          UNION ALL
          SELECT s.status_changed_at, 0, 0, 1, 0 FROM (${chosen}) s
           WHERE s.status = 'cancelled' AND s.status_changed_at IS NOT NULL)
        SELECT to_char(e.at AT TIME ZONE ${COUNCIL_TIME_ZONE}, 'YYYY-MM') AS month,
               sum(e.created)::int AS created, sum(e.with_voucher)::int AS "withVoucher",
               sum(e.cancelled)::int AS cancelled, sum(e.revenue)::float8 AS "revenueCents"
          FROM events e WHERE ${withinPeriod(sql`e.at`, filters)}
         GROUP BY 1 ORDER BY 1`,
  );
  const none = { created: 0, withVoucher: 0, cancelled: 0, revenueCents: 0 };
  const byKey = new Map(monthly.map((row) => [row.month, row]));
  const months = monthsOf(filters);
  const byMonth = (months.length ? months : [...byKey.keys()]).map(
    (month) => byKey.get(month) ?? { month, ...none },
  );
  const totals = monthly.reduce(
    (sum, row) => ({
      created: sum.created + row.created,
      withVoucher: sum.withVoucher + row.withVoucher,
      cancelled: sum.cancelled + row.cancelled,
      revenueCents: sum.revenueCents + row.revenueCents,
    }),
    none,
  );
  return { byPlan, byMonth, totals };
};

const monthCell = (month: string) => month.split('-').reverse().join('/');

/** The months of the time to hire as the screen's table shows them, for a spreadsheet. */
export const TIME_TO_HIRE_COLUMNS: SheetColumn<TimeToHireReport['byMonth'][number]>[] = [
  { header: 'Mês', value: (row) => monthCell(row.month) },
  { header: 'Contratações', value: (row) => row.count },
  { header: 'Mediana de dias', value: (row) => row.medianDays, decimals: 1 },
  { header: '75º percentil de dias', value: (row) => row.p75Days, decimals: 1 },
];

export const STAGE_COLUMNS: SheetColumn<StageReportRow>[] = [
  { header: 'Posição', value: (row) => row.position + 1 },
  { header: 'Etapa', value: (row) => row.name },
  { header: 'Alcançaram', value: (row) => row.reached },
  {
    header: 'Conversão (%)',
    value: (row) => (row.conversion === null ? null : row.conversion * 100),
    decimals: 1,
  },
  { header: 'Na etapa agora', value: (row) => row.current },
  { header: 'Passagens concluídas', value: (row) => row.stays },
  { header: 'Mediana de dias na etapa', value: (row) => row.medianDays, decimals: 1 },
  { header: '75º percentil de dias na etapa', value: (row) => row.p75Days, decimals: 1 },
  { header: 'Atrasadas agora', value: (row) => row.late },
];

export const PROCESSES_COLUMNS: SheetColumn<ProcessesReport['byMonth'][number]>[] = [
  { header: 'Mês', value: (row) => monthCell(row.month) },
  { header: 'Abertos', value: (row) => row.opened },
  { header: 'Finalizados', value: (row) => row.closed },
  { header: 'Finalizados com contratação', value: (row) => row.closedWithHires },
  { header: 'Finalizados sem contratação', value: (row) => row.closed - row.closedWithHires },
  { header: 'Cancelados', value: (row) => row.cancelled },
  { header: 'Candidaturas dos abertos', value: (row) => row.applications },
];

export const COMMERCIAL_COLUMNS: SheetColumn<CommercialMonth>[] = [
  { header: 'Mês', value: (row) => monthCell(row.month) },
  { header: 'Assinaturas novas', value: (row) => row.created },
  { header: 'Com voucher', value: (row) => row.withVoucher },
  { header: 'Canceladas', value: (row) => row.cancelled },
  { header: 'Receita (R$)', value: (row) => row.revenueCents / 100, decimals: 2 },
];
