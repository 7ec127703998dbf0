import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPage, type Page } from '@hub/contract/common';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from './csv';
import { joinAll, type Join } from './joins';
import { selectAll } from './keyset-batches';
import { matching, type ListSearch, type ListTable, type SortExpression } from './listing';
import { isCounted, keptCount, keptGroupCount } from './pages/counts';
import { selectPage } from './pages/plan';
import type { PreparedFilter } from './pages/request';
import type { ExportQuery, ListQuery } from './list';
import { scopeOf, type Scope } from './permissions';

/**
 * A list whose rows carry what other tables say of them (a subscription's company and plan, a
 * process's company and applications), declared once: the table and its joins, the fields a row
 * reads, sorts, the condition of its filters and search key, the answer of a row and its CSV.
 * Its pages are every list's (`selectPage`, lib/pages/plan.ts): by number, or next to a row the client
 * holds (`after`/`before`, keyset), the ids first and the joins read for the page's rows alone, the
 * kept total carried unfiltered, a filter's total counted up to COUNT_CAP unless `exactTotal`; its
 * CSV reads keyset batches, as every export does.
 */
export type JoinedListDeclaration<Row, Answer, Query extends ExportQuery<string>> = {
  table: ListTable;
  /** The other tables a row reads, joined the same way for the page and the CSV. */
  joins: readonly Join[];
  /** The fields a row reads, of the table and its joins; `Row` is what they select. */
  fields: SelectedFields;
  sorts: Record<Query['sort'], SortExpression>;
  /**
   * The one group of its table the list shows (a channel's final failures), whose size triggers
   * keep (migration 0013, `key`): the unfiltered list carries that count, as a counted table's.
   */
  group?: { where: SQL; key: string };
  /**
   * The rows the filters select, and the search key unless the list declares its `search`: then the
   * key is the search's, one statement carrying its total, built once per shape of key (lib/pages/searched.ts).
   */
  where: (query: Query) => SQL | undefined;
  search?: ListSearch;
  /** The rows a limited administrator sees (lib/scope.ts). */
  scope?: (scope: Scope) => SQL | undefined;
  toAnswer: (row: Row) => Answer;
  /** Its CSV, when the list has one. */
  csv?: { file: string; columns: CsvColumn<Answer>[] };
};

export const defineJoinedList = <Row, Answer, Query extends ExportQuery<string>>(
  declaration: JoinedListDeclaration<Row, Answer, Query>,
) => {
  const { table, joins } = declaration;
  const from = (db: Db, fields: SelectedFields) =>
    joinAll(
      db
        .select(fields)
        .from(table as PgTable)
        .$dynamic(),
      joins,
    );
  const counted = isCounted(table);
  const { group } = declaration;
  const groupOf = (db: Db): PreparedFilter | undefined =>
    group && {
      name: `group_${group.key.replace(/\W/g, '_')}`,
      where: group.where,
      total: keptCount(getTableName(table), group.key),
      count: () => keptGroupCount(db, getTableName(table), group.key),
    };

  const sortOf = (query: Query): SortExpression => declaration.sorts[query.sort as Query['sort']];

  const { search } = declaration;
  const whereOf = (query: Query, scope: Scope): SQL | undefined =>
    and(declaration.where(query), declaration.scope?.(scope));
  /** The filters and the key together, as the CSV reads them. */
  const matchedBy = (query: Query, scope: Scope): SQL | undefined =>
    search ? matching(search, query.key, whereOf(query, scope)) : whereOf(query, scope);

  const list = {
    declaration,
    page: async (
      db: Db,
      query: Query & ListQuery<Query['sort']>,
      scope: Scope,
    ): Promise<Page<Answer>> => {
      // Without a search of its own, the key is one of `where`'s conditions: read as a filter.
      const { rows, total, capped } = await selectPage(db, table, whereOf(query, scope), {
        ...query,
        key: search ? query.key : undefined,
        search,
        sort: sortOf(query),
        joins,
        fields: declaration.fields,
        keptCount: counted,
        prepared: groupOf(db),
      });
      return toPage(
        (rows as Row[]).map(declaration.toAnswer),
        total,
        query.page,
        query.limit,
        capped,
      );
    },
    /** One row of the list by its id, read as its page reads it; undefined when it is none of the list's. */
    row: async (db: Db, id: string, scope: Scope): Promise<Answer | undefined> => {
      const [found] = await from(db, declaration.fields)
        .where(and(group?.where, declaration.scope?.(scope), eq(table.id, id)))
        .limit(1);
      return found && declaration.toAnswer(found as Row);
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
        declaration.fields,
        and(group?.where, matchedBy(query, scope)),
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
