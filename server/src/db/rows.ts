import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL through Drizzle (inside a transaction too); both drivers answer `{ rows }`. */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

/**
 * Raw SQL whose text repeats from request to request (its values are parameters), prepared on each
 * connection under a name drawn from that text: planned once per connection instead of once per
 * request. Only for a small set of texts (a view without filters): each keeps a plan on every connection.
 */
export const preparedRowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const built = db.execute(query).getQuery();
  const name = `raw_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
};
