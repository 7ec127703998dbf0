import { eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { APPLICATION_MESSAGES } from '@hub/contract/applications';
import { HISTORY_MESSAGES } from '@hub/contract/history';
import type { ReferencedRecord } from '@hub/contract/record-references';
import { PROCESS_MESSAGES } from '@hub/contract/selective-processes';
import type { Db } from '../db/client';
import {
  applications,
  candidateUfs,
  candidates,
  companies,
  deliveries,
  imports,
  lgpdRequests,
  interviews,
  messageRecipients,
  messages,
  questionSheets,
  recordNotes,
  selectiveProcesses,
  subscriptions,
} from '../db/schema/index';
import { AppError, CommonErrors, type ErrorSpec } from './errors';
import { keptCount, keptGroupCount } from './pages/counts';
import { scopeOf, type Scope } from './permissions';
import type { Marked } from './request-marks';

/**
 * The regional scope as SQL (decision 029), one condition per kind of record, used by every list,
 * count, export, bulk selection, search and figure of that kind: a limited administrator sees the
 * companies of their UFs, those companies' processes and the applications to them, and the
 * professionals of their UFs or enrolled in one of those processes. Null (every UF) adds nothing.
 */

/**
 * A column written out with its table's name: Drizzle leaves the columns of a single-table select
 * unqualified inside sql``, where a subquery's own columns of the same name would take them.
 */
export const qualified = (table: PgTable, column: AnyPgColumn): SQL =>
  sql.raw(`"${getTableName(table)}"."${column.name}"`);

const ufIn = (column: AnyPgColumn | SQL, ufs: readonly string[]): SQL =>
  ufs.length === 0
    ? sql`false`
    : sql`${column} IN (${sql.join(
        ufs.map((uf) => sql`${uf}`),
        sql`, `,
      )})`;

/** A company of the scope (companies_uf_city_idx serves it). */
export const companyInScope = (scope: Scope): SQL | undefined =>
  scope ? ufIn(qualified(companies, companies.uf), scope) : undefined;

/** A company, by its id column in another table, of the scope: one primary-key read per row. */
const companyOfScope = (companyId: AnyPgColumn | SQL, ufs: readonly string[]): SQL =>
  sql`EXISTS (SELECT 1 FROM ${companies} scope_c WHERE scope_c.id = ${companyId} AND ${ufIn(sql`scope_c.uf`, ufs)})`;

/** A selective process of a company of the scope. */
export const processInScope = (scope: Scope): SQL | undefined =>
  scope
    ? companyOfScope(qualified(selectiveProcesses, selectiveProcesses.companyId), scope)
    : undefined;

/** A company, by its id column in another table (a subscription's), of the scope. */
export const companyIdInScope = (companyId: AnyPgColumn | SQL, scope: Scope): SQL | undefined =>
  scope ? companyOfScope(companyId, scope) : undefined;

/** A process, by its id column in another table, of the scope. */
export const processIdInScope = (processId: AnyPgColumn | SQL, scope: Scope): SQL | undefined =>
  scope
    ? sql`EXISTS (SELECT 1 FROM ${selectiveProcesses} scope_p JOIN ${companies} scope_c ON scope_c.id = scope_p.company_id WHERE scope_p.id = ${processId} AND ${ufIn(sql`scope_c.uf`, scope)})`
    : undefined;

/** An application to a process of the scope. */
export const applicationInScope = (scope: Scope): SQL | undefined =>
  processIdInScope(qualified(applications, applications.selectiveProcessId), scope);

/**
 * A professional of the scope, in a query of the professionals' table: one of their UFs (their own,
 * or that of a company whose process they are enrolled in, kept in candidate_ufs by migration
 * 0027) is the scope's. One primary-key probe per row, where the rule's OR of a three-table join
 * made the planner build the join whole for every query.
 */
export const candidateInScope = (scope: Scope): SQL | undefined =>
  scope
    ? sql`EXISTS (SELECT 1 FROM ${candidateUfs} scope_u WHERE scope_u.candidate_id = ${qualified(candidates, candidates.id)} AND ${ufIn(sql`scope_u.uf`, scope)})`
    : undefined;

/** A professional, by their id column in another table, of the scope. */
export const candidateIdInScope = (
  candidateId: AnyPgColumn | SQL,
  scope: Scope,
): SQL | undefined =>
  scope
    ? sql`EXISTS (SELECT 1 FROM ${candidateUfs} scope_u WHERE scope_u.candidate_id = ${candidateId} AND ${ufIn(sql`scope_u.uf`, scope)})`
    : undefined;

/** An application, by its id column in another table, of the scope. */
const applicationIdInScope = (applicationId: AnyPgColumn | SQL, ufs: readonly string[]): SQL =>
  sql`EXISTS (SELECT 1 FROM ${applications} scope_a JOIN ${selectiveProcesses} scope_p ON scope_p.id = scope_a.selective_process_id
    JOIN ${companies} scope_c ON scope_c.id = scope_p.company_id WHERE scope_a.id = ${applicationId} AND ${ufIn(sql`scope_c.uf`, ufs)})`;

/**
 * A message's recipient of the scope: a professional (typeUser 1) or a company (2) the scope holds,
 * by the registry id copied at send time (none once anonymised: then in no scope).
 */
export const recipientInScope = (
  typeUser: AnyPgColumn | SQL,
  recipientId: AnyPgColumn | SQL,
  scope: Scope,
): SQL | undefined =>
  scope
    ? sql`CASE WHEN ${typeUser} = 1 THEN ${candidateIdInScope(recipientId, scope)} ELSE ${companyOfScope(recipientId, scope)} END`
    : undefined;

/**
 * A message sent, as a limited administrator sees it (decision 029): one they sent, or one with at
 * least one recipient of their scope. The recipients' index finds a message's recipients.
 */
export const messageInScope = (scope: Scope, userId: string): SQL | undefined =>
  scope
    ? sql`(${qualified(messages, messages.authorId)} = ${userId} OR EXISTS (SELECT 1 FROM ${messageRecipients} scope_r
        WHERE scope_r.message_id = ${qualified(messages, messages.id)} AND ${recipientInScope(sql`scope_r.type_user`, sql`scope_r.recipient_id`, scope)}))`
    : undefined;

/**
 * A delivery, by its id column in another table (a log's), of the scope: its recipient is the
 * scope's (a platform mail, to an administrator or a password's owner, belongs to no UF: none).
 */
export const deliveryIdInScope = (deliveryId: AnyPgColumn | SQL, scope: Scope): SQL | undefined =>
  scope
    ? sql`EXISTS (SELECT 1 FROM ${deliveries} scope_d JOIN ${messageRecipients} scope_r ON scope_r.id = scope_d.recipient_id
        WHERE scope_d.id = ${deliveryId} AND ${recipientInScope(sql`scope_r.type_user`, sql`scope_r.recipient_id`, scope)})`
    : undefined;

/**
 * An entry of the audit trail of the scope: a write on a record the scope limits (a company, a
 * professional, a process, an application, a subscription, a question sheet, a note, a message)
 * whose record is the scope's; the council's own records (plans, vouchers, partners, templates,
 * administrators, profiles, weights) are everyone's. A record gone since (a deleted note) is in none.
 * Given the trail's columns qualified: a subquery's own columns would take bare names.
 */
export const auditEntryInScope = (
  entity: SQL,
  entityIdText: SQL,
  scope: Scope,
): SQL | undefined => {
  if (!scope) return undefined;
  // The trail keeps any record's id as text: the records the scope limits are keyed by uuids.
  const entityId = sql`(CASE WHEN ${entityIdText} ~* '^[0-9a-f-]{36}$' THEN ${entityIdText}::uuid END)`;
  const of = (table: PgTable, inScope: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${table} scope_x WHERE scope_x.id = ${entityId} AND ${inScope})`;
  return sql`CASE ${entity}
    WHEN 'companies' THEN ${companyOfScope(entityId, scope)}
    WHEN 'candidates' THEN ${candidateIdInScope(entityId, scope)}
    WHEN 'selective_processes' THEN ${processIdInScope(entityId, scope)}
    WHEN 'applications' THEN ${applicationIdInScope(entityId, scope)}
    WHEN 'subscriptions' THEN ${of(subscriptions, companyOfScope(sql`scope_x.company_id`, scope))}
    WHEN 'question_sheets' THEN ${of(questionSheets, companyOfScope(sql`scope_x.company_id`, scope))}
    WHEN 'notes' THEN EXISTS (SELECT 1 FROM ${recordNotes} WHERE ${qualified(recordNotes, recordNotes.id)} = ${entityId} AND ${noteInScope(scope)})
    WHEN 'messages' THEN EXISTS (SELECT 1 FROM ${messageRecipients} scope_r WHERE scope_r.message_id = ${entityId}
      AND ${recipientInScope(sql`scope_r.type_user`, sql`scope_r.recipient_id`, scope)})
    WHEN 'imports' THEN false
    WHEN 'interviews' THEN ${of(interviews, processIdInScope(sql`scope_x.selective_process_id`, scope) ?? sql`true`)}
    ELSE true END`;
};

/**
 * How many professionals a scope of one UF holds, as a scalar subquery a page's rows carry: the
 * count kept per UF. Several UFs are counted apart (`candidatesInScopeCount`).
 */
export const candidatesInScopeKept = (ufs: readonly string[]): SQL<number> | undefined => {
  const [only] = ufs;
  return ufs.length === 1 && only ? keptCount(getTableName(candidateUfs), only) : undefined;
};

/**
 * How many professionals a scope holds, without scanning them: one UF's count is kept
 * (group_counts); several UFs count their professionals once each from the UF index alone.
 */
export const candidatesInScopeCount = async (db: Db, ufs: readonly string[]): Promise<number> => {
  const [only] = ufs;
  if (ufs.length === 1 && only) return keptGroupCount(db, getTableName(candidateUfs), only);
  const [row] = await db
    .select({ count: sql<number>`count(DISTINCT ${candidateUfs.candidateId})::int` })
    .from(candidateUfs)
    .where(inArray(candidateUfs.uf, [...ufs]));
  return row?.count ?? 0;
};

/**
 * The imports a limited administrator sees: those they started. An import's rows are its
 * spreadsheet's cells (any UF), and its records are checked against its author's scope.
 */
export const importInScope = (scope: Scope, userId: string): SQL | undefined =>
  scope ? sql`${qualified(imports, imports.createdBy)} = ${userId}` : undefined;

/** The 404 of each kind of record the scope limits: an unknown id and one out of scope answer alike. */
export const SCOPED_NOT_FOUND = {
  companies: { kind: 'not_found', message: 'Empresa não encontrada' },
  candidates: { kind: 'not_found', message: 'Profissional não encontrado' },
  selectiveProcesses: { kind: 'not_found', message: PROCESS_MESSAGES.notFound },
  applications: { kind: 'not_found', message: APPLICATION_MESSAGES.notFound },
  subscriptions: { kind: 'not_found', message: 'Assinatura não encontrada' },
  questionSheets: { kind: 'not_found', message: 'Folha de questões não encontrada' },
  notes: { kind: 'not_found', message: HISTORY_MESSAGES.noteNotFound },
  messages: { kind: 'not_found', message: 'Mensagem não encontrada' },
  imports: { kind: 'not_found', message: 'Importação não encontrada' },
  lgpdRequests: { kind: 'not_found', message: 'Solicitação não encontrada' },
  interviews: { kind: 'not_found', message: 'Entrevista não encontrada' },
} as const satisfies Record<string, ErrorSpec>;

/**
 * A kind of record the scope limits: its condition on a row of `table` for a limited scope (the
 * signed-in administrator's id for the records whose author always sees them).
 */
type ScopedRecord = {
  table: PgTable & { id: AnyPgColumn };
  inScope: (scope: readonly string[], userId: string) => SQL | undefined;
  notFound: ErrorSpec;
};

/** A note is of the scope when the record it is written on is (contract/src/history.ts NOTE_ENTITIES). */
const noteInScope = (ufs: readonly string[]): SQL => {
  const entity = qualified(recordNotes, recordNotes.entity);
  const id = qualified(recordNotes, recordNotes.entityId);
  return sql`CASE ${entity} WHEN 'companies' THEN ${companyOfScope(id, ufs)}
    WHEN 'candidates' THEN ${candidateIdInScope(id, ufs)}
    WHEN 'applications' THEN ${applicationIdInScope(id, ufs)} ELSE false END`;
};

const RECORDS = {
  companies: { table: companies, inScope: companyInScope, notFound: SCOPED_NOT_FOUND.companies },
  candidates: {
    table: candidates,
    inScope: candidateInScope,
    notFound: SCOPED_NOT_FOUND.candidates,
  },
  selective_processes: {
    table: selectiveProcesses,
    inScope: processInScope,
    notFound: SCOPED_NOT_FOUND.selectiveProcesses,
  },
  applications: {
    table: applications,
    inScope: applicationInScope,
    notFound: SCOPED_NOT_FOUND.applications,
  },
} satisfies Record<string, ScopedRecord>;

/**
 * The operations on one record, by the start of their path: `:id` names a record of that kind, so
 * each of them (a read, a write, a sub-list, a bulk action inside a process) is refused with the
 * record's 404 when the record is out of scope, once, before its handler. Besides the records the
 * lists limit, those that belong to one: a subscription and a question sheet (their company's), a
 * note (its record's), a message sent (messageInScope) and an import (its author's alone: its rows
 * are the spreadsheet's cells, whatever their UF).
 */
const SCOPED_PATHS: [string, ScopedRecord][] = [
  ['/companies/:id', RECORDS.companies],
  ['/candidates/:id', RECORDS.candidates],
  ['/selective-processes/:id', RECORDS.selective_processes],
  ['/applications/:id', RECORDS.applications],
  [
    '/subscriptions/:id',
    {
      table: subscriptions,
      inScope: (ufs) => companyOfScope(qualified(subscriptions, subscriptions.companyId), ufs),
      notFound: SCOPED_NOT_FOUND.subscriptions,
    },
  ],
  [
    '/question-sheets/:id',
    {
      table: questionSheets,
      inScope: (ufs) => companyOfScope(qualified(questionSheets, questionSheets.companyId), ufs),
      notFound: SCOPED_NOT_FOUND.questionSheets,
    },
  ],
  [
    '/interviews/:id',
    {
      table: interviews,
      inScope: (ufs) => processIdInScope(qualified(interviews, interviews.selectiveProcessId), ufs),
      notFound: SCOPED_NOT_FOUND.interviews,
    },
  ],
  ['/notes/:id', { table: recordNotes, inScope: noteInScope, notFound: SCOPED_NOT_FOUND.notes }],
  [
    '/messages/:id',
    { table: messages, inScope: messageInScope, notFound: SCOPED_NOT_FOUND.messages },
  ],
  [
    '/imports/:id',
    {
      table: imports,
      inScope: importInScope,
      notFound: SCOPED_NOT_FOUND.imports,
    },
  ],
  [
    '/lgpd-requests/:id',
    {
      table: lgpdRequests,
      inScope: (ufs) => candidateIdInScope(qualified(lgpdRequests, lgpdRequests.candidateId), ufs),
      notFound: SCOPED_NOT_FOUND.lgpdRequests,
    },
  ],
];

/** The records a request may name in its body or query (contract/src/record-references.ts). */
const REFERENCED: Record<ReferencedRecord, ScopedRecord> = {
  companies: RECORDS.companies,
  candidates: RECORDS.candidates,
  selectiveProcesses: RECORDS.selective_processes,
  applications: RECORDS.applications,
};

/**
 * Refuses with the record's 404, naming the field, when a record the request names in its body or
 * query is unknown or out of the administrator's scope: both answer alike, so naming an id tells
 * nothing of a record out of reach. One read by primary key per record named.
 */
export const requireReferencesInScope = async (
  db: Db,
  request: FastifyRequest,
  references: readonly Marked<{ record: ReferencedRecord }>[],
): Promise<void> => {
  if (references.length === 0) return;
  const scope = await scopeOf(db, request);
  for (const reference of references) {
    const record = REFERENCED[reference.mark.record];
    const condition = scope ? record.inScope(scope, request.user?.id ?? '') : undefined;
    const [row] = await db
      .select({ inScope: condition ? sql<boolean>`${condition}` : sql<boolean>`true` })
      .from(record.table)
      .where(eq(record.table.id, String(reference.value)))
      .limit(1);
    if (!row?.inScope) throw new AppError({ ...record.notFound, field: reference.path });
  }
};

/** Whether the signed-in administrator's scope holds the record of `table` with this id (a table the scope does not limit: always). */
export const recordVisible = async (
  db: Db,
  request: FastifyRequest,
  table: PgTable,
  id: string,
): Promise<boolean> => {
  const records: ScopedRecord[] = Object.values(RECORDS);
  const record = records.find((candidate) => candidate.table === table);
  const scope = record ? await scopeOf(db, request) : null;
  const condition = record && scope ? record.inScope(scope, request.user?.id ?? '') : undefined;
  if (!record || !condition) return true;
  const [row] = await db
    .select({ inScope: sql<boolean>`${condition}` })
    .from(record.table)
    .where(eq(record.table.id, id))
    .limit(1);
  return row?.inScope === true;
};

/** A record's history and notes name its kind in the path (contract/src/history.ts's entities). */
const HISTORY_PATH = '/history/:entity/:id';
const HISTORY_RECORDS: Record<string, ScopedRecord | undefined> = RECORDS;

const recordOf = (path: string, params: Record<string, string>): ScopedRecord | undefined => {
  if (path.startsWith(HISTORY_PATH)) return HISTORY_RECORDS[params.entity ?? ''];
  return SCOPED_PATHS.find(([start]) => path === start || path.startsWith(`${start}/`))?.[1];
};

/** Whether operations under `path` name a record the scope limits. */
export const namesScopedRecord = (path: string): boolean =>
  path.startsWith(HISTORY_PATH) ||
  SCOPED_PATHS.some(([start]) => path === start || path.startsWith(`${start}/`));

/**
 * Refuses with the record's 404 when the record `:id` names exists out of the administrator's
 * scope. An unknown id goes on to the handler, which answers the same 404.
 */
export const requireRecordInScope = async (
  db: Db,
  request: FastifyRequest,
  path: string,
): Promise<void> => {
  const params = (request.params ?? {}) as Record<string, string>;
  const record = recordOf(path, params);
  const id = params.id;
  if (!record || !id) return;
  const scope = await scopeOf(db, request);
  if (!scope) return;
  if (!request.user) throw new AppError(CommonErrors.unauthenticated);
  const condition = record.inScope(scope, request.user.id);
  if (!condition) return;
  const [row] = await db
    .select({ inScope: sql<boolean>`${condition}` })
    .from(record.table)
    .where(eq(record.table.id, id))
    .limit(1);
  if (row && !row.inScope) throw new AppError(record.notFound);
};

/** Why a UF is refused to a limited administrator (null: it is theirs, or they have no limit). */
export const ufRefusal = (scope: Scope, uf: string | null | undefined): string | null => {
  if (!scope || (uf && scope.includes(uf))) return null;
  return scope.length
    ? `Seu perfil atende apenas ${scope.length === 1 ? 'à UF' : 'às UFs'} ${scope.join(', ')}: escolha uma delas`
    : 'Seu perfil não atende nenhuma UF';
};

/**
 * A company or professional created (or a company moved) by a limited administrator stays in
 * their UFs: one out of them would vanish from their own lists. 400 naming the UFs they serve.
 */
export const requireUfInScope = async (
  db: Db,
  request: FastifyRequest,
  uf: string | null | undefined,
): Promise<void> => {
  const message = ufRefusal(await scopeOf(db, request), uf);
  if (message) throw new AppError({ kind: 'bad_request', message, field: 'uf' });
};
