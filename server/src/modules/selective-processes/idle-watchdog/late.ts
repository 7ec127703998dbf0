import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { Scope } from '../../../lib/permissions';
import { processIdInScope } from '../../../lib/scope';

/** When the application `a` entered its stage: its last move (kept, decision 060), else its enrolment. */
export const enteredStageAt = sql`coalesce(a.stage_entered_at, a.created_at)`;

/**
 * Whether the application `a` has been in its stage `st` longer than the stage allows (its own
 * days, else the council's default): the one definition of late, for the board, the digest,
 * Início and the reports.
 */
export const isLate = (defaultDays: number) =>
  sql`${enteredStageAt} < now() - make_interval(days => coalesce(st.allowed_days, ${defaultDays}))`;

/**
 * How many days each of these applications has been in its stage, for those past the days their
 * stage allows (active only; entered at their last move, else their enrolment, as the digest
 * counts them): what the board marks 'há 23 dias em Triagem'. One read for a page of cards.
 */
export const lateDaysOf = async (
  db: Db,
  ids: readonly string[],
  defaultDays: number,
): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; days: number }>(
    db,
    sql`SELECT e.id, floor(extract(epoch FROM now() - e.entered) / 86400)::int AS days
          FROM (SELECT a.id, coalesce(st.allowed_days, ${defaultDays}) AS allowed,
                       ${enteredStageAt} AS entered
                  FROM applications a JOIN process_stages st ON st.id = a.stage_id
                 WHERE a.id IN (${sql.join(
                   ids.map((id) => sql`${id}::uuid`),
                   sql`, `,
                 )}) AND a.status = 'active') e
         WHERE e.entered < now() - make_interval(days => e.allowed)`,
  );
  return new Map(rows.map((row) => [row.id, row.days]));
};

/** The ids of the process's applications past their stage's days: the board's and the ranked table's 'Atrasadas'. */
export const lateIdsOf = (processId: string, defaultDays: number) =>
  sql`SELECT a.id FROM applications a JOIN process_stages st ON st.id = a.stage_id
       WHERE a.selective_process_id = ${processId} AND a.status = 'active' AND ${isLate(defaultDays)}`;

/** The process's late applications, for the held places to be filtered by. */
export const lateApplications = async (db: Db, processId: string, defaultDays: number): Promise<Set<string>> =>
  new Set((await rowsOf<{ id: string }>(db, lateIdsOf(processId, defaultDays))).map((row) => row.id));

/** The late applications of the open processes within a scope: Início's count. */
export const countLate = async (db: Db, scope: Scope, defaultDays: number): Promise<number> => {
  const inScope = processIdInScope(sql`a.selective_process_id`, scope);
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count
          FROM applications a
          JOIN selective_processes p ON p.id = a.selective_process_id
          JOIN process_stages st ON st.id = a.stage_id
         WHERE a.status = 'active' AND p.status IN ('open', 'in_progress') ${inScope ? sql`AND ${inScope}` : sql``}
           AND ${isLate(defaultDays)}`,
  );
  return row?.count ?? 0;
};
