import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { drainLoop, keepLeases } from '../claimed-work';
import { backoffSeconds } from '../outbox/worker';

/** A claimed action, as its handler receives it. */
export type Job = {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
  attempts: number;
};

/**
 * What runs an action of one kind, in a transaction that also marks it done: its writes (a
 * delivery queued, an application moved) happen once, whichever instance runs it. A recurring
 * action answers when it runs next.
 */
export type JobHandler = (tx: Db, job: Job) => Promise<void | { next: Date }>;

export type JobOptions = {
  pollMs: number;
  leaseSeconds: number;
  batchSize: number;
  maxAttempts: number;
  backoffSeconds: number;
};

export type JobWorker = {
  /** Claims one batch of due actions and runs them; answers how many were claimed. */
  runOnce: () => Promise<number>;
  /** Runs due actions in the background until stop(). */
  start: () => void;
  /** Stops polling and waits for the batch in flight, for a graceful shutdown. */
  stop: () => Promise<void>;
};

type ClaimedRow = { id: string; kind: string; key: string; payload: Record<string, unknown>; run_at: Date | string; attempts: number };

/**
 * As the outbox claims deliveries: due pending rows, and running rows whose lease ran out (their
 * instance died), in one short statement; SKIP LOCKED keeps instances apart, and `attempts`
 * (bumped by the claim) fences every completion.
 */
const CLAIM_SQL = `
  UPDATE scheduled_jobs j
     SET status = 'running', attempts = j.attempts + 1,
         lease_until = now() + make_interval(secs => $2), updated_at = now()
   WHERE j.id IN (
     SELECT id FROM scheduled_jobs
      WHERE (status = 'pending' AND run_at <= now()) OR (status = 'running' AND lease_until < now())
      ORDER BY run_at
      LIMIT $1
      FOR UPDATE SKIP LOCKED)
  RETURNING j.id, j.kind, j.key, j.payload, j.run_at, j.attempts`;

export const createJobWorker = ({
  database,
  handlers,
  options,
  onError = () => undefined,
}: {
  database: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  options: JobOptions;
  onError?: (error: unknown) => void;
}): JobWorker => {
  const { db, query } = database;

  /** The handler's writes and the action's end commit together, unless another instance took the action over. */
  const run = async (row: ClaimedRow) => {
    const job: Job = { id: row.id, kind: row.kind, key: row.key, payload: row.payload, runAt: new Date(row.run_at), attempts: row.attempts };
    const handler = handlers[row.kind];
    try {
      if (!handler) throw new Error(`Tarefa de tipo desconhecido: ${row.kind}`);
      await db.transaction(async (tx) => {
        const outcome = await handler(tx, job);
        const next = outcome ? outcome.next : null;
        const ended = await rowsOf(tx, sql`
          UPDATE scheduled_jobs
             SET status = ${next ? 'pending' : 'done'}, run_at = coalesce(${next}::timestamptz, run_at),
                 attempts = ${next ? 0 : sql`attempts`}, done_at = ${next ? null : sql`now()`},
                 lease_until = NULL, last_error = NULL, updated_at = now()
           WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempts}
          RETURNING id`);
        if (ended.length === 0) throw new TakenOver();
      });
    } catch (error) {
      if (error instanceof TakenOver) return;
      const final = job.attempts >= options.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await query(
        `UPDATE scheduled_jobs SET status = $3, last_error = $4, lease_until = NULL, updated_at = now(),
                run_at = CASE WHEN $3 = 'pending' THEN now() + make_interval(secs => $5) ELSE run_at END
          WHERE id = $1 AND status = 'running' AND attempts = $2`,
        [job.id, job.attempts, final ? 'failed' : 'pending', message, backoffSeconds(job.attempts, options.backoffSeconds)],
      );
      onError(error);
    }
  };

  const runOnce = async (): Promise<number> => {
    const rows = await query<ClaimedRow>(CLAIM_SQL, [options.batchSize, options.leaseSeconds]);
    const held = new Map(rows.map((row) => [row.id, row.attempts]));
    const release = keepLeases(query, { table: 'scheduled_jobs', status: 'running', leaseSeconds: options.leaseSeconds }, held, onError);
    try {
      // One at a time: each runs in a transaction, and the embedded database has one connection.
      for (const row of rows) {
        await run(row);
        held.delete(row.id);
      }
    } finally {
      release();
    }
    return rows.length;
  };

  return { runOnce, ...drainLoop({ runOnce, batchSize: options.batchSize, pollMs: options.pollMs, onError }) };
};

/** Another instance took the action over (its lease ran out): this one's writes are rolled back. */
class TakenOver extends Error {}
