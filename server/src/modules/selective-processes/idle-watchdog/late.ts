import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * How many days each of these applications has been in its stage, for those past the days their
 * stage allows (active only; entered at their last move, else their enrolment, as the digest
 * counts them): what the board marks 'há 23 dias em Triagem'. One read for a page of cards.
 */
export const lateDaysOf = async (db: Db, ids: readonly string[], defaultDays: number): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; days: number }>(
    db,
    sql`SELECT e.id, floor(extract(epoch FROM now() - e.entered) / 86400)::int AS days
          FROM (SELECT a.id, coalesce(st.allowed_days, ${defaultDays}) AS allowed,
                       coalesce((SELECT max(k.created_at) FROM kanban_log k WHERE k.application_id = a.id), a.created_at) AS entered
                  FROM applications a JOIN process_stages st ON st.id = a.stage_id
                 WHERE a.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) AND a.status = 'active') e
         WHERE e.entered < now() - make_interval(days => e.allowed)`,
  );
  return new Map(rows.map((row) => [row.id, row.days]));
};
