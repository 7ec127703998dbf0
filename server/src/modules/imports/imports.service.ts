import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  fieldOfHeader,
  foldHeader,
  IMPORT_FIELDS,
  importPersonalKind,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_RESOURCE_LABELS,
  IMPORT_RESOURCES,
  IMPORT_RUNNING,
  type Import,
  type ImportColumn,
  type ImportListQuery,
  type ImportMappingBody,
  type ImportResource,
  type ImportRow,
  type ImportRowsQuery,
  type ImportRowState,
  type ImportStartBody,
  type ImportStatus,
} from '@hub/contract/imports';
import { toPage, type Page } from '@hub/contract/common';
import { maskPersonal, type PersonalKind } from '@hub/contract/personal-data';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { importMappings, importRows, imports } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { csvCell, csvLine, sendCsv, type CsvColumn } from '../../lib/csv';
import { AppError, type ErrorSpec, type Issue } from '../../lib/errors';
import { selectAll } from '../../lib/keyset-batches';
import { ilikeUnaccented, searchKey, termsOf, textHolds, type ListSearch } from '../../lib/listing';
import { selectPage } from '../../lib/pages/plan';
import type { PreparedFilter } from '../../lib/pages/request';
import type { Join } from '../../lib/joins';
import { scopeOf } from '../../lib/permissions';
import { seesPersonalData } from '../../lib/personal-data';
import { iso } from '../../lib/records';
import { importInScope } from '../../lib/scope';
import { currentUser } from '../../plugins/auth';
import { actorNames } from '../audit/audit-entries';
import { columnOf, IMPORT_TARGETS, type ImportTarget } from './import-targets';
import { ImportErrors, rowsWithErrors, tooManyColumns, wrongResource } from './imports.errors';
import { formatLabel, headersOf, sheetLines, sniffSheet, type SheetFormat } from './spreadsheet';
import { putWorkbookInReadingOrder } from './workbook-archive';

type StoredImport = typeof imports.$inferSelect;

export const formatOf = (
  row: Pick<StoredImport, 'fileType' | 'encoding' | 'delimiter'>,
): SheetFormat =>
  row.fileType === 'xlsx'
    ? { type: 'xlsx' }
    : {
        type: 'csv',
        encoding: row.encoding === 'windows-1252' ? 'windows-1252' : 'utf-8',
        delimiter: row.delimiter === ';' || row.delimiter === '\t' ? row.delimiter : ',',
      };

export const columnsOf = (row: Pick<StoredImport, 'headers' | 'mapping'>): ImportColumn[] =>
  row.headers.map((header, index) => ({ index, header, field: row.mapping[index] ?? null }));

const toImport = (row: StoredImport, names: Map<string, string>): Import => ({
  id: row.id,
  resource: row.resource as ImportResource,
  status: row.status as ImportStatus,
  fileName: row.fileName,
  format: formatLabel(formatOf(row)),
  columns: columnsOf(row),
  onMatch: row.onMatch as Import['onMatch'],
  validOnly: row.validOnly,
  counts: {
    total: row.totalRows,
    processed: row.processedRows,
    invalid: row.invalidRows,
    matches: row.matchRows,
    warnings: row.warningRows,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    removed: row.removed,
    restored: row.restored,
    kept: row.kept,
  },
  error: row.error,
  createdByName: (row.createdBy && names.get(row.createdBy)) ?? row.createdByEmail,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  finishedAt: iso(row.finishedAt),
  undoneAt: iso(row.undoneAt),
});

const answerAll = async (db: Db, rows: StoredImport[]): Promise<Import[]> => {
  const names = await actorNames(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => toImport(row, names));
};

const answer = async (db: Db, row: StoredImport): Promise<Import> =>
  (await answerAll(db, [row]))[0] as Import;

const findImport = async (db: Db, id: string): Promise<StoredImport> => {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  if (!row) throw new AppError(ImportErrors.notFound);
  return row;
};

export const getImport = async (db: Db, id: string): Promise<Import> =>
  answer(db, await findImport(db, id));

/** The imports the signed-in administrator sees: a limited one's own (lib/scope.ts importInScope). */
const importsSeen = async (db: Db, request: FastifyRequest): Promise<SQL | undefined> =>
  importInScope(await scopeOf(db, request), currentUser(request).id);

/** What the list finds by its search key: the file's name, accents and case ignored. */
const IMPORT_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) => textHolds(imports.fileName, terms),
};

/** The spreadsheets sent, newest first by default, paged as every list is (lib/listing.ts selectPage). */
export const listImports = async (
  db: Db,
  request: FastifyRequest,
  query: ImportListQuery,
): Promise<Page<Import>> => {
  const filters = and(
    await importsSeen(db, request),
    query.resource ? eq(imports.resource, query.resource) : undefined,
    query.status ? eq(imports.status, query.status) : undefined,
  );
  const { rows, total, capped } = await selectPage(db, imports, filters, {
    ...query,
    sort: imports.createdAt,
    search: IMPORT_SEARCH,
  });
  return toPage(await answerAll(db, rows), total, query.page, query.limit, capped);
};

export const listRunningImports = async (
  db: Db,
  request: FastifyRequest,
): Promise<{ rows: Import[] }> => {
  const rows = await db
    .select()
    .from(imports)
    .where(and(inArray(imports.status, [...IMPORT_RUNNING]), await importsSeen(db, request)))
    .orderBy(asc(imports.createdAt));
  return { rows: await answerAll(db, rows) };
};

/* ---------- Upload: streamed to disk, checked, scanned, stored ---------- */

const SAMPLE_BYTES = 64 * 1024;
const MISSING_FILE: ErrorSpec = {
  kind: 'bad_request',
  message: 'Envie a planilha no campo "file"',
  field: 'file',
};
const MALFORMED: ErrorSpec = {
  kind: 'bad_request',
  message: 'Envio de arquivo malformado: tente enviar o arquivo de novo',
  field: 'file',
};

/** The one file of the request written to `target` as it arrives, refused past the limit; answers its first bytes. */
const receiveFile = async (
  request: FastifyRequest,
  target: string,
): Promise<{ sample: Buffer; name: string }> => {
  if (!request.isMultipart()) throw new AppError(MISSING_FILE);
  let part;
  try {
    part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new AppError(ImportErrors.tooLarge);
    throw new AppError(MALFORMED);
  }
  if (!part) throw new AppError(MISSING_FILE);
  const chunks: Buffer[] = [];
  let sampled = 0;
  const sampler = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (sampled < SAMPLE_BYTES) {
        chunks.push(chunk.subarray(0, SAMPLE_BYTES - sampled));
        sampled += Math.min(chunk.length, SAMPLE_BYTES - sampled);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, sampler, createWriteStream(target));
  } catch {
    throw new AppError(MALFORMED);
  }
  if (part.file.truncated) throw new AppError(ImportErrors.tooLarge);
  return { sample: Buffer.concat(chunks), name: part.filename || 'planilha' };
};

/** The header and the number of data lines, read through the whole file; its shape refused early. */
const scanFile = async (
  filePath: string,
  format: SheetFormat,
): Promise<{ headers: string[]; rows: number }> => {
  let headers: string[] | null = null;
  let rows = 0;
  const stream = createReadStream(filePath);
  try {
    for await (const { cells } of sheetLines(stream, format)) {
      if (headers) {
        rows += 1;
        continue;
      }
      headers = headersOf(cells);
      if (headers.length > IMPORT_MAX_COLUMNS) throw new AppError(tooManyColumns(headers.length));
      if (headers.some((header) => header === '')) throw new AppError(ImportErrors.noHeader);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ImportErrors.unreadableCsv);
  } finally {
    stream.destroy();
  }
  if (!headers) throw new AppError(ImportErrors.empty);
  if (rows === 0) throw new AppError(ImportErrors.headerOnly);
  return { headers, rows };
};

/** The field of each header: the mapping remembered for the registry first, then the headers' own names. */
const suggestMapping = (
  resource: ImportResource,
  headers: string[],
  remembered: Record<string, string>,
): (string | null)[] => {
  const fields = new Set(IMPORT_FIELDS[resource].map((field) => field.field));
  const taken = new Set<string>();
  return headers.map((header) => {
    const kept = remembered[foldHeader(header)];
    const field = kept && fields.has(kept) ? kept : fieldOfHeader(resource, header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
};

const requiredFields = (resource: ImportResource): string[] =>
  IMPORT_FIELDS[resource].filter((field) => field.required).map((field) => field.field);

/** A sheet whose headers name every required field of another registry, and not of this one, is in the wrong place. */
const assertRightResource = (resource: ImportResource, headers: string[]): void => {
  const covers = (candidate: ImportResource) => {
    const found = new Set(headers.map((header) => fieldOfHeader(candidate, header)));
    return requiredFields(candidate).every((field) => found.has(field));
  };
  if (covers(resource)) return;
  const other = IMPORT_RESOURCES.find((candidate) => candidate !== resource && covers(candidate));
  if (other) throw new AppError(wrongResource(other, resource));
};

const rememberedOf = async (db: Db, resource: ImportResource): Promise<Record<string, string>> => {
  const [row] = await db.select().from(importMappings).where(eq(importMappings.resource, resource));
  return row?.mapping ?? {};
};

export const uploadImport = async (
  deps: Deps,
  request: FastifyRequest,
  resource: ImportResource,
): Promise<Import> => {
  const user = request.user;
  const temp = path.join(os.tmpdir(), `hub-import-${randomUUID()}`);
  try {
    const { sample, name } = await receiveFile(request, temp);
    const format = sniffSheet(sample);
    if (format.type === 'xlsx') await putWorkbookInReadingOrder(temp);
    const { headers, rows } = await scanFile(temp, format);
    assertRightResource(resource, headers);
    const mapping = suggestMapping(resource, headers, await rememberedOf(deps.db, resource));
    const key = `imports/${randomUUID()}.${format.type}`;
    await deps.storage.putFile(
      key,
      temp,
      format.type === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv',
    );
    const [row] = await deps.db
      .insert(imports)
      .values({
        resource,
        fileKey: key,
        fileName: name.slice(0, 200),
        fileType: format.type,
        encoding: format.type === 'csv' ? format.encoding : null,
        delimiter: format.type === 'csv' ? format.delimiter : null,
        headers,
        mapping,
        totalRows: rows,
        createdBy: user?.id ?? null,
        createdByEmail: user?.email ?? null,
        ip: request.ip,
      })
      .returning();
    if (!row) throw new Error('import insert returned nothing');
    return answer(deps.db, row);
  } finally {
    await fs.rm(temp, { force: true });
  }
};

/* ---------- Mapping, start, cancel, undo: each moves the job along ---------- */

const mappingIssues = (
  resource: ImportResource,
  headers: string[],
  body: ImportMappingBody,
): Issue[] => {
  const fields = IMPORT_FIELDS[resource];
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  for (const column of body.columns) {
    if (column.index >= headers.length) {
      issues.push({ path: 'columns', message: 'Coluna inexistente na planilha' });
      continue;
    }
    if (column.field === null) continue;
    const field = fields.find((candidate) => candidate.field === column.field);
    if (!field) {
      issues.push({
        path: 'columns',
        message: `Campo desconhecido em ${IMPORT_RESOURCE_LABELS[resource]}: ${column.field}`,
      });
      continue;
    }
    const earlier = seen.get(field.field);
    if (earlier !== undefined)
      issues.push({
        path: 'columns',
        message: `As colunas "${headers[earlier]}" e "${headers[column.index]}" estão associadas ao mesmo campo (${field.label})`,
      });
    seen.set(field.field, column.index);
  }
  for (const field of fields)
    if (field.required && !seen.has(field.field))
      issues.push({ path: 'columns', message: `Associe uma coluna ao campo ${field.label}` });
  return issues;
};

/** Moves the import to `to` if it is still in one of `from`; answers the row, or the conflict. */
const moveImport = async (
  db: Db,
  id: string,
  from: ImportStatus[],
  refused: ErrorSpec,
  values: Partial<typeof imports.$inferInsert>,
): Promise<StoredImport> => {
  const [moved] = await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(imports.id, id), inArray(imports.status, from)))
    .returning();
  if (moved) return moved;
  await findImport(db, id);
  throw new AppError(refused);
};

/** A fresh phase: its cursor at the start, its counter at zero, no lease held. */
const PHASE_START = { cursor: 0, processedRows: 0, leaseUntil: null } as const;

export const mapImportColumns = async (
  db: Db,
  id: string,
  body: ImportMappingBody,
): Promise<Import> => {
  const current = await findImport(db, id);
  if (current.status !== 'mapping' && current.status !== 'ready')
    throw new AppError(ImportErrors.notMapping);
  const resource = current.resource as ImportResource;
  const issues = mappingIssues(resource, current.headers, body);
  if (issues.length > 0)
    throw new AppError(
      { kind: 'bad_request', message: issues[0]?.message ?? 'Associação inválida' },
      issues,
    );
  const mapping = current.headers.map(
    (_header, index) => body.columns.find((column) => column.index === index)?.field ?? null,
  );
  const remembered = Object.fromEntries(
    current.headers.flatMap((header, index) =>
      mapping[index] ? [[foldHeader(header), mapping[index]]] : [],
    ),
  );
  const moved = await db.transaction(async (tx) => {
    await tx.delete(importRows).where(eq(importRows.importId, id));
    await tx
      .insert(importMappings)
      .values({ resource, mapping: remembered })
      .onConflictDoUpdate({
        target: importMappings.resource,
        set: { mapping: remembered, updatedAt: new Date() },
      });
    return moveImport(tx, id, ['mapping', 'ready'], ImportErrors.notMapping, {
      ...PHASE_START,
      status: 'validating',
      mapping,
      invalidRows: 0,
      matchRows: 0,
      warningRows: 0,
    });
  });
  return answer(db, moved);
};

export const startImport = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: ImportStartBody,
): Promise<Import> => {
  const current = await findImport(db, id);
  if (current.status !== 'ready') throw new AppError(ImportErrors.notReady);
  if (current.invalidRows >= current.totalRows) throw new AppError(ImportErrors.noValidRows);
  if (current.invalidRows > 0 && !body.validOnly)
    throw new AppError(rowsWithErrors(current.invalidRows));
  const moved = await db.transaction(async (tx) => {
    const row = await moveImport(tx, id, ['ready'], ImportErrors.notReady, {
      ...PHASE_START,
      status: 'importing',
      onMatch: body.onMatch,
      validOnly: body.validOnly,
    });
    await recordAudit(tx, request, {
      action: 'import.start',
      entity: 'imports',
      entityId: id,
      after: {
        cadastro: IMPORT_RESOURCE_LABELS[current.resource as ImportResource],
        arquivo: current.fileName,
        linhas: current.totalRows,
      },
    });
    return row;
  });
  return answer(db, moved);
};

export const cancelImport = async (deps: Deps, id: string): Promise<Import> => {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await moveImport(tx, id, ['mapping', 'ready'], ImportErrors.notCancellable, {
      status: 'cancelled',
      finishedAt: new Date(),
    });
    await tx.delete(importRows).where(eq(importRows.importId, id));
    return row;
  });
  await deps.storage.remove(moved.fileKey);
  return answer(deps.db, moved);
};

export const undoImport = async (db: Db, request: FastifyRequest, id: string): Promise<Import> => {
  const moved = await db.transaction(async (tx) => {
    const row = await moveImport(tx, id, ['done'], ImportErrors.notDone, {
      ...PHASE_START,
      status: 'undoing',
    });
    await recordAudit(tx, request, { action: 'import.undo', entity: 'imports', entityId: id });
    return row;
  });
  return answer(db, moved);
};

/* ---------- Rows: the preview and the report, a page at a time ---------- */

/** The personal data each column of the import holds (decision 030), none for most. */
const personalColumnsOf = (row: StoredImport): (PersonalKind | undefined)[] =>
  columnsOf(row).map((column) => importPersonalKind(row.resource as ImportResource, column));

/** A line's cells as a profile without 'ver dados pessoais completos' receives them. */
const maskedCells = (cells: string[], personal: (PersonalKind | undefined)[]): string[] =>
  cells.map((cell, index) => {
    const kind = personal[index];
    return kind && cell !== '' ? String(maskPersonal(kind, cell)) : cell;
  });

/**
 * The cells a key is looked for in: all of them, or, for a profile that receives some masked,
 * the others alone (a key matching a masked CPF would tell it digit by digit). The personal
 * columns are taken out of the line's array from the last one, so that each index still holds.
 */
const searchedCells = (hidden: number[]): SQL =>
  [...hidden]
    .sort((a, b) => b - a)
    .reduce((cells, index) => sql`(${cells} - ${index}::int)`, sql`${importRows.cells}`);

/**
 * A key in a line's cells (their JSON text), accents and case ignored: one word anywhere, several
 * each at the start of a word of the cells (the JSON's brackets, quotes and commas read as spaces).
 */
const cellsHold = (cells: SQL, key: string): SQL | undefined => {
  const found = searchKey(key);
  if (!found) return undefined;
  return found.spaced
    ? textHolds(sql`translate(${cells}, '[]",', '    ')`, termsOf(found))
    : ilikeUnaccented(cells, found.contains);
};

/** The preview's and the report's filters, the key among them: the page reads no key of its own. */
const rowFilters = (
  query: Pick<ImportRowsQuery, 'key' | 'state' | 'outcome' | 'undoOutcome' | 'warning'>,
  hidden: number[] = [],
): SQL | undefined =>
  and(
    query.key ? cellsHold(sql`${searchedCells(hidden)}::text`, query.key) : undefined,
    query.state ? eq(importRows.state, query.state) : undefined,
    query.outcome ? eq(importRows.outcome, query.outcome) : undefined,
    query.undoOutcome ? eq(importRows.undoOutcome, query.undoOutcome) : undefined,
    query.warning ? eq(importRows.hasWarning, true) : undefined,
  );

/** A line as the preview and the report list it, its match named from the registry's table. */
const rowListOf = (target: ImportTarget) => {
  const label = columnOf(target, target.labelField);
  if (!label) throw new Error(`no column ${target.labelField} in ${target.tableName}`);
  const joins: Join[] = [
    { table: target.table, on: eq(target.table.id, importRows.matchId), left: true },
  ];
  const fields = {
    id: importRows.id,
    line: importRows.line,
    cells: importRows.cells,
    state: importRows.state,
    issues: importRows.issues,
    matchId: importRows.matchId,
    matchLabel: sql<string | null>`${label}`.as('match_label'),
    outcome: importRows.outcome,
    outcomeMessage: importRows.outcomeMessage,
    recordId: importRows.recordId,
    undoOutcome: importRows.undoOutcome,
    undoMessage: importRows.undoMessage,
  };
  return { joins, fields };
};

/** One declaration per registry: a list's fields and joins are constants, its statements prepared once. */
const ROW_LISTS = Object.fromEntries(
  Object.entries(IMPORT_TARGETS).map(([resource, target]) => [resource, rowListOf(target)]),
) as Record<ImportResource, ReturnType<typeof rowListOf>>;

const OF_IMPORT = eq(importRows.importId, sql.placeholder('importId'));
const IN_STATE = sql`${OF_IMPORT} AND ${eq(importRows.state, sql.placeholder('state'))}`;

/** The check counted every line, and the lines are all there (a cancel deletes them, a failed check leaves some). */
const COUNTS_KEPT: readonly string[] = [
  'ready',
  'importing',
  'done',
  'undoing',
  'undone',
] satisfies ImportStatus[];

/**
 * Once every line is checked, the import keeps how many lines it has in all and in each state: the
 * preview's unfiltered view and its tabs by state are then statements prepared once for every
 * import, their total the import's own. Any other filter, or lines still being checked, are counted.
 */
const keptView = (current: StoredImport, query: ImportRowsQuery): PreparedFilter | undefined => {
  if (!COUNTS_KEPT.includes(current.status)) return undefined;
  if (rowFilters({ ...query, state: undefined })) return undefined;
  const { state } = query;
  if (!state)
    return {
      name: 'of_import',
      where: OF_IMPORT,
      values: { importId: current.id },
      count: () => Promise.resolve(current.totalRows),
    };
  const inState: Record<ImportRowState, number> = {
    invalid: current.invalidRows,
    match: current.matchRows,
    new: current.totalRows - current.invalidRows - current.matchRows,
  };
  return {
    name: 'of_import_in_state',
    where: IN_STATE,
    values: { importId: current.id, state },
    count: () => Promise.resolve(inState[state]),
  };
};

/**
 * A page of an import's lines in the file's order, as every list pages (lib/listing.ts selectPage)
 * within the import (its indexes by import, state and line).
 */
export const listImportRows = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  query: ImportRowsQuery,
): Promise<Page<ImportRow>> => {
  const current = await findImport(db, id);
  const personal = personalColumnsOf(current);
  const masked = personal.some(Boolean) && !(await seesPersonalData(db, request));
  const hidden = masked ? personal.flatMap((kind, index) => (kind ? [index] : [])) : [];
  const prepared = keptView(current, query);
  const { page, limit, after, before, exactTotal, order } = query;
  const { rows, total, capped } = await selectPage(
    db,
    importRows,
    prepared ? undefined : and(eq(importRows.importId, id), rowFilters(query, hidden)),
    {
      page,
      limit,
      after,
      before,
      exactTotal,
      order,
      sort: importRows.line,
      ...ROW_LISTS[current.resource as ImportResource],
      prepared,
    },
  );
  return toPage(
    rows.map((row) => ({
      ...row,
      cells: masked ? maskedCells(row.cells, personal) : row.cells,
      state: row.state as ImportRow['state'],
      outcome: row.outcome as ImportRow['outcome'],
      undoOutcome: row.undoOutcome as ImportRow['undoOutcome'],
    })),
    total,
    page,
    limit,
    capped,
  );
};

/** Why a row did not come in, as one cell: its errors, or what the job said. */
const reasonsOf = (row: { issues: ImportRow['issues']; outcomeMessage: string | null }): string => {
  const errors = row.issues
    .filter((found) => !found.warning)
    .map((found) => (found.column ? `${found.column}: ${found.message}` : found.message));
  if (errors.length > 0) return errors.join('; ');
  return row.outcomeMessage ?? '';
};

type FailedRow = {
  line: number;
  cells: string[];
  issues: ImportRow['issues'];
  outcomeMessage: string | null;
};

/** A file's line is its row's place in the import: the export orders by it alone. */
const failedBatches = (db: Db, id: string): AsyncGenerator<FailedRow[]> =>
  selectAll<FailedRow>(
    (fields) => db.select(fields).from(importRows).$dynamic(),
    {
      line: importRows.line,
      cells: importRows.cells,
      issues: importRows.issues,
      outcomeMessage: importRows.outcomeMessage,
    },
    and(
      eq(importRows.importId, id),
      sql`(${importRows.state} = 'invalid' OR ${importRows.outcome} = 'failed')`,
    ),
    { sort: importRows.line, id: importRows.line, order: 'asc' },
  );

/** The rows that did not come in, with the file's own columns and 'Erros': fixed, the file is sent again. */
export const sendFailedRows = async (db: Db, reply: FastifyReply, id: string) => {
  const current = await findImport(db, id);
  const personal = personalColumnsOf(current);
  const columns: CsvColumn<FailedRow>[] = [
    ...current.headers.map((header, index) => ({
      header,
      // An empty cell stays empty when masked.
      value: (row: FailedRow) => row.cells[index] || null,
      personal: personal[index],
    })),
    { header: 'Erros', value: reasonsOf },
  ];
  const base = current.fileName.replace(/\.(csv|xlsx)$/i, '');
  return sendCsv(reply, `${base}-linhas-com-erro`, columns, failedBatches(db, id));
};

/** 'Baixar modelo': the registry's columns and one example row, as the council's Excel opens it. */
export const sendTemplate = async (reply: FastifyReply, resource: ImportResource) => {
  const fields = IMPORT_FIELDS[resource];
  const body = `\uFEFF${csvLine(fields.map((field) => field.label))}${fields.map((field) => csvCell(field.example)).join(';')}\r\n`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="modelo-${IMPORT_RESOURCE_LABELS[resource]}.csv"`,
    )
    .header('cache-control', 'no-store')
    .send(body);
};
