import type { Database } from '../db/client';

export type RateLimiter = {
  /** Counts one attempt for each key in order; false at the first key over its limit, leaving the later ones untouched. */
  hit: (keys: string[], limit: number, windowSeconds: number) => Promise<boolean>;
  reset: (key: string) => Promise<void>;
  /** Takes back one attempt counted in the current window (one that turned out not to count: a success). */
  refund: (key: string) => Promise<void>;
};

/**
 * Fixed windows in the database, so every instance behind a load balancer shares the counts.
 * Counting stops at the first key over its limit: an attempt refused for its address neither
 * spends the email's budget nor adds a row for each email it names, and simultaneous attempts
 * reach the email key only while the address has budget, so exactly `limit` of them pass.
 */
export const createRateLimiter = (database: Database): RateLimiter => {
  let nextPurgeAt = 0;
  /** Ended windows are dropped now and then (once a window at most, per instance): the table holds live counts only. */
  const purgeEnded = async (windowSeconds: number) => {
    if (Date.now() < nextPurgeAt) return;
    nextPurgeAt = Date.now() + windowSeconds * 1000;
    await database.query('DELETE FROM rate_limits WHERE window_ends_at <= now()');
  };
  return {
    hit: async (keys, limit, windowSeconds) => {
      await purgeEnded(windowSeconds);
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
        if (!row || row.count > limit) return false;
      }
      return true;
    },
    reset: async (key) => {
      await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    refund: async (key) => {
      await database.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0 AND window_ends_at > now()', [key]);
    },
  };
};
