import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * Figures counted over the whole hub (Início's funnel, the reports) are kept per filter for a TTL:
 * a fresh answer is served as is; a stale one is served at once while one recount runs behind it;
 * only a filter never asked waits for its count. One count at a time per filter and process, so
 * ten administrators opening the same report share one count. A TTL of 0 counts on every call.
 */

type Kept<Answer> = { at: number; answer: Promise<Answer> };

/** Answers kept per store; the oldest go first beyond this many. */
const KEPT_ANSWERS = 50;

const stores = new WeakMap<Db, Map<string, Map<string, Kept<unknown>>>>();

/**
 * A count that reads the whole hub may outlast a request's statement timeout
 * (DB_STATEMENT_TIMEOUT_MS): it runs in a transaction of its own with `timeoutMs` instead, shared
 * by everyone who waits for it.
 */
export const countedAtLength = <Answer>(db: Db, timeoutMs: number, count: (tx: Db) => Promise<Answer>): Promise<Answer> =>
  db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.max(0, Math.floor(timeoutMs))}`));
    return count(tx);
  });

export const keptAnswer = <Answer>(
  db: Db,
  store: string,
  key: string,
  ttlSeconds: number,
  count: () => Promise<Answer>,
): Promise<Answer> => {
  if (ttlSeconds === 0) return count();
  const stored = stores.get(db) ?? new Map<string, Map<string, Kept<unknown>>>();
  stores.set(db, stored);
  const held = (stored.get(store) ?? new Map<string, Kept<unknown>>()) as Map<string, Kept<Answer>>;
  stored.set(store, held as Map<string, Kept<unknown>>);
  const known = held.get(key);
  if (known && Date.now() - known.at < ttlSeconds * 1000) return known.answer;
  const recount: Kept<Answer> = { at: Date.now(), answer: count() };
  // A failed count is not kept: the next request counts again.
  recount.answer.catch(() => {
    if (held.get(key) === recount) held.delete(key);
  });
  if (!known) {
    held.set(key, recount);
    if (held.size > KEPT_ANSWERS) held.delete(held.keys().next().value ?? key);
    return recount.answer;
  }
  // The stale answer stays until the recount has finished.
  known.at = Date.now();
  recount.answer.then(() => held.set(key, recount)).catch(() => undefined);
  return known.answer;
};
