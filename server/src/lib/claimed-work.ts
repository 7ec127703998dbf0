import type { Database } from '../db/client';

/**
 * What the outbox and the scheduler share (lib/outbox, lib/jobs): rows claimed under a lease, the
 * leases of the rows in hand kept alive, and a loop that drains what is due, then waits.
 */

/**
 * Keeps the leases of the rows still in hand alive while they are worked: a lease is short so that
 * another instance takes a dead worker's rows over within seconds, and renewed every third of it
 * so that a slow batch is never taken from a live one. Fenced on each row's claim (`attempts`).
 * Answers the function that stops it.
 */
export const keepLeases = (
  query: Database['query'],
  { table, status, leaseSeconds }: { table: 'deliveries' | 'scheduled_jobs'; status: string; leaseSeconds: number },
  held: Map<string, number>,
  onError: (error: unknown) => void,
): (() => void) => {
  const renew = async () => {
    if (held.size === 0) return;
    await query(
      `UPDATE ${table} t SET lease_until = now() + make_interval(secs => $3)
         FROM unnest($1::uuid[], $2::int[]) AS held(id, attempts)
        WHERE t.id = held.id AND t.attempts = held.attempts AND t.status = $4`,
      [[...held.keys()], [...held.values()], leaseSeconds, status],
    ).catch(onError);
  };
  const timer = setInterval(() => void renew(), (leaseSeconds * 1000) / 3);
  return () => clearInterval(timer);
};

export type DrainLoop = {
  /** Drains in the background until stop(). */
  start: () => void;
  /** Stops polling and waits for the batch in flight, for a graceful shutdown. */
  stop: () => Promise<void>;
};

/** Runs `runOnce` while it claims full batches, then `afterBatch`, then waits `pollMs`; errors go to onError. */
export const drainLoop = ({
  runOnce,
  batchSize,
  pollMs,
  onError,
  afterBatch,
}: {
  runOnce: () => Promise<number>;
  batchSize: number;
  pollMs: number;
  onError: (error: unknown) => void;
  afterBatch?: () => Promise<void>;
}): DrainLoop => {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      let claimed = batchSize;
      while (!stopped && claimed >= batchSize) claimed = await runOnce();
      await afterBatch?.();
    } catch (error) {
      onError(error);
    }
    if (!stopped) timer = setTimeout(schedule, pollMs);
  };
  const schedule = () => {
    inFlight = tick();
  };
  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
};
