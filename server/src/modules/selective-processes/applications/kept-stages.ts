import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * What the reports read of an application's stage history, kept by every write of it (decision
 * 059), so that a report over a year of the hub reads neither a window over every move nor each
 * application's moves:
 * - each move not undone keeps its stay (`stay_hours`): the hours the application spent in the
 *   stage it left, since its move before (not undone) or its enrolment;
 * - the application keeps its furthest stage (`furthest_stage_id`) when a move took it further
 *   than where it is now (by position, among the stages its moves left and reached), and when it
 *   entered the stage it is in (`stage_entered_at`: its last move or undo; decision 060).
 * An undo changes the stay of the move after it and may lower the furthest stage; a stages' save
 * may reorder the positions: each recomputes the histories it touched. `chosen` selects the ids.
 */
const keepStageHistory = async (db: Db, chosen: SQL): Promise<void> => {
  await db.execute(sql`
    WITH stays AS (
      SELECT k.id, date_part('epoch', k.created_at - coalesce(lag(k.created_at) OVER (
               PARTITION BY k.application_id ORDER BY k.created_at, k.id), a.created_at)) / 3600 AS hours
        FROM kanban_log k JOIN applications a ON a.id = k.application_id
       WHERE k.application_id IN (${chosen}) AND k.action = 'move' AND k.undone_at IS NULL)
    UPDATE kanban_log k SET stay_hours = s.hours FROM stays s
     WHERE k.id = s.id AND k.stay_hours IS DISTINCT FROM s.hours`);
  await db.execute(sql`
    UPDATE applications a SET furthest_stage_id = f.stage_id, stage_entered_at = f.entered_at
      FROM (SELECT c.id,
                   (SELECT max(k.created_at) FROM kanban_log k
                     WHERE k.application_id = c.id AND k.action <> 'rule') AS entered_at,
                   (SELECT s.id FROM kanban_log k
                     CROSS JOIN LATERAL (VALUES (k.from_stage_id), (k.to_stage_id)) AS v(stage_id)
                     JOIN process_stages s ON s.id = v.stage_id
                     WHERE k.application_id = c.id AND k.action = 'move' AND k.undone_at IS NULL
                       AND s.position > now_at.position
                     ORDER BY s.position DESC LIMIT 1) AS stage_id
              FROM applications c JOIN process_stages now_at ON now_at.id = c.stage_id
             WHERE c.id IN (${chosen})) f
     WHERE a.id = f.id
       AND (a.furthest_stage_id IS DISTINCT FROM f.stage_id OR a.stage_entered_at IS DISTINCT FROM f.entered_at)`);
};

/** One application's history, after its move or undo. */
export const keepApplicationStages = (db: Db, applicationId: string): Promise<void> =>
  keepStageHistory(db, sql`SELECT ${applicationId}::uuid`);

/** Every history of a process's applications, after its stages' save. */
export const keepProcessStages = (db: Db, processId: string): Promise<void> =>
  keepStageHistory(db, sql`SELECT id FROM applications WHERE selective_process_id = ${processId}`);
