import type { Database } from '../db/client';

export type RateLimiter = {
  /** Counts one attempt for each key; false when any of them is over its limit for the window. */
  hit: (keys: string[], limit: number, windowSeconds: number) => Promise<boolean>;
  reset: (key: string) => Promise<void>;
};

/** Fixed windows in the database, so every instance behind a load balancer shares the counts. */
export const createRateLimiter = (database: Database): RateLimiter => ({
  hit: async (keys, limit, windowSeconds) => {
    let allowed = true;
    for (const key of keys) {
      const [row] = await database.query<{ count: number }>(
        `INSERT INTO rate_limits (key, count, window_ends_at)
         VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
           window_ends_at = CASE WHEN rate_limits.window_ends_at <= now() THEN excluded.window_ends_at
                                 ELSE rate_limits.window_ends_at END
         RETURNING count`,
        [key, windowSeconds],
      );
      if (!row || row.count > limit) allowed = false;
    }
    return allowed;
  },
  reset: async (key) => {
    await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  },
});
