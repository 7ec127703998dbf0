import type { Database } from '../db/client';

export type RateLimiter = {
  /** Counts one attempt for each key; false when any of them is over its limit for the window. */
  hit: (keys: string[], limit: number, windowSeconds: number) => Promise<boolean>;
  reset: (key: string) => Promise<void>;
};

/**
 * Fixed windows in the database, so every instance behind a load balancer shares the counts.
 * All keys of one attempt are counted in one statement: it holds the first key's row lock while
 * it counts the next, so simultaneous attempts meet every key in the same order and exactly
 * `limit` of them pass (one key at a time, an attempt could be the 5th on one key and the 6th on
 * the other, and fewer than `limit` passed).
 */
export const createRateLimiter = (database: Database): RateLimiter => ({
  hit: async (keys, limit, windowSeconds) => {
    const distinct = [...new Set(keys)];
    if (distinct.length === 0) return true;
    const rows = await database.query<{ count: number }>(
      `INSERT INTO rate_limits (key, count, window_ends_at)
       VALUES ${distinct.map((_, index) => `($${index + 2}, 1, now() + make_interval(secs => $1))`).join(', ')}
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         window_ends_at = CASE WHEN rate_limits.window_ends_at <= now() THEN excluded.window_ends_at
                               ELSE rate_limits.window_ends_at END
       RETURNING count`,
      [windowSeconds, ...distinct],
    );
    return rows.length === distinct.length && rows.every((row) => row.count <= limit);
  },
  reset: async (key) => {
    await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  },
});
