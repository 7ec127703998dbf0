import { and, between, count, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addDays, councilDay } from '@hub/contract/calendar';
import {
  FILE_RIGHTS,
  LGPD_ANSWER_DAYS,
  LGPD_CHANNEL_LABELS,
  LGPD_OPEN_STATUSES,
  LGPD_REQUEST_LIFECYCLE,
  LGPD_RIGHT_LABELS,
  type LgpdDue,
  type LgpdRequest,
  type LgpdRequestCreate,
  type LgpdRequestExportQuery,
  type LgpdRequestStatus,
  type LgpdRequestUpdate,
  type LgpdReviewCreate,
} from '@hub/contract/lgpd-requests';
import type { Db } from '../../db/client';
import { applications, candidates, lgpdRequests } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { csvDate, type CsvColumn } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { createdBetween, nameFound, type ListSearch, type SortExpression } from '../../lib/listing';
import { requirePermission, scopeOf } from '../../lib/permissions';
import { iso } from '../../lib/records';
import { defineResource } from '../../lib/resource';
import { candidateIdInScope, candidateInScope, qualified } from '../../lib/scope';
import { LgpdRequestErrors } from './lgpd-requests.errors';

type StoredRequest = typeof lgpdRequests.$inferSelect;

/** What a create and an edit write: the contract's fields, the professional found and the due date. */
type RequestValues = Omit<LgpdRequestCreate, 'cpf' | 'right'> & {
  right: LgpdRequest['right'];
  candidateId: string;
  candidateName: string;
  dueOn: string;
  applicationId?: string | null;
};

const isOpen = (status: string): boolean =>
  (LGPD_OPEN_STATUSES as readonly string[]).includes(status);

export const toLgpdRequest = (row: StoredRequest): LgpdRequest => ({
  ...row,
  channel: row.channel as LgpdRequest['channel'],
  right: row.right as LgpdRequest['right'],
  status: row.status as LgpdRequestStatus,
  overdue: isOpen(row.status) && row.dueOn < councilDay(),
  executedAt: iso(row.executedAt),
  statusChangedAt: iso(row.statusChangedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS: Record<LgpdRequestExportQuery['sort'], SortExpression> = {
  dueOn: lgpdRequests.dueOn,
  receivedOn: lgpdRequests.receivedOn,
  candidateName: lgpdRequests.candidateName,
  status: lgpdRequests.status,
  createdAt: lgpdRequests.createdAt,
};

/** `key` matches the professional's name, accents ignored. */
const LGPD_REQUEST_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) => nameFound(lgpdRequests.candidateNameFolded, terms),
};

const filtersOf = (query: LgpdRequestExportQuery): SQL | undefined =>
  and(
    query.status ? eq(lgpdRequests.status, query.status) : undefined,
    query.right ? eq(lgpdRequests.right, query.right) : undefined,
    createdBetween(lgpdRequests.createdAt, query),
  );

const labelOf = <Key extends string>(labels: Record<Key, string>, value: string): string =>
  labels[value as Key] ?? value;

const LGPD_REQUEST_CSV: CsvColumn<StoredRequest>[] = [
  { header: 'Profissional', value: (row) => row.candidateName },
  { header: 'Direito', value: (row) => labelOf(LGPD_RIGHT_LABELS, row.right) },
  { header: 'Canal', value: (row) => labelOf(LGPD_CHANNEL_LABELS, row.channel) },
  { header: 'Recebida em', value: (row) => csvDate(row.receivedOn) },
  { header: 'Prazo', value: (row) => csvDate(row.dueOn) },
  { header: 'Status', value: (row) => labelOf(LGPD_REQUEST_LIFECYCLE.labels, row.status) },
  { header: 'Vencida', value: (row) => (toLgpdRequest(row).overdue ? 'Sim' : 'Não') },
  { header: 'Motivo', value: (row) => row.statusReason },
];

/** A request is of the scope when its professional is (decision 029). */
const requestInScope = (scope: readonly string[] | null): SQL | undefined =>
  candidateIdInScope(qualified(lgpdRequests, lgpdRequests.candidateId), scope);

export const lgpdRequestResource = defineResource({
  table: lgpdRequests,
  entity: 'lgpd-requests',
  label: lgpdRequests.candidateName,
  notFound: LgpdRequestErrors.notFound,
  toAnswer: toLgpdRequest,
  list: { sorts: SORTS, search: LGPD_REQUEST_SEARCH, filters: filtersOf, scope: requestInScope },
  csv: { file: 'solicitacoes-lgpd', columns: LGPD_REQUEST_CSV },
  lifecycle: LGPD_REQUEST_LIFECYCLE,
  input: z.custom<RequestValues>(),
});

/** The professional a CPF names, among those the administrator's scope holds. */
const professionalByCpf = async (db: Db, request: FastifyRequest, cpf: string) => {
  const scope = await scopeOf(db, request);
  const [row] = await db
    .select({ id: candidates.id, name: candidates.name })
    .from(candidates)
    .where(and(eq(candidates.cpf, cpf), candidateInScope(scope)))
    .limit(1);
  if (!row) throw new AppError(LgpdRequestErrors.noProfessional);
  return row;
};

export const createLgpdRequest = async (
  db: Db,
  request: FastifyRequest,
  input: LgpdRequestCreate,
): Promise<LgpdRequest> => {
  const { cpf, ...fields } = input;
  const professional = await professionalByCpf(db, request, cpf);
  return lgpdRequestResource.create(db, request, {
    ...fields,
    candidateId: professional.id,
    candidateName: professional.name,
    dueOn: addDays(fields.receivedOn, LGPD_ANSWER_DAYS),
  });
};

const refuseClosed = (row: StoredRequest): void => {
  if (!isOpen(row.status)) throw new AppError(LgpdRequestErrors.closed);
};

export const updateLgpdRequest = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: LgpdRequestUpdate,
): Promise<LgpdRequest> => {
  // The professional stays; the edit is checked against the updatedAt read (an anonymisation bumps it).
  const { candidateId, candidateName, right, applicationId } = await lgpdRequestResource.find(db, id);
  // A review belongs to its application (art. 20): it stays one, and no other request becomes one.
  if ((right === 'revisao') !== (input.right === 'revisao')) throw new AppError(LgpdRequestErrors.reviewStays);
  return lgpdRequestResource.update(
    db,
    request,
    id,
    { ...input, candidateId, candidateName, applicationId, dueOn: addDays(input.receivedOn, LGPD_ANSWER_DAYS) },
    refuseClosed,
  );
};

/**
 * A review of an application's score (art. 20): a request of its own, of the application's
 * professional (within the administrator's scope, else 404), linked to the application; one open
 * at a time per application (409).
 */
export const createReviewRequest = async (
  db: Db,
  request: FastifyRequest,
  input: LgpdReviewCreate,
): Promise<LgpdRequest> => {
  const scope = await scopeOf(db, request);
  const [applied] = await db
    .select({ candidateId: candidates.id, name: candidates.name, status: candidates.status })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.id, input.applicationId), candidateInScope(scope)))
    .limit(1);
  if (!applied) throw new AppError(LgpdRequestErrors.applicationNotFound);
  if (applied.status === 'anonymized') throw new AppError(LgpdRequestErrors.anonymized);
  const [open] = await db
    .select({ id: lgpdRequests.id })
    .from(lgpdRequests)
    .where(and(eq(lgpdRequests.applicationId, input.applicationId), inArray(lgpdRequests.status, [...LGPD_OPEN_STATUSES])))
    .limit(1);
  if (open) throw new AppError(LgpdRequestErrors.reviewOpen);
  const { applicationId, ...fields } = input;
  return lgpdRequestResource.create(db, request, {
    ...fields,
    right: 'revisao',
    applicationId,
    candidateId: applied.candidateId,
    candidateName: applied.name,
    dueOn: addDays(fields.receivedOn, LGPD_ANSWER_DAYS),
  });
};

/** The dashboard's figures: open requests due in the next 7 days (today included), and overdue. */
export const lgpdRequestsDue = async (db: Db, request: FastifyRequest): Promise<LgpdDue> => {
  const today = councilDay();
  const open = and(
    inArray(lgpdRequests.status, [...LGPD_OPEN_STATUSES]),
    requestInScope(await scopeOf(db, request)),
  );
  const countOf = async (condition: SQL): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(lgpdRequests).where(and(open, condition));
    return row?.n ?? 0;
  };
  const [dueThisWeek, overdue] = await Promise.all([
    countOf(between(lgpdRequests.dueOn, today, addDays(today, 6))),
    countOf(lt(lgpdRequests.dueOn, today)),
  ]);
  return { dueThisWeek, overdue };
};

/** A request that is not closed, for an action that answers it. */
export const findOpenRequest = async (db: Db, id: string): Promise<StoredRequest> => {
  const row = await lgpdRequestResource.find(db, id);
  refuseClosed(row);
  return row;
};

export const requireFileRight = (row: LgpdRequest): void => {
  if (!FILE_RIGHTS.includes(row.right))
    throw new AppError(LgpdRequestErrors.notAFileRight);
};

/** The file holds the subject's data whole: only a profile that sees personal data produces it. */
export const requireFullPersonalData = (db: Db, request: FastifyRequest): Promise<void> =>
  requirePermission(db, request, 'dados-pessoais');

export const auditFileDownload = (db: Db, request: FastifyRequest, id: string, format: string) =>
  recordAudit(db, request, {
    action: 'lgpd-file.download',
    entity: 'lgpd-requests',
    entityId: id,
    after: { format },
  });

/** An anonymised person's file would hold nothing of them: refused rather than produced empty. */
export const refuseAnonymizedSubject = async (db: Db, row: LgpdRequest): Promise<void> => {
  const [person] = await db
    .select({ status: candidates.status })
    .from(candidates)
    .where(eq(candidates.id, row.candidateId));
  if (person?.status === 'anonymized') throw new AppError(LgpdRequestErrors.anonymized);
};
