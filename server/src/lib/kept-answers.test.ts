import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { setupApp } from '../test/helper';
import { countedAtLength, keptAnswer } from './kept-answers';

/** A count that answers what it is told, when it is told: the test decides when each ends. */
const controlledCount = () => {
  const calls: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const count = () =>
    new Promise<number>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, count };
};

describe('keptAnswer', () => {
  afterEach(() => vi.useRealTimers());

  it('counts once for everyone who asks the same key, and again after the TTL while answering the stale figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = {} as Db;
    const { calls, count } = controlledCount();
    const first = keptAnswer(db, 'test', 'a', 60, count);
    const second = keptAnswer(db, 'test', 'a', 60, count);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    // Another key is another count.
    void keptAnswer(db, 'test', 'b', 60, count);
    expect(calls).toHaveLength(2);

    vi.setSystemTime(Date.now() + 61_000);
    // Stale: the old figures at once, one recount behind them, shared.
    expect(await keptAnswer(db, 'test', 'a', 60, count)).toBe(1);
    expect(await keptAnswer(db, 'test', 'a', 60, count)).toBe(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(2);
    await vi.waitFor(async () => expect(await keptAnswer(db, 'test', 'a', 60, count)).toBe(2));
    expect(calls).toHaveLength(3);
  });

  it('keeps no failed count, and counts on every call with a TTL of 0', async () => {
    const db = {} as Db;
    const { calls, count } = controlledCount();
    const failing = keptAnswer(db, 'test', 'a', 60, count);
    calls[0]!.reject(new Error('statement timeout'));
    await expect(failing).rejects.toThrow('statement timeout');
    void keptAnswer(db, 'test', 'a', 60, count);
    expect(calls).toHaveLength(2);
    void keptAnswer(db, 'test', 'z', 0, count);
    void keptAnswer(db, 'test', 'z', 0, count);
    expect(calls).toHaveLength(4);
  });
});

describe('countedAtLength', () => {
  it("runs the count with its own statement timeout, not the request's", async () => {
    const ctx = await setupApp();
    const shown = await countedAtLength(ctx.database.db, 123_000, (tx) => rowsOf<{ statement_timeout: string }>(tx, sql`SHOW statement_timeout`));
    expect(shown[0]?.statement_timeout).toBe('123s');
    const after = await rowsOf<{ statement_timeout: string }>(ctx.database.db, sql`SHOW statement_timeout`);
    expect(after[0]?.statement_timeout).not.toBe('123s');
  });
});
