import { and, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPage, type Page } from '@hub/contract/common';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from './csv';
import { orderOf, pageOffset, selectAll, type ListTable, type SortExpression } from './listing';
import type { ExportQuery, ListQuery } from './list';
import { scopeOf, type Scope } from './permissions';

/**
 * A list whose rows carry what other tables say of them (a subscription's company and plan, a
 * process's company and applications), declared once: the table and its joins, the columns a row
 * reads, sorts, the condition of its filters and search key, the answer of a row and its CSV.
 * The tables behind these lists hold thousands of rows, not millions: pages are read by offset and
 * counted apart, where a list of one table (lib/list.ts) takes the paths of the large registries;
 * the CSV reads keyset batches, as every export does.
 */
export type JoinedListDeclaration<Row, Answer, Query extends ExportQuery<string>> = {
  table: ListTable;
  /** The other tables a row reads, joined the same way for the page, the count and the CSV. */
  joins: (query: PgSelect) => PgSelect;
  /** The columns a row reads, of the table and its joins; `Row` is what they select. */
  columns: SelectedFields;
  sorts: Record<Query['sort'], SortExpression>;
  /** The rows the filters and the search key select. */
  where: (query: Query) => SQL | undefined;
  /** The rows a limited administrator sees (lib/scope.ts). */
  scope?: (scope: Scope) => SQL | undefined;
  toAnswer: (row: Row) => Answer;
  csv: { file: string; columns: CsvColumn<Answer>[] };
};

export const defineJoinedList = <Row, Answer, Query extends ExportQuery<string>>(
  declaration: JoinedListDeclaration<Row, Answer, Query>,
) => {
  const { table, joins } = declaration;
  const from = (db: Db, fields: SelectedFields) =>
    joins(
      db
        .select(fields)
        .from(table as PgTable)
        .$dynamic(),
    );

  const sortOf = (query: Query): SortExpression => declaration.sorts[query.sort as Query['sort']];

  /** A slice of the rows `where` selects, in the query's order (the id breaks ties). */
  const slice = async (
    db: Db,
    query: Query,
    where: SQL | undefined,
    window: { offset: number; limit: number },
  ): Promise<Answer[]> => {
    const sort = sortOf(query);
    const rows = (await from(db, declaration.columns)
      .where(where)
      .orderBy(...orderOf(sort, table.id, query.order))
      .limit(window.limit)
      .offset(window.offset)) as Row[];
    return rows.map(declaration.toAnswer);
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
      const [rows, [counted]] = await Promise.all([
        slice(db, query, where, { offset: pageOffset(query), limit: query.limit }),
        from(db, { total: sql<number>`count(*)::int` }).where(where),
      ]);
      return toPage(rows, Number(counted?.total ?? 0), query.page, query.limit);
    },
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
      export: async (request: FastifyRequest & { query: Query }, reply: FastifyReply) =>
        sendCsv(
          reply,
          declaration.csv.file,
          declaration.csv.columns,
          list.csvBatches(db, request.query, await scopeOf(db, request)),
        ),
    }),
  };
  return list;
};
