import { sql, type SQL } from 'drizzle-orm';
import type {
  FunnelOverview,
  FunnelOverviewQuery,
  FunnelStage,
  ProcessFunnel,
} from '@hub/contract/funnel';
import type { Db } from '../../../db/client';
import type { Scope } from '../../../lib/permissions';
import { processInScope } from '../../../lib/scope';
import { preparedRowsOf, rowsOf } from '../../../db/rows';
import { countedAtLength, keptAnswer } from '../../../lib/kept-answers';
import { csvDecimal, type CsvColumn } from '../../../lib/csv';
import { createdBetween } from '../../../lib/listing';
import { AppError } from '../../../lib/errors';
import { ProcessErrors } from '../selective-processes.errors';

export type PositionRow = {
  position: number;
  name: string;
  stageId: string;
  reached: number;
  current: number;
  medianHoursInStage: number | null;
  p75HoursInStage: number | null;
  stays: number;
};

type OutcomeRow = {
  processes: number;
  total: number;
  hired: number;
  rejected: number;
  withdrawn: number;
  medianDaysToHire: number | null;
};

/**
 * The stages of the chosen processes added up by position (one process: one stage a position),
 * from the stage history the board keeps (decision 059): each application's furthest stage (its
 * current one, unless a move took it further) and each move's stay in the stage it left. Only moves
 * not undone count: an undo says the move was a mistake, so neither the stage it reached nor the
 * stay it cut short is part of the funnel.
 * `enrolled` narrows the applications (a condition on `a`, the reports' period of enrolment); the
 * stays read the moves alone without it.
 * The tables are read directly rather than through CTEs, so the planner sees their statistics:
 * guessed row counts made it compile the query (JIT) for longer than the query ran.
 */
export const positionsQuery = (processes: SQL, enrolled?: SQL): SQL => sql`
  WITH placed AS (
    SELECT s.position AS at, greatest(s.position, fs.position) AS furthest, a.status IN ('active', 'hired') AS active, count(*) AS n
      FROM applications a
      JOIN process_stages s ON s.id = a.stage_id
      LEFT JOIN process_stages fs ON fs.id = a.furthest_stage_id
     WHERE a.selective_process_id IN (${processes}) AND ${enrolled ?? sql`true`}
     GROUP BY 1, 2, 3
  ),
  furthest AS (SELECT furthest AS position, sum(n) AS n FROM placed GROUP BY furthest),
  current AS (SELECT at AS position, sum(n) AS n FROM placed WHERE active GROUP BY at),
  stays AS (
    SELECT s.position, percentile_cont(0.5) WITHIN GROUP (ORDER BY k.stay_hours) AS hours,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY k.stay_hours) AS p75, count(*) AS n
      FROM kanban_log k
      JOIN process_stages s ON s.id = k.from_stage_id
      ${enrolled ? sql`JOIN applications a ON a.id = k.application_id AND ${enrolled}` : sql``}
     WHERE k.selective_process_id IN (${processes}) AND k.action = 'move' AND k.undone_at IS NULL
     GROUP BY s.position
  ),
  positions AS (
    SELECT position, mode() WITHIN GROUP (ORDER BY name) AS name, min(id::text) AS stage_id
      FROM process_stages WHERE selective_process_id IN (${processes}) GROUP BY position
  )
  SELECT ps.position, ps.name, ps.stage_id AS "stageId",
         (sum(coalesce(f.n, 0)) OVER (ORDER BY ps.position DESC ROWS UNBOUNDED PRECEDING))::int AS reached,
         coalesce(c.n, 0)::int AS current,
         round(st.hours::numeric, 2)::float8 AS "medianHoursInStage",
         round(st.p75::numeric, 2)::float8 AS "p75HoursInStage", coalesce(st.n, 0)::int AS stays
    FROM positions ps
    LEFT JOIN furthest f ON f.position = ps.position
    LEFT JOIN current c ON c.position = ps.position
    LEFT JOIN stays st ON st.position = ps.position
   ORDER BY ps.position`;

/** How the applications of the chosen processes ended, and how long a hire took. */
const outcomesQuery = (processes: SQL): SQL => sql`
  SELECT (SELECT count(*) FROM selective_processes WHERE id IN (${processes}))::int AS processes,
         count(a.id)::int AS total,
         (count(*) FILTER (WHERE a.status = 'hired'))::int AS hired,
         (count(*) FILTER (WHERE a.status = 'rejected'))::int AS rejected,
         (count(*) FILTER (WHERE a.status = 'withdrawn'))::int AS withdrawn,
         round((percentile_cont(0.5) WITHIN GROUP (ORDER BY date_part('epoch', a.status_changed_at - a.created_at) / 86400)
           FILTER (WHERE a.status = 'hired' AND a.status_changed_at IS NOT NULL))::numeric, 2)::float8 AS "medianDaysToHire"
    FROM applications a WHERE a.selective_process_id IN (${processes})`;

const stagesOf = (rows: PositionRow[]): (FunnelStage & { stageId: string })[] =>
  rows.map((row, index) => {
    const before = rows[index - 1]?.reached;
    return {
      stageId: row.stageId,
      name: row.name,
      position: row.position,
      reached: row.reached,
      current: row.current,
      conversion: before ? row.reached / before : null,
      medianHoursInStage: row.medianHoursInStage,
    };
  });

const outcomesOf = ({ total, hired, rejected, withdrawn, medianDaysToHire }: OutcomeRow) => ({
  total,
  hired,
  rejected,
  withdrawn,
  medianDaysToHire,
});

/** One process's funnel: two queries whatever its size (the text is the same each time: prepared). */
export const getProcessFunnel = async (db: Db, processId: string): Promise<ProcessFunnel> => {
  const one = sql`SELECT id FROM selective_processes WHERE id = ${processId}`;
  const [outcomes] = await preparedRowsOf<OutcomeRow>(db, outcomesQuery(one));
  if (!outcomes?.processes) throw new AppError(ProcessErrors.notFound);
  const positions = await preparedRowsOf<PositionRow>(db, positionsQuery(one));
  return { stages: stagesOf(positions), ...outcomesOf(outcomes) };
};

const overviewProcesses = (query: FunnelOverviewQuery, scope: Scope): SQL => {
  const where: SQL[] = [sql`true`];
  const inScope = processInScope(scope);
  if (inScope) where.push(inScope);
  if (query.companyId) where.push(sql`company_id = ${query.companyId}`);
  const created = createdBetween(sql`created_at`, query);
  if (created) where.push(created);
  return sql`SELECT id FROM selective_processes WHERE ${sql.join(where, sql` AND `)}`;
};

const countOverview = async (db: Db, query: FunnelOverviewQuery, scope: Scope): Promise<FunnelOverview> => {
  const processes = overviewProcesses(query, scope);
  const [outcomes] = await rowsOf<OutcomeRow>(db, outcomesQuery(processes));
  const positions = await rowsOf<PositionRow>(db, positionsQuery(processes));
  const stages = stagesOf(positions).map(({ stageId: _stageId, ...stage }) => stage);
  const none = {
    processes: 0,
    total: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
    medianDaysToHire: null,
  };
  return {
    stages,
    processes: outcomes?.processes ?? 0,
    ...outcomesOf(outcomes ?? none),
    computedAt: new Date().toISOString(),
  };
};

/**
 * Every process's funnel (one company's, created in a range), added up by stage position. It reads
 * every application and move of the hub, so, like Início's other figures, it is kept per filter for
 * the TTL (lib/kept-answers.ts), counted without the request's statement timeout. A limited
 * administrator's count is of the processes of their scope, kept apart (decision 029).
 */
export const getFunnelOverview = (
  db: Db,
  query: FunnelOverviewQuery,
  ttlSeconds: number,
  scope: Scope,
  countTimeoutMs: number,
): Promise<FunnelOverview> =>
  keptAnswer(db, 'funnel-overview', JSON.stringify([query.companyId, query.createdFrom, query.createdTo, scope]), ttlSeconds, () =>
    countedAtLength(db, countTimeoutMs, (tx) => countOverview(tx, query, scope)),
  );

/** The funnel's table as the screen shows it, for a spreadsheet in pt-BR. */
export const FUNNEL_CSV: CsvColumn<FunnelStage>[] = [
  { header: 'Posição', value: (stage) => stage.position + 1 },
  { header: 'Etapa', value: (stage) => stage.name },
  { header: 'Alcançaram', value: (stage) => stage.reached },
  { header: 'Na etapa agora', value: (stage) => stage.current },
  {
    header: 'Conversão (%)',
    value: (stage) => (stage.conversion === null ? null : csvDecimal(stage.conversion * 100, 1)),
  },
  {
    header: 'Mediana de horas na etapa',
    value: (stage) => csvDecimal(stage.medianHoursInStage, 1),
  },
];
