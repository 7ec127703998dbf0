import {
  eq,
  getTableColumns,
  getTableName,
  inArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import { PAGE_SIZES } from '@hub/contract/common';
import type { Db } from '../../db/client';
import { builtOnceNamed, type Planning, type Preparable } from '../../db/prepared';
import { joinAll, joinsRead } from '../joins';
import { orderOf, type ListTable, type Order, type SortExpression } from '../listing';
import { rememberedOr, versionOf } from '../remembered-totals';
import type { Direction, PageRequest } from './request';

/**
 * The selects every strategy of a page is made of: its columns and joins, its window (prepared or
 * not), a keyset from a row, the ids of a page then its rows, and a search's matches with their count.
 */

/** A page's columns: the request's fields, or every column of the table. */
export const listedColumns = (
  table: ListTable,
  request: PageRequest,
): Record<string, AnyPgColumn> =>
  // Flat fields (columns and aliased SQL) select alike; the type names the columns alone.
  (request.fields as Record<string, AnyPgColumn> | undefined) ?? getTableColumns(table);

/** Some of a table's columns by name, as the fields a list's rows carry (`PageRequest.fields`). */
export const columnsNamed = <
  Table extends ListTable,
  Name extends keyof Table['_']['columns'] & string,
>(
  table: Table,
  names: readonly Name[],
): Pick<Table['_']['columns'], Name> => {
  const all: Record<string, AnyPgColumn> = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<
    Table['_']['columns'],
    Name
  >;
};

/**
 * `fields` of the list's table with its joins: every one (`reading` absent), or those `reading`
 * reads (a page's ids, a keyset's row, a count).
 */
export const selectFrom = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  fields: SelectedFields,
  reading?: readonly (SQL | AnyPgColumn | undefined)[],
) => {
  const joins = request.joins ?? [];
  return joinAll(
    db
      .select(fields)
      .from(table as PgTable)
      .$dynamic(),
    reading ? joinsRead(joins, reading) : joins,
  );
};

/**
 * The rows after (or before) the row `id` in the list's order, a keyset condition the sort index
 * seeks to; no row at all when that row is gone.
 */
export const beyondRow = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  id: string | Placeholder,
  direction: Direction,
): SQL => {
  const { sort } = request;
  const forward = (request.order === 'asc') === (direction === 'after');
  const row = selectFrom(
    db,
    table,
    request,
    { sort: sql`${sort}`.as('cursor_sort'), id: table.id },
    [sort],
  ).where(eq(table.id, id));
  return sql`(${sort}, ${table.id}) ${forward ? sql`>` : sql`<`} ${row}`;
};

/** A page before a row is read walking back from it: the rows come in reverse and are turned round. */
export const walkOrder = (order: Order, direction: Direction | null): Order =>
  direction === 'before' ? (order === 'asc' ? 'desc' : 'asc') : order;

export type Window = { limit: number; offset: number };
/** A page's window as values, or as the placeholders of a prepared page. */
export type WindowOf = { limit: number | Placeholder; offset: number | Placeholder };
export const WINDOW_PLACEHOLDERS: WindowOf = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * A page's window as its prepared statement holds it. PostgreSQL plans a LIMIT it cannot read for
 * a tenth of the rows, so a page whose window is a parameter was planned anew at every execution
 * (planning cost more than the run). The first page at a size the lists offer has its size written
 * in: no parameter is left and the statement is planned once per connection. Drizzle's `limit`
 * writes an SQL chunk as it is (listing.test.ts pins it) and leaves out an offset of 0.
 */
export const preparedWindow = (
  window: Window,
): { name: string; window: WindowOf; values: Partial<Window> } =>
  window.offset === 0 && (PAGE_SIZES as readonly number[]).includes(window.limit)
    ? {
        name: `_first${window.limit}`,
        window: { limit: sql.raw(String(window.limit)) as unknown as Placeholder, offset: 0 },
        values: {},
      }
    : { name: '', window: WINDOW_PLACEHOLDERS, values: window };

/**
 * A page's statement, prepared once under `name` with its window (`preparedWindow`), run with
 * `values` and the window's own.
 */
export const runPreparedPage = (
  db: Db,
  name: string,
  window: Window,
  build: (window: WindowOf) => Preparable,
  values: Record<string, unknown> = {},
): Promise<unknown[]> => {
  const planned = preparedWindow(window);
  return builtOnceNamed(db, `${name}${planned.name}`, 'once', () => build(planned.window)).execute({
    ...values,
    ...planned.values,
  });
};

/**
 * The rows a page holds: those matching `where`, in `order`, within `window`. `filters` is the part
 * of `where` that may read the list's joins (a keyset reads those of the sort).
 */
export type PageSpec = {
  where: SQL | undefined;
  filters: SQL | undefined;
  order: SQL[];
  window: WindowOf;
};

export const pageIdsOf = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  { where, filters, order, window }: PageSpec,
) =>
  selectFrom(db, table, request, { id: table.id }, [filters, request.sort])
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);

/**
 * Past the first rows, the page's ids are found first and the rows read after (a deferred join):
 * the offset then walks the sort index alone (and the joins its filters and sort read), not 50,000
 * full rows, so page 5,000 costs little more than page 1. Skipping nothing, a page reads its rows
 * at once: the two selects cost their planning for nothing.
 */
export const pageRows = (db: Db, table: ListTable, request: PageRequest, page: PageSpec) =>
  page.window.offset === 0
    ? selectFrom(db, table, request, listedColumns(table, request))
        .where(page.where)
        .orderBy(...page.order)
        .limit(page.window.limit)
    : rowsOfIds(
        db,
        table,
        request,
        inArray(table.id, pageIdsOf(db, table, request, page)),
        page.order,
      );

/** A page's rows, read by the ids `chosen` names (a walk of the sort index, or an anchored seek). */
export const rowsOfIds = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  chosen: SQL,
  order: SQL[],
) =>
  selectFrom(db, table, request, listedColumns(table, request))
    .where(chosen)
    .orderBy(...order);

/** An unfiltered page of a counted table carries its kept total: one round trip where two were. */
export const rowsOfIdsWithTotal = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  total: SQL<number>,
  chosen: SQL,
  order: SQL[],
) =>
  selectFrom(db, table, request, { row: listedColumns(table, request), total })
    .where(chosen)
    .orderBy(...order);

/**
 * A search finds its matches once, for the page and the total together: the trigram and prefix
 * bitmap scans of a key cost as much for the count as for the page, so two queries scanned twice.
 */
export const searchRows = (
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  request: PageRequest,
  window: WindowOf,
) => matchedRows(db, table, rowsMatching(db, table, where, request), request, window);

/** A search's matches, however found: their ids and sort values. */
export type Matches = TypedQueryBuilder<{ id: SQL.Aliased; sortKey: SQL.Aliased }>;

/**
 * A search's matches read two ways: `paged` holds at least the rows of the page and those before
 * it, `counted` every match, possibly more than once (none when only the rows are wanted).
 */
export type MatchesApart = { paged: Matches; counted: Matches | undefined };

/**
 * The ids and sort values of the rows `where` selects: a search's matches, with the joins its
 * condition and sort read (a process's company, by whose name it is sorted or scoped).
 */
export const rowsMatching = (
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  request: PageRequest,
) =>
  joinAll(
    db
      .select({ id: sql`${table.id}`.as('id'), sortKey: sql`${request.sort}`.as('sort_key') })
      .from(table as PgTable)
      .$dynamic(),
    joinsRead(request.joins ?? [], [where, request.sort]),
  ).where(where);

/**
 * The page of a search's matches (ids and sort values, however found) in the request's order, each
 * row carrying how many match.
 */
export const matchedRows = (
  db: Db,
  table: ListTable,
  matches: Matches | MatchesApart,
  request: PageRequest,
  window: WindowOf,
) => {
  const apart = 'paged' in matches;
  const matched = db.$with('matched').as(apart ? matches.paged : matches);
  const counted =
    apart && matches.counted
      ? sql<number>`(SELECT count(DISTINCT counted.id)::int FROM (${matches.counted}) counted)`
      : undefined;
  // A count apart is remembered at its table's version, where the table has one (decision 041).
  const total = !apart
    ? sql<number>`(SELECT count(*)::int FROM ${matched})`
    : counted
      ? rememberedOr(table as PgTable, counted)
      : sql<number>`NULL::int`;
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(...orderOf(sql`${matched.sortKey}`, sql`${matched.id}`, request.order))
    .limit(window.limit)
    .offset(window.offset);
  return joinAll(
    db
      .with(matched)
      .select({
        row: listedColumns(table, request),
        total,
        ...(counted ? { version: versionOf(table as PgTable) } : {}),
      })
      .from(table as PgTable)
      .$dynamic(),
    request.joins ?? [],
  )
    .where(inArray(table.id, pageIds))
    .orderBy(...orderOf(request.sort, table.id, request.order));
};

/**
 * A number per module constant a query's SQL depends on (a sort expression of SORTS, a list's
 * fields) for the query's key: the same in every handle, so a handle builds one query per sort.
 */
type QueryConstant = SortExpression | SelectedFields;
const constantNumbers = new Map<QueryConstant, number>();
const constantNumber = (constant: QueryConstant): number => {
  const known = constantNumbers.get(constant);
  if (known !== undefined) return known;
  const next = constantNumbers.size + 1;
  constantNumbers.set(constant, next);
  return next;
};

/** The key a built query is known by (`builtOnceNamed`; its statement is named after its SQL). */
export const queryName = (table: ListTable, kind: string, request: PageRequest): string => {
  const columns = request.fields ? `_fields${constantNumber(request.fields)}` : '';
  const where = request.prepared ? `_${request.prepared.name}` : '';
  return `${getTableName(table)}_${kind}_${constantNumber(request.sort)}${columns}${where}_${request.order}`;
};

/** A page's row, the search's total, and the table's version where the total is remembered. */

export type Found = { row: unknown; total: number; version?: string | null };

/**
 * A condition tested on each match of a search, one probe per row: the trigram scans' row estimates
 * are often ten times the matches, and the planner then hashed the whole scope (SP's 260,000
 * entries) for a thousand matches. OFFSET 0 keeps the subquery from being pulled up into a join.
 */
export const eachMatch = (condition: SQL): SQL =>
  sql`EXISTS (SELECT 1 WHERE ${condition} OFFSET 0)`;

/**
 * A search's rows and exact total, which its rows carry (`run` reads a window of them): past the
 * last page no row carries it, and the first page's first row is read for it. `version` is the
 * table's, where the total was counted apart to be remembered.
 */
export const withFirstTotal = async (
  window: Window,
  run: (window: Window) => Promise<Found[]>,
): Promise<{ rows: unknown[]; total: number; version: string | null | undefined }> => {
  const found = await run(window);
  const first =
    found[0] ?? (window.offset === 0 ? undefined : (await run({ limit: 1, offset: 0 }))[0]);
  return {
    rows: found.map((match) => match.row),
    total: first?.total ?? 0,
    version: first?.version,
  };
};

/**
 * How a search's statement is planned. A generic plan, which PostgreSQL adopts after five
 * executions of a named statement when it looks no dearer, walks every trigram index for a key too
 * short to have trigrams, where a plan for the value may scan: a key is planned for its value, unless
 * its form plans alike for every value (a key range, decision 043) and no prepared filter's rows are
 * rechecked (decision 038), or the table is small (`plannedOnce`).
 */
export const searchPlanning = ({
  alikeForEveryValue,
  scoped,
  plannedOnce,
}: {
  alikeForEveryValue: boolean;
  scoped: boolean;
  plannedOnce: boolean | undefined;
}): Planning => {
  if (alikeForEveryValue && !scoped) return 'once for every value';
  return plannedOnce ? 'once' : 'per execution';
};
