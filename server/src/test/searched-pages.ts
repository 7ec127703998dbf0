import { expect } from 'vitest';

type Order = 'asc' | 'desc';
/** A list's answer: its total and its rows' ids. */
export type Listed = { totalItens: number; rows: { id: string }[] };

/**
 * Every page of each key's search, in both orders, against what the search's own conditions find
 * (`matched`, ids in the list's order): the rows page by page, one page past the last, and the
 * total on each (the word starts' and several words' tests, decisions 017 and 054).
 */
export const expectPagesAsMatched = async (
  keys: readonly string[],
  matched: (key: string, order: Order) => Promise<string[]>,
  listed: (key: string, order: Order, page: number, limit: number) => Promise<Listed>,
  limit = 3,
): Promise<void> => {
  for (const key of keys)
    for (const order of ['asc', 'desc'] as const) {
      const expected = await matched(key, order);
      const pages = Math.max(1, Math.ceil(expected.length / limit));
      const found: string[] = [];
      for (let page = 1; page <= pages + 1; page += 1) {
        const answer = await listed(key, order, page, limit);
        expect(answer.totalItens, `${key} ${order} total`).toBe(expected.length);
        found.push(...answer.rows.map((row) => row.id));
      }
      expect(found, `${key} ${order}`).toEqual(expected);
    }
};
