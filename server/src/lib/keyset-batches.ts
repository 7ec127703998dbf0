import { and, Column, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import { orderOf, type Order, type SortExpression } from './listing';

export const EXPORT_BATCH = 500;

/** What each exported row carries besides its own fields: its place in the order, as text. */
export type KeysetKeys = { keysetSort: string | null; keysetId: string };

/**
 * One batch of an export: the rows after the previous batch's last one (`after`, none for the
 * first), in `orderBy`, at most `limit`, each carrying the `keys` fields as read by `keysetBatches`.
 */
export type ExportBatch = {
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  keys: { keysetSort: SQL<string | null>; keysetId: SQL<string> };
};

/** A list's rows as an export reads them: its order (sort, the id breaking ties) and how one batch is read. */
export type KeysetSource<Row> = {
  sort: SortExpression;
  id: AnyPgColumn | SQL;
  order: Order;
  read: (batch: ExportBatch) => Promise<(Row & KeysetKeys)[]>;
};

/**
 * The rows past `last` in the list's order, as the page orders them: nulls last going up, first going
 * down. Going up, the rows past a value leave the nulls out; `keysetBatches` reads them after.
 */
const pastRow = (source: KeysetSource<unknown>, last: KeysetKeys): SQL => {
  const { sort, id } = source;
  const up = source.order === 'asc';
  if (last.keysetSort === null)
    return up
      ? sql`(${sort} IS NULL AND ${id} > ${last.keysetId})`
      : sql`(${sort} IS NOT NULL OR ${id} < ${last.keysetId})`;
  return sql`(${sort}, ${id}) ${up ? sql`>` : sql`<`} (${last.keysetSort}, ${last.keysetId})`;
};

/**
 * Every row of an export, `size` at a time: each batch starts after the last row of the previous one
 * (keyset, by its sort value and id), so a batch costs the same at row 1 and at row 1,000,000 and no
 * row is read twice or skipped when sort values repeat across a batch's edge. Every CSV reads so.
 */
export async function* keysetBatches<Row>(
  source: KeysetSource<Row>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  const keys = {
    keysetSort: sql<string | null>`(${source.sort})::text`,
    keysetId: sql<string>`(${source.id})::text`,
  };
  const orderBy = orderOf(source.sort, source.id, source.order);
  // A sort expression is never null (SortExpression); a column may be, when it is left joined.
  const mayBeNull = is(source.sort, Column);
  let after: SQL | undefined;
  let nullsLeft = false;
  for (;;) {
    const rows = await source.read({ after, orderBy, limit: size, keys });
    if (rows.length > 0)
      yield rows.map(({ keysetSort: _sort, keysetId: _id, ...row }) => row as Row);
    const last = rows.at(-1);
    if (last && rows.length === size) {
      after = pastRow(source, last);
      nullsLeft = mayBeNull && source.order === 'asc' && last.keysetSort !== null;
    } else if (nullsLeft) {
      after = sql`${source.sort} IS NULL`;
      nullsLeft = false;
    } else return;
  }
}

/** Every row of a select (a table, or a table and its joins) matching `where`, in keyset batches. */
export const selectAll = <Row>(
  from: (fields: SelectedFields) => PgSelect,
  columns: SelectedFields,
  where: SQL | undefined,
  order: { sort: SortExpression; id: AnyPgColumn; order: Order },
  size?: number,
): AsyncGenerator<Row[]> =>
  keysetBatches<Row>(
    {
      ...order,
      read: async (batch) =>
        (await from({ ...columns, ...batch.keys })
          .where(and(where, batch.after))
          .orderBy(...batch.orderBy)
          .limit(batch.limit)) as (Row & KeysetKeys)[],
    },
    size,
  );
