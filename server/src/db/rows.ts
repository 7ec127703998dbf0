import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL through Drizzle (inside a transaction too); both drivers answer `{ rows }`. */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

/**
 * Raw SQL prepared under `name` on each connection (its values are `sql.placeholder`s): for a raw
 * read nearly every request makes, planned once per connection instead of once per request.
 */
export const preparedRowsOf = <Row>(db: Db, name: string, query: SQL) => {
  const prepared = db._.session.prepareQuery(db.execute(query).getQuery(), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared.execute(values)) as unknown as { rows: Row[] };
    return result.rows;
  };
};
