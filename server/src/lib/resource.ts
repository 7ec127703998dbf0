import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPage, type Page } from '@hub/contract/common';
import type { Lifecycle } from '@hub/contract/fields';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from './csv';
import { recordAudit } from './audit';
import { AppError, type ErrorSpec } from './errors';
import {
  matching,
  selectAll,
  selectPage,
  type ListSearch,
  type ListTable,
  type Order,
  type SortExpression,
} from './listing';
import {
  changeRecordStatus,
  findRecord,
  insertRecord,
  updateRecord,
  type RecordSpec,
} from './records';
import type { StatusTable } from './status';
import type { UniqueRule } from './unique';

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
  after?: string | undefined;
  before?: string | undefined;
};

type ResourceTable = ListTable & { updatedAt: AnyPgColumn };

/**
 * A list-backed entity, declared once: its table and answer, its list (sorts, search, filters,
 * the columns a row carries), its CSV, its lifecycle and its uniqueness. The list, CSV, read,
 * create, update and status routes come from it (`resourceHandlers`); a module writes only what is
 * particular to it.
 */
export type ResourceDeclaration<
  Table extends ResourceTable,
  Answer,
  Query extends ExportQuery<string>,
  Input,
  Listed extends keyof Table['$inferSelect'] & string,
  ListRow,
  Status extends string,
  CsvRow,
> = {
  table: Table;
  /** The audit trail's entity (contract/src/audit.ts names it). */
  entity: string;
  notFound: ErrorSpec;
  toAnswer: (row: Table['$inferSelect']) => Answer;
  list: {
    sorts: Record<Query['sort'], SortExpression>;
    search: ListSearch;
    /** The list's filters, without its search key: the same SQL for the page, the CSV and bulk actions. */
    filters?: (query: Query) => SQL | undefined;
    /** The columns a page's rows carry, when the list shows fewer than the table holds. */
    columns?: readonly Listed[];
    /** A page's row, when it is not the record's answer. */
    toRow?: (row: Pick<Table['$inferSelect'], Listed>) => ListRow;
    /** The sorts whose pages by number start from page anchors (lib/page-anchors.ts). */
    anchors?: Partial<Record<Query['sort'], string>>;
    /** Triggers keep the table's size (migration 0012): an unfiltered page reads it instead of counting. */
    keptCount?: boolean;
  };
  csv: {
    file: string;
    columns: CsvColumn<CsvRow>[];
    /** Each batch as its columns read it, when they show more than the row (the names it refers to). */
    rowsOf?: (db: Db, rows: Table['$inferSelect'][]) => Promise<CsvRow[]>;
  };
  lifecycle?: Lifecycle<Status>;
  /** The unique indexes a create or update must not break, each with its 409. */
  unique?: (values: Input) => UniqueRule[];
};

export const defineResource = <
  Table extends ResourceTable,
  Answer,
  Query extends ExportQuery<string>,
  Input extends PgInsertValue<Table>,
  Listed extends keyof Table['$inferSelect'] & string = keyof Table['$inferSelect'] & string,
  ListRow = Answer,
  Status extends string = string,
  CsvRow = Table['$inferSelect'],
>(
  declaration: ResourceDeclaration<Table, Answer, Query, Input, Listed, ListRow, Status, CsvRow>,
) => {
  const { table, list } = declaration;
  const spec: RecordSpec<Table, Answer> = declaration;
  const uniqueRules = (values: Input): UniqueRule[] => declaration.unique?.(values) ?? [];
  const toRow = (list.toRow ?? declaration.toAnswer) as (
    row: Pick<Table['$inferSelect'], Listed>,
  ) => ListRow;

  /** The filters and the search key together: what the CSV and a bulk action over the list select. */
  const matchingRows = (query: Query): SQL | undefined =>
    matching(list.search, query.key, list.filters?.(query));

  const resource = {
    declaration,
    matchingRows,
    list: async (db: Db, query: Query & ListQuery<Query['sort']>): Promise<Page<ListRow>> => {
      const { rows, total } = await selectPage(db, table, list.filters?.(query), {
        ...query,
        sort: list.sorts[query.sort as Query['sort']],
        search: list.search,
        anchors: list.anchors?.[query.sort as Query['sort']],
        columns: list.columns,
        keptCount: list.keptCount,
      });
      return toPage(rows.map(toRow), total, query.page, query.limit);
    },
    /** The CSV's rows of the list, a batch at a time. */
    csvBatches: async function* (db: Db, query: Query): AsyncGenerator<CsvRow[]> {
      const sort = list.sorts[query.sort as Query['sort']];
      for await (const rows of selectAll(db, table, matchingRows(query), sort, query.order))
        yield declaration.csv.rowsOf ? await declaration.csv.rowsOf(db, rows) : (rows as CsvRow[]);
    },
    find: (db: Db, id: string): Promise<Table['$inferSelect']> => findRecord(db, spec, id),
    get: async (db: Db, id: string): Promise<Answer> =>
      declaration.toAnswer(await findRecord(db, spec, id)),
    create: (db: Db, request: FastifyRequest, input: Input): Promise<Answer> =>
      insertRecord(db, request, spec, input, uniqueRules(input)),
    update: (
      db: Db,
      request: FastifyRequest,
      id: string,
      input: Input & { updatedAt: string },
      guard?: (before: Table['$inferSelect']) => void,
    ): Promise<Answer> => {
      const { updatedAt, ...values } = input;
      return updateRecord(db, request, spec, {
        id,
        updatedAt,
        values: values as unknown as PgUpdateSetSource<Table>,
        rules: uniqueRules(values as unknown as Input),
        guard,
      });
    },
    /** Deletes the record, with its audit entry (the row as it was); an unknown id answers the 404. */
    remove: async (db: Db, request: FastifyRequest, id: string): Promise<void> => {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
        if (!deleted) throw new AppError(declaration.notFound);
        await recordAudit(tx, request, {
          action: 'delete',
          entity: declaration.entity,
          entityId: id,
          before: deleted,
        });
      });
    },
    /** Moves the record along its lifecycle; `onMoved` does what else the move does, in its transaction. */
    changeStatus: (
      db: Db,
      request: FastifyRequest,
      id: string,
      body: { status: Status; reason?: string | undefined },
      onMoved?: (tx: Db, from: Status) => Promise<void>,
    ) => {
      if (!declaration.lifecycle) throw new Error(`${declaration.entity} has no lifecycle`);
      // A declared lifecycle means the table has the status columns (schema statusColumns).
      const withStatus = spec as unknown as RecordSpec<Table & StatusTable, Answer>;
      return changeRecordStatus(db, request, withStatus, declaration.lifecycle, id, body, onMoved);
    },
    /**
     * The route handlers of its standard operations, for `serveOperations`: a routes file maps
     * each operation of the contract to one of these (`listPartners: handle.list`).
     */
    handlers: (db: Db) => ({
      list: (request: FastifyRequest & { query: Query & ListQuery<Query['sort']> }) =>
        resource.list(db, request.query),
      export: (request: FastifyRequest & { query: Query }, reply: FastifyReply) =>
        sendCsv(
          reply,
          declaration.csv.file,
          declaration.csv.columns,
          resource.csvBatches(db, request.query),
        ),
      get: (request: IdRequest) => resource.get(db, request.params.id),
      create: (request: FastifyRequest & { body: Input }) =>
        resource.create(db, request, request.body),
      update: (request: IdRequest & { body: Input & { updatedAt: string } }) =>
        resource.update(db, request, request.params.id, request.body),
      remove: async (request: IdRequest) => {
        await resource.remove(db, request, request.params.id);
        return null;
      },
      changeStatus: async (
        request: IdRequest & { body: { status: Status; reason?: string | undefined } },
      ) => (await resource.changeStatus(db, request, request.params.id, request.body)).answer,
    }),
  };
  return resource;
};

type IdRequest = FastifyRequest & { params: { id: string } };
