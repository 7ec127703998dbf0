import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL through Drizzle (inside a transaction too); both drivers answer `{ rows }`. */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};
