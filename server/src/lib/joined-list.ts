import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPage, type Page } from '@hub/contract/common';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from './csv';
import {
  countRows,
  cursorOf,
  orderOf,
  pageOffset,
  selectAll,
  walkOrder,
  runPreparedPage,
  type Cursor,
  type ListTable,
  type SortExpression,
} from './listing';
import type { ExportQuery, ListQuery } from './list';
import { scopeOf, type Scope } from './permissions';

/**
 * A table a list's rows read beside their own. An inner join follows a NOT NULL foreign key and a
 * left join keeps every row, so neither changes how many rows match: a count joins only the tables
 * its condition reads.
 */
export type Join = { table: PgTable; on: SQL; left?: boolean };

/** A select with the joins, in their order: the list, its count and a record's read share them. */
export const joinAll = <Query extends PgSelect>(query: Query, joins: readonly Join[]): Query => {
  // A dynamic select joins in place: each join returns the same builder.
  for (const join of joins) {
    if (join.left) query.leftJoin(join.table, join.on);
    else query.innerJoin(join.table, join.on);
  }
  return query;
};

const dialect = new PgDialect();

/** Whether a condition reads `table`: by its name as the SQL writes it (a column, the table, or raw text). */
const reads = (condition: SQL, table: PgTable): boolean =>
  dialect.sqlToQuery(condition).sql.includes(`"${getTableName(table)}"`);

/**
 * A list whose rows carry what other tables say of them (a subscription's company and plan, a
 * process's company and applications), declared once: the table and its joins, the columns a row
 * reads, sorts, the condition of its filters and search key, the answer of a row and its CSV.
 * Its pages are those of every list (lib/listing.ts): by number, or next to a row the client holds
 * (`after`/`before`, keyset), a filter's total counted up to COUNT_CAP unless `exactTotal`; its
 * CSV reads keyset batches, as every export does.
 */
export type JoinedListDeclaration<Row, Answer, Query extends ExportQuery<string>> = {
  table: ListTable;
  /** The other tables a row reads, joined the same way for the page and the CSV. */
  joins: readonly Join[];
  /** The columns a row reads, of the table and its joins; `Row` is what they select. */
  columns: SelectedFields;
  sorts: Record<Query['sort'], SortExpression>;
  /** The rows the filters and the search key select. */
  where: (query: Query) => SQL | undefined;
  /** The rows a limited administrator sees (lib/scope.ts). */
  scope?: (scope: Scope) => SQL | undefined;
  toAnswer: (row: Row) => Answer;
  /** Its CSV, when the list has one. */
  csv?: { file: string; columns: CsvColumn<Answer>[] };
};

type Window = { offset: number; limit: number };

let joinedLists = 0;

export const defineJoinedList = <Row, Answer, Query extends ExportQuery<string>>(
  declaration: JoinedListDeclaration<Row, Answer, Query>,
) => {
  const { table, joins } = declaration;
  // Its prepared statements' names: two lists of one table differ by their number.
  joinedLists += 1;
  const listName = `joined${joinedLists}_${getTableName(table)}`;
  const from = (db: Db, fields: SelectedFields, only: readonly Join[] = joins) =>
    joinAll(
      db
        .select(fields)
        .from(table as PgTable)
        .$dynamic(),
      only,
    );

  const sortOf = (query: Query): SortExpression => declaration.sorts[query.sort as Query['sort']];

  /** The rows after (or before) the row `id` in the list's order: none when that row is gone. */
  const beyondRow = (db: Db, query: Query, { id, direction }: Cursor): SQL => {
    const sort = sortOf(query);
    const forward = (query.order === 'asc') === (direction === 'after');
    const row = from(db, { sort: sql`${sort}`.as('cursor_sort'), id: table.id }).where(eq(table.id, id));
    return sql`(${sort}, ${table.id}) ${forward ? sql`>` : sql`<`} ${row}`;
  };

  /**
   * The unfiltered page by number, prepared once per sort and order (and, for the first page, its
   * size: preparedWindow): parsing and planning the joined select cost more than running it
   * (decision 009).
   */
  const defaultPage = (db: Db, query: Query, window: Window): Promise<Row[]> =>
    runPreparedPage(db, `${listName}_${query.sort}_${query.order}`, window, (planned) =>
      from(db, declaration.columns)
        .orderBy(...orderOf(sortOf(query), table.id, query.order))
        .limit(planned.limit)
        .offset(planned.offset),
    ) as Promise<Row[]>;

  /** A page's rows: `where`, from the cursor's row when there is one, else counted from the page number. */
  const rowsOf = async (
    db: Db,
    query: Query,
    where: SQL | undefined,
    window: Window,
    cursor: Cursor | null,
  ): Promise<Row[]> => {
    if (!where && !cursor) return defaultPage(db, query, window);
    const order = walkOrder(query.order, cursor?.direction ?? null);
    const rows = (await from(db, declaration.columns)
      .where(and(where, cursor ? beyondRow(db, query, cursor) : undefined))
      .orderBy(...orderOf(sortOf(query), table.id, order))
      .limit(window.limit)
      .offset(cursor ? 0 : window.offset)) as Row[];
    return cursor?.direction === 'before' ? rows.reverse() : rows;
  };

  /** How many rows match, over the joins the condition reads alone; unfiltered, the kept size when there is one. */
  const countOf = (db: Db, where: SQL | undefined, exact: boolean | undefined) => {
    const needed = where ? joins.filter((join) => reads(where, join.table)) : [];
    return countRows(db, table as PgTable, where, {
      keptCount: true,
      exact,
      from: (fields) => from(db, fields, needed),
    });
  };

  const whereOf = (query: Query, scope: Scope): SQL | undefined =>
    and(declaration.where(query), declaration.scope?.(scope));

  const list = {
    declaration,
    page: async (
      db: Db,
      query: Query & ListQuery<Query['sort']>,
      scope: Scope,
    ): Promise<Page<Answer>> => {
      const where = whereOf(query, scope);
      const window = { offset: pageOffset(query), limit: query.limit };
      const cursor = cursorOf(query);
      const [found, { total, capped }] = await Promise.all([
        rowsOf(db, query, where, window, cursor),
        countOf(db, where, query.exactTotal),
      ]);
      // The cursor's row is gone (or was the last one): the page number says where the page is.
      const rows =
        cursor && found.length === 0 ? await rowsOf(db, query, where, window, null) : found;
      return toPage(rows.map(declaration.toAnswer), total, query.page, query.limit, capped);
    },
    /** The CSV's rows, a batch at a time. */
    csvBatches: async function* (
      db: Db,
      query: Query,
      scope: Scope,
      batchSize?: number,
    ): AsyncGenerator<Answer[]> {
      const order = { sort: sortOf(query), id: table.id, order: query.order };
      for await (const rows of selectAll<Row>(
        (fields) => from(db, fields),
        declaration.columns,
        whereOf(query, scope),
        order,
        batchSize,
      ))
        yield rows.map(declaration.toAnswer);
    },
    /** The route handlers of its page and CSV, for `serveOperations`. */
    handlers: (db: Db) => ({
      list: async (request: FastifyRequest & { query: Query & ListQuery<Query['sort']> }) =>
        list.page(db, request.query, await scopeOf(db, request)),
      export: async (request: FastifyRequest & { query: Query }, reply: FastifyReply) => {
        const { csv } = declaration;
        if (!csv) throw new Error(`the list of ${getTableName(table)} has no CSV`);
        return sendCsv(
          reply,
          csv.file,
          csv.columns,
          list.csvBatches(db, request.query, await scopeOf(db, request)),
        );
      },
    }),
  };
  return list;
};
