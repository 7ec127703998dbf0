import { expect } from 'vitest';
import type { App } from '../app';

type Headers = { authorization: string };

/**
 * Reads a list once per query and holds that every row answers exactly the list's row fields, and
 * that `detail`'s own row (each query must find it) carries the values its detail answers: each
 * query takes another of lib/listing.ts's ways to a page (prepared, keyset, search, filtered).
 */
export const expectListedRows = async (
  app: App,
  headers: Headers,
  list: { path: string; fields: string[]; queries: string[] },
  detail: Record<string, unknown>,
): Promise<void> => {
  const fields = [...list.fields].sort();
  const expected = Object.fromEntries(fields.map((field) => [field, detail[field]]));
  for (const query of list.queries) {
    const response = await app.inject({
      method: 'GET',
      url: `/api${list.path}?${query}&limit=100`,
      headers,
    });
    expect(response.statusCode, query).toBe(200);
    const rows = response.json<{ rows: Record<string, unknown>[] }>().rows;
    for (const row of rows) expect(Object.keys(row).sort(), query).toEqual(fields);
    expect(
      rows.find((row) => row.id === detail.id),
      query,
    ).toEqual(expected);
  }
};
