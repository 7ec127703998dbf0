import { describe, expect, it } from 'vitest';
import { setupApp } from '../test/helper';
import { createRateLimiter } from './rate-limit';

const { database } = await setupApp();

const keys = async (): Promise<string[]> =>
  (await database.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key')).map((row) => row.key);

describe('the rate limiter', () => {
  it('counts each key up to its limit within the window', async () => {
    const limiter = createRateLimiter(database);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await limiter.hit(['ip:10.9.9.9'], 3, 60));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('drops the rows of ended windows and keeps the live ones', async () => {
    await database.query(
      `INSERT INTO rate_limits (key, count, window_ends_at) VALUES ('ip:ended', 7, now() - interval '1 minute'), ('email:ended@x.test', 2, now() - interval '1 hour')`,
    );
    await createRateLimiter(database).hit(['ip:10.8.8.8'], 3, 60);
    expect(await keys()).toEqual(['ip:10.8.8.8', 'ip:10.9.9.9']);
  });
});
