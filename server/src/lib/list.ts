import { and, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPage, type Page } from '@hub/contract/common';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from './csv';
import { scopeOf, type Scope } from './permissions';
import { selectAll } from './keyset-batches';
import {
  matching,
  type AnySearch,
  type ListTable,
  type Order,
  type SortExpression,
} from './listing';
import { selectPage } from './pages/plan';
import { columnsNamed } from './pages/query';

/** What a list's export reads of its query: the filters, the search key and the order. */
export type ExportQuery<Sort extends string> = {
  sort: Sort;
  order: Order;
  key?: string | undefined;
};
/** A list's query: its export's, and the page (by number, or next to a row the client holds). */
export type ListQuery<Sort extends string> = ExportQuery<Sort> & {
  page: number;
  limit: number;
  exactTotal?: boolean | undefined;
  after?: string | undefined;
  before?: string | undefined;
};

/**
 * How a table's list is read: what a resource's list declares (lib/resource.ts), and with its
 * table, rows and CSV a list of its own (defineList).
 */
export type ListParts<
  Table extends ListTable,
  Query extends ExportQuery<string>,
  Listed extends keyof Table['$inferSelect'] & string,
> = {
  sorts: Record<Query['sort'], SortExpression>;
  /** A `ListSearch` (lib/listing.ts, accents ignored), or a `PerKeySearch` when the key's value shapes its SQL. */
  search: AnySearch;
  /** The list's filters, without its search key: the same SQL for the page, the CSV and bulk actions. */
  filters?: (query: Query) => SQL | undefined;
  /** The rows a limited administrator sees (lib/scope.ts), added to the filters of the page, count, CSV and bulk actions. */
  scope?: (scope: Scope) => SQL | undefined;
  /**
   * How many rows a scope holds, when it is kept: a limited administrator's unfiltered page is then
   * a statement prepared once per set of UFs, as the default view is, and carries `kept(ufs)` (a
   * scalar subquery) when it has one, else reads `count`.
   */
  scopedCount?: {
    kept: (ufs: readonly string[]) => SQL<number> | undefined;
    count: (db: Db, ufs: readonly string[]) => Promise<number>;
  };
  /** The columns a page's rows carry, when the list shows fewer than the table holds. */
  columns?: readonly Listed[];
  /** The sorts whose pages by number start from page anchors (lib/page-anchors.ts). */
  anchors?: Partial<Record<Query['sort'], string>>;
  /** Triggers keep the table's size (migration 0012): an unfiltered page reads it instead of counting. */
  keptCount?: boolean;
};

/** A list's CSV: the file's name, its columns, and each batch as they read it. */
export type ListCsv<Row, CsvRow> = {
  file: string;
  columns: CsvColumn<CsvRow>[];
  /** Each batch as its columns read it, when they show more than the row (the names it refers to). */
  rowsOf?: (db: Db, rows: Row[]) => Promise<CsvRow[]>;
};

/**
 * A list of one table, declared once: its table, sorts, search, filters, the rows of a page and
 * its CSV. Its page and CSV routes come from it (`handlers`); a resource (lib/resource.ts) is one of
 * these with a record's read, writes and lifecycle, and the audit trail is one alone.
 */
export type ListDeclaration<
  Table extends ListTable,
  Query extends ExportQuery<string>,
  Listed extends keyof Table['$inferSelect'] & string,
  ListRow,
  CsvRow,
> = ListParts<Table, Query, Listed> & {
  table: Table;
  /** A page's rows from the columns read; given the database, to read once a page what they name. */
  rowsOf: (db: Db, rows: Pick<Table['$inferSelect'], Listed>[]) => ListRow[] | Promise<ListRow[]>;
  csv: ListCsv<Table['$inferSelect'], CsvRow>;
};

/** A number per set of UFs, for the names of the statements prepared for it: short, whatever the set. */
const scopeNumbers = new Map<string, number>();
const scopeNumber = (scope: readonly string[]): number => {
  const key = scope.join(',');
  const known = scopeNumbers.get(key);
  if (known !== undefined) return known;
  scopeNumbers.set(key, scopeNumbers.size + 1);
  return scopeNumbers.size;
};

export const defineList = <
  Table extends ListTable,
  Query extends ExportQuery<string>,
  Listed extends keyof Table['$inferSelect'] & string = keyof Table['$inferSelect'] & string,
  ListRow = Table['$inferSelect'],
  CsvRow = Table['$inferSelect'],
>(
  declaration: ListDeclaration<Table, Query, Listed, ListRow, CsvRow>,
) => {
  const { table, csv } = declaration;
  // One object for every page: the name of its prepared statements says which columns they read.
  const fields =
    declaration.columns &&
    columnsNamed(table as ListTable, declaration.columns as readonly string[]);
  const sortOf = (query: Query): SortExpression => declaration.sorts[query.sort as Query['sort']];

  /** The filters within the administrator's scope. */
  const filtersOf = (query: Query, scope: Scope): SQL | undefined =>
    and(declaration.filters?.(query), declaration.scope?.(scope));

  /** The filters and the search key together, within the scope: what the CSV and a bulk action over the list select. */
  const matchingRows = (query: Query, scope: Scope): SQL | undefined =>
    matching(declaration.search, query.key, filtersOf(query, scope));

  const list = {
    declaration,
    matchingRows,
    page: async (
      db: Db,
      query: Query & ListQuery<Query['sort']>,
      scope: Scope,
    ): Promise<Page<ListRow>> => {
      const { scopedCount } = declaration;
      const inScope = scope ? declaration.scope?.(scope) : undefined;
      const prepared =
        scope && inScope && scopedCount
          ? {
              name: `ufs${scopeNumber(scope)}`,
              where: inScope,
              total: scopedCount.kept(scope),
              count: () => scopedCount.count(db, scope),
            }
          : undefined;
      const filters = prepared ? declaration.filters?.(query) : filtersOf(query, scope);
      const { rows, total, capped } = await selectPage(db, table, filters, {
        ...query,
        prepared,
        sort: sortOf(query),
        search: declaration.search,
        anchors: declaration.anchors?.[query.sort as Query['sort']],
        fields,
        keptCount: declaration.keptCount,
      });
      // The rows carry the declared columns (`fields`).
      const listed = rows as Pick<Table['$inferSelect'], Listed>[];
      return toPage(await declaration.rowsOf(db, listed), total, query.page, query.limit, capped);
    },
    /** The CSV's rows of the list, a batch at a time. */
    csvBatches: async function* (
      db: Db,
      query: Query,
      scope: Scope,
      batchSize?: number,
    ): AsyncGenerator<CsvRow[]> {
      for await (const rows of selectAll<Table['$inferSelect']>(
        (fields) =>
          db
            .select(fields)
            .from(table as PgTable)
            .$dynamic(),
        getTableColumns(table),
        matchingRows(query, scope),
        { sort: sortOf(query), id: table.id, order: query.order },
        batchSize,
      ))
        yield csv.rowsOf ? await csv.rowsOf(db, rows) : (rows as CsvRow[]);
    },
    /** The route handlers of its page and CSV, for `serveOperations`. */
    handlers: (db: Db) => ({
      list: async (request: FastifyRequest & { query: Query & ListQuery<Query['sort']> }) =>
        list.page(db, request.query, await scopeOf(db, request)),
      export: async (request: FastifyRequest & { query: Query }, reply: FastifyReply) =>
        sendCsv(
          reply,
          csv.file,
          csv.columns,
          list.csvBatches(db, request.query, await scopeOf(db, request)),
        ),
    }),
  };
  return list;
};
