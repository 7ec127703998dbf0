import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Lifecycle } from '@hub/contract/fields';
import type { Db } from '../db/client';
import { recordAudit, registerRecordLabel } from './audit';
import { AppError, type ErrorSpec } from './errors';
import { defineList, type ExportQuery, type ListCsv, type ListParts } from './list';
import type { ListTable } from './listing';
import {
  changeRecordStatus,
  findRecord,
  insertRecord,
  updateRecord,
  type RecordSpec,
} from './records';
import { undoStatusChanges, type StatusTable } from './status';
import type { UniqueRule } from './unique';

type ResourceTable = ListTable & { updatedAt: AnyPgColumn };

/**
 * A list-backed entity, declared once: its table and answer, its list (sorts, search, filters,
 * the columns a row carries), its CSV, its lifecycle and its uniqueness. The list, CSV, read,
 * create, update and status routes come from it (`resourceHandlers`); a module writes only what is
 * particular to it. Its list and CSV are a list declaration (lib/list.ts) of its table.
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
  /** The column that names a record in the audit trail (a company's legal name, a voucher's code). */
  label?: AnyPgColumn;
  notFound: ErrorSpec;
  toAnswer: (row: Table['$inferSelect']) => Answer;
  list: ListParts<Table, Query, Listed> & {
    /** A page's row, when it is not the record's answer. */
    toRow?: (row: Pick<Table['$inferSelect'], Listed>) => ListRow;
  };
  csv: ListCsv<Table['$inferSelect'], CsvRow>;
  lifecycle?: Lifecycle<Status>;
  /**
   * What create and update write: the contract's create input (`courseInputSchema`), whose output
   * type the handlers take. A resource with `unique` may type it there instead.
   */
  input?: z.ZodType<Input>;
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
  const { table } = declaration;
  if (declaration.label) registerRecordLabel(declaration.entity, table, declaration.label);
  const spec: RecordSpec<Table, Answer> = declaration;
  const uniqueRules = (values: Input): UniqueRule[] => declaration.unique?.(values) ?? [];
  const { toRow: listedRow, ...parts } = declaration.list;
  const toRow = (listedRow ?? declaration.toAnswer) as (
    row: Pick<Table['$inferSelect'], Listed>,
  ) => ListRow;
  const listed = defineList<Table, Query, Listed, ListRow, CsvRow>({
    ...parts,
    table,
    rowsOf: (_db, rows) => rows.map(toRow),
    csv: declaration.csv,
  });

  const resource = {
    declaration,
    matchingRows: listed.matchingRows,
    list: listed.page,
    csvBatches: listed.csvBatches,
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
    /** Puts back the status changes of a bulk move (`undoStatusChanges`); `label` names each record in the report. */
    undoStatusChanges: (db: Db, request: FastifyRequest, label: AnyPgColumn, changeIds: string[]) =>
      undoStatusChanges(
        db,
        request,
        {
          table: table as unknown as StatusTable,
          entity: declaration.entity,
          label,
          notFound: declaration.notFound,
          scope: declaration.list.scope,
        },
        changeIds,
      ),
    /**
     * The route handlers of its standard operations, for `serveOperations`: a routes file maps
     * each operation of the contract to one of these (`listPartners: handle.list`).
     */
    handlers: (db: Db) => ({
      ...listed.handlers(db),
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
