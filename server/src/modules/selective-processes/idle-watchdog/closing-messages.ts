import { sql } from 'drizzle-orm';
import type { ClosingMessageGap, ProcessClosingGap } from '@hub/contract/idle-watchdog';
import type { Db } from '../../../db/client';
import { applicationMessages } from '../../../db/schema/index';
import { rowsOf } from '../../../db/rows';
import type { Scope } from '../../../lib/permissions';
import { processIdInScope } from '../../../lib/scope';

/*
 * Who never heard how their application ended (decision 051): an application of a closed or
 * cancelled process that got no message about it (application_messages) since it ended (its
 * rejection, hiring or withdrawal), or since its process closed while it was still in play.
 */

export type MessageSource = 'rule' | 'outcome' | 'message';

/**
 * Records that these applications' professionals were sent a message about them, now: the
 * server's clock, as the outcomes' and the processes' status times are (the database's now() is
 * its transaction's start, before an outcome written in the same transaction).
 */
export const recordApplicationMessages = async (db: Db, applicationIds: readonly string[], source: MessageSource): Promise<void> => {
  if (applicationIds.length === 0) return;
  const sentAt = new Date();
  await db.insert(applicationMessages).values(applicationIds.map((applicationId) => ({ applicationId, source, sentAt })));
};

/** The applications `a` of the closed process `p` with no message since they ended. */
const withoutClosingMessage = sql`p.status IN ('closed', 'cancelled')
  AND (SELECT status FROM candidates WHERE id = a.candidate_id) <> 'anonymized'
  AND NOT EXISTS (SELECT 1 FROM application_messages m WHERE m.application_id = a.id
    AND m.sent_at >= CASE WHEN a.status = 'active' THEN coalesce(p.status_changed_at, p.updated_at)
                          ELSE coalesce(a.status_changed_at, a.updated_at) END)`;

/** How many processes to list: the most recently closed first; the rest are older. */
const LISTED = 20;

/** The closed processes of the scope with applications that never got a closing message, and how many each. */
export const processesWithoutClosingMessage = async (
  db: Db,
  scope: Scope,
): Promise<{ rows: ProcessClosingGap[]; total: number }> => {
  const inScope = processIdInScope(sql`p.id`, scope);
  const rows = await rowsOf<ProcessClosingGap & { total: number }>(
    db,
    sql`SELECT p.id, p.title, coalesce(c.trade_name, c.legal_name) AS "companyName", p.status,
               coalesce(p.status_changed_at, p.updated_at) AS "closedAt", count(*)::int AS count,
               count(*) OVER ()::int AS total
          FROM selective_processes p
          JOIN companies c ON c.id = p.company_id
          JOIN applications a ON a.selective_process_id = p.id
         WHERE ${withoutClosingMessage} ${inScope ? sql`AND ${inScope}` : sql``}
         GROUP BY p.id, c.id
         ORDER BY "closedAt" DESC, p.id
         LIMIT ${LISTED}`,
  );
  return {
    rows: rows.map(({ total: _total, closedAt, ...row }) => ({ ...row, closedAt: new Date(closedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
  };
};

/** How many of one process's applications never got a closing message, and (up to `limit`) which, to write to them. */
export const closingMessageGap = async (db: Db, processId: string, limit: number): Promise<ClosingMessageGap> => {
  const rows = await rowsOf<{ id: string; name: string; total: number }>(
    db,
    sql`SELECT a.id, cand.name, count(*) OVER ()::int AS total
          FROM applications a
          JOIN selective_processes p ON p.id = a.selective_process_id
          JOIN candidates cand ON cand.id = a.candidate_id
         WHERE a.selective_process_id = ${processId} AND ${withoutClosingMessage}
         ORDER BY cand.name, a.id
         LIMIT ${limit}`,
  );
  return { count: rows[0]?.total ?? 0, applications: rows.map(({ id, name }) => ({ id, candidateName: name })) };
};
