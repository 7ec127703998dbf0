import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { builtOncePer } from '../db/prepared';
import { groupCounts, rowCounts } from '../db/schema/index';

/** Building blocks of every list: search key, date range, sort, the page and the CSV batches. */

export type Order = 'asc' | 'desc';
/** A sort key's SQL: never null (wrap nullable columns in coalesce), so keyset paging stays exact. */
export type SortExpression = SQL | AnyPgColumn;

export type ListTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

export const escapeLike = (value: string): string =>
  value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An ILIKE pattern matching `key` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (key: string): string => `%${escapeLike(key)}%`;

export const pageOffset = (query: { page: number; limit: number }): number =>
  (query.page - 1) * query.limit;

/**
 * The optimistic-concurrency check of every PUT: the row still has the `updatedAt` the client
 * read. Compared at millisecond precision, the precision of the ISO string the client holds.
 */
export const unchangedSince = (column: AnyPgColumn, updatedAt: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${updatedAt}::timestamptz)`;

/** The status columns every status change writes: the reason, when, and by whom. */
export const statusStamp = (request: FastifyRequest, reason: string | undefined) => {
  const at = new Date();
  return {
    statusReason: reason ?? null,
    statusChangedAt: at,
    statusChangedBy: request.user?.id ?? null,
  };
};

/** ILIKE ignoring accents too ("sao paulo" matches "São Paulo"); the unaccented trigram indexes serve it. */
export const ilikeUnaccented = (column: AnyPgColumn, pattern: string): SQL =>
  sql`immutable_unaccent(${column}) ILIKE immutable_unaccent(${pattern})`;

/** The `key` of a list, once: trimmed text, an ILIKE pattern, and the bare characters of a CPF/CNPJ/CEP. */
export type SearchKey = { text: string; contains: string; compact: string };

export const searchKey = (key: string | undefined): SearchKey | null => {
  const text = key?.trim();
  if (!text) return null;
  return {
    text,
    contains: containsPattern(text),
    compact: text.replace(/[\s./-]/g, '').toUpperCase(),
  };
};

/** Inclusive days, in UTC. */
export const createdBetween = (
  column: AnyPgColumn,
  range: { createdFrom?: string | undefined; createdTo?: string | undefined },
): (SQL | undefined)[] => [
  range.createdFrom ? gte(column, sql`${range.createdFrom}::date`) : undefined,
  range.createdTo ? lt(column, sql`${range.createdTo}::date + 1`) : undefined,
];

/** The id breaks ties, so pages never repeat or skip rows that share a sort value. */
export const orderOf = (expression: SortExpression, id: AnyPgColumn, order: Order): SQL[] =>
  order === 'asc' ? [asc(expression), asc(id)] : [desc(expression), desc(id)];

/** The tables whose size triggers keep in row_counts (migrations 0012 and 0013). */
const COUNTED_TABLES = new Set([
  'candidates',
  'companies',
  'email_log',
  'whatsapp_log',
  'catho_log',
  'kanban_log',
]);
const keptCounts = builtOncePer((db) => ({
  table: db
    .select({ count: rowCounts.count })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, sql.placeholder('tableName')))
    .prepare('kept_row_count'),
  group: db
    .select({ count: groupCounts.count })
    .from(groupCounts)
    .where(
      and(
        eq(groupCounts.tableName, sql.placeholder('tableName')),
        eq(groupCounts.groupKey, sql.placeholder('groupKey')),
      ),
    )
    .prepare('kept_group_count'),
}));

/** The row count the triggers keep for a table of COUNTED_TABLES; undefined for any other. */
export const keptRowCount = async (db: Db, tableName: string): Promise<number | undefined> => {
  if (!COUNTED_TABLES.has(tableName)) return undefined;
  const [kept] = await keptCounts(db).table.execute({ tableName });
  return kept?.count;
};

/** How many rows of a table with group counts (migration 0013) are in one group: 0 before the first. */
export const keptGroupCount = async (
  db: Db,
  tableName: string,
  groupKey: string,
): Promise<number> => {
  const [kept] = await keptCounts(db).group.execute({ tableName, groupKey });
  return kept?.count ?? 0;
};

export const countRows = async (
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> => {
  const kept = where ? undefined : await keptRowCount(db, getTableName(table));
  if (kept !== undefined) return kept;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.count ?? 0;
};

/**
 * `sort` is one of a module's constant SORTS: the default view is prepared once per sort object.
 * `key` is the list's search key and `after`/`before` its keyset cursor, when the module's query
 * has them (it is spread in).
 */
export type PageRequest = {
  sort: SortExpression;
  order: Order;
  page: number;
  limit: number;
  key?: string | undefined;
  after?: string | undefined;
  before?: string | undefined;
};

type Direction = 'after' | 'before';

/**
 * The rows after (or before) the row `id` in the list's order, a keyset condition the sort index
 * seeks to; no row at all when that row is gone.
 */
const beyondRow = (
  table: ListTable,
  sort: SortExpression,
  order: Order,
  id: unknown,
  direction: Direction,
): SQL => {
  const forward = (order === 'asc') === (direction === 'after');
  return sql`(${sort}, ${table.id}) ${forward ? sql`>` : sql`<`} (SELECT ${sort}, ${table.id} FROM ${table} WHERE ${table.id} = ${id})`;
};

/** A page before a row is read walking back from it: the rows come in reverse and are turned round. */
const walkOrder = (order: Order, direction: Direction | null): Order =>
  direction === 'before' ? (order === 'asc' ? 'desc' : 'asc') : order;

/**
 * The page's ids are found first and the rows read after (a deferred join): the offset then walks
 * the sort index alone, not 50,000 full rows, so page 5,000 costs little more than page 1.
 */
const pageRows = (
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number | Placeholder; offset: number | Placeholder },
) => {
  const pageIds = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, pageIds))
    .orderBy(...order);
};

type Window = { limit: number; offset: number };
type Cursor = { id: string; direction: Direction };

/**
 * A list's default view (no filter) is one query per sort, order and cursor direction, built once
 * per database handle and prepared: building the select of a 40-column table costs more than running it.
 */
type UnfilteredPage = { execute: (values: Window & { cursor?: string }) => Promise<unknown[]> };
const unfilteredPages = builtOncePer(() => new Map<string, UnfilteredPage>());

/**
 * A number per sort expression (the modules' SORTS constants) for the prepared statement's name:
 * the same in every handle, so a connection holds one statement per sort, not one per handle.
 */
const sortNumbers = new Map<SortExpression, number>();
const sortNumber = (sort: SortExpression): number => {
  const known = sortNumbers.get(sort);
  if (known !== undefined) return known;
  const next = sortNumbers.size + 1;
  sortNumbers.set(sort, next);
  return next;
};

const unfilteredPage = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  direction: Direction | null,
): UnfilteredPage => {
  const name = `${getTableName(table)}_${direction ?? 'page'}_${sortNumber(request.sort)}_${request.order}`;
  const pages = unfilteredPages(db);
  const known = pages.get(name);
  if (known) return known;
  const where = direction
    ? beyondRow(table, request.sort, request.order, sql.placeholder('cursor'), direction)
    : undefined;
  const prepared = pageRows(
    db,
    table,
    where,
    orderOf(request.sort, table.id, walkOrder(request.order, direction)),
    {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    },
  ).prepare(name);
  pages.set(name, prepared);
  return prepared;
};

/**
 * A search finds its matches once, for the page and the total together: the trigram and prefix
 * bitmap scans of a key cost as much for the count as for the page, so two queries scanned twice.
 * Past the last page there is no row to carry the total, and it is counted apart.
 */
const searchedPage = async (
  db: Db,
  table: ListTable,
  where: SQL,
  request: PageRequest,
  window: Window,
) => {
  const matched = db.$with('matched').as(
    db
      .select({ id: table.id, sortKey: sql`${request.sort}`.as('sort_key') })
      .from(table as PgTable)
      .where(where),
  );
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(...orderOf(sql`${matched.sortKey}`, matched.id, request.order))
    .limit(window.limit)
    .offset(window.offset);
  const found = await db
    .with(matched)
    .select({
      row: getTableColumns(table),
      total: sql<number>`(SELECT count(*)::int FROM ${matched})`,
    })
    .from(table as PgTable)
    .where(inArray(table.id, pageIds))
    .orderBy(...orderOf(request.sort, table.id, request.order));
  const total = found[0]?.total ?? (window.offset === 0 ? 0 : await countRows(db, table, where));
  return { rows: found.map((match) => match.row), total };
};

/** The rows of the page, from the cursor's row when there is one, else counted from the page number. */
const rowsOfPage = (
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  request: PageRequest,
  window: Window,
  cursor: Cursor | null,
) => {
  const start = cursor ? { ...window, offset: 0 } : window;
  if (!where) {
    return unfilteredPage(db, table, request, cursor?.direction ?? null).execute(
      cursor ? { ...start, cursor: cursor.id } : start,
    );
  }
  const keyset =
    cursor && beyondRow(table, request.sort, request.order, cursor.id, cursor.direction);
  const order = orderOf(
    request.sort,
    table.id,
    walkOrder(request.order, cursor?.direction ?? null),
  );
  return pageRows(db, table, and(where, keyset ?? undefined), order, start);
};

const cursorOf = (request: PageRequest): Cursor | null => {
  if (request.after) return { id: request.after, direction: 'after' };
  if (request.before) return { id: request.before, direction: 'before' };
  return null;
};

/**
 * One page of a table's rows matching `where`, and how many match in all. A filter on indexed
 * columns alone (status, UF, dates) runs as two queries at once: its count is cheap and its page
 * walks the sort index, where one scan of every match would cost far more. A page next to the one
 * the client holds starts from that page's edge row (keyset): the index seeks to it, whatever the depth.
 */
export const selectPage = async <Table extends ListTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  request: PageRequest,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> => {
  const window = { limit: request.limit, offset: pageOffset(request) };
  if (where && searchKey(request.key)) {
    const { rows, total } = await searchedPage(db, table, where, request, window);
    return { rows: rows as Table['$inferSelect'][], total };
  }
  const cursor = cursorOf(request);
  const [found, total] = await Promise.all([
    rowsOfPage(db, table, where, request, window, cursor),
    countRows(db, table, where),
  ]);
  const rows = cursor?.direction === 'before' ? found.reverse() : found;
  // The cursor's row is gone (or was the last one): the page number says where the page is.
  const page =
    cursor && rows.length === 0 ? await rowsOfPage(db, table, where, request, window, null) : rows;
  return { rows: page as Table['$inferSelect'][], total };
};

export const EXPORT_BATCH = 500;

/**
 * Every matching row in the list's order, a batch at a time: each batch starts after the last
 * row of the previous one (keyset), so the export costs the same at row 1 and at row 1,000,000.
 */
export async function* selectAll<Table extends ListTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  sort: SortExpression,
  order: Order,
): AsyncGenerator<Table['$inferSelect'][]> {
  let lastId: unknown = null;
  for (;;) {
    const after = lastId === null ? undefined : beyondRow(table, sort, order, lastId, 'after');
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(where, after))
      .orderBy(...orderOf(sort, table.id, order))
      .limit(EXPORT_BATCH)) as (Table['$inferSelect'] & { id: unknown })[];
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    lastId = rows.at(-1)?.id ?? null;
  }
}
