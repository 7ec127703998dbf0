import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AREA_LABELS, type Area } from '@hub/contract/candidates';
import type { CathoPosting, CathoState, CathoStatus } from '@hub/contract/catho';
import {
  CONTRACT_TYPE_LABELS,
  OPEN_PROCESS_STATUSES,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  type ContractType,
  type ProcessStatus,
  type Seniority,
  type WorkMode,
} from '@hub/contract/selective-processes';
import type { Deps } from '../../../deps';
import type { Db } from '../../../db/client';
import { cathoLog, cathoPostings, companies, selectiveProcesses } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { unchangedSince } from '../../../lib/listing';
import { iso } from '../../../lib/records';
import { findProcessRow } from '../selective-processes.service';
import { createCathoAdapter, type CathoExchange, type CathoJob } from './catho.adapter';
import { cathoFailure, CathoErrors } from './catho.errors';

type PostingRow = typeof cathoPostings.$inferSelect;

const toPosting = (row: PostingRow): CathoPosting => ({
  ...row,
  state: row.state as CathoState,
  sentAt: iso(row.sentAt),
  liveAt: iso(row.liveAt),
  removedAt: iso(row.removedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const findPosting = async (db: Db, processId: string): Promise<PostingRow | null> => {
  const [row] = await db
    .select()
    .from(cathoPostings)
    .where(eq(cathoPostings.selectiveProcessId, processId));
  return row ?? null;
};

export const getCathoStatus = async (deps: Deps, processId: string): Promise<CathoStatus> => {
  await findProcessRow(deps.db, processId);
  const posting = await findPosting(deps.db, processId);
  return { configured: deps.config.catho !== null, posting: posting ? toPosting(posting) : null };
};

const adapterOf = (deps: Deps) => {
  if (!deps.config.catho) throw new AppError(CathoErrors.notConfigured);
  return createCathoAdapter(deps.config.catho);
};

/** The job as Catho shows it; a confidential process does not name its company. */
const jobOf = async (db: Db, processId: string): Promise<CathoJob> => {
  const [row] = await db
    .select({ process: selectiveProcesses, legalName: companies.legalName, tradeName: companies.tradeName })
    .from(selectiveProcesses)
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .where(eq(selectiveProcesses.id, processId));
  if (!row) throw new Error(`process ${processId} vanished`);
  const { process } = row;
  const reais = (cents: number | null) => (cents === null ? null : cents / 100);
  return {
    title: process.title,
    description: process.description,
    company: process.confidential ? 'Empresa confidencial' : (row.tradeName ?? row.legalName),
    area: AREA_LABELS[process.area as Area],
    seniority: SENIORITY_LABELS[process.seniority as Seniority],
    contractType: CONTRACT_TYPE_LABELS[process.contractType as ContractType],
    workMode: WORK_MODE_LABELS[process.workMode as WorkMode],
    city: process.city,
    state: process.uf,
    vacancies: process.vacancies,
    salaryMin: reais(process.salaryMinCents),
    salaryMax: reais(process.salaryMaxCents),
    expiresAt: process.endsAt,
    reference: process.id,
  };
};

/** Every exchange is kept, whatever happens next: the log is how a failure gets explained. */
const logExchange = (
  db: Db,
  request: FastifyRequest,
  posting: PostingRow,
  exchange: CathoExchange,
) =>
  db.insert(cathoLog).values({
    selectiveProcessId: posting.selectiveProcessId,
    postingId: posting.id,
    operation: exchange.operation,
    method: exchange.method,
    url: exchange.url,
    statusCode: exchange.statusCode,
    requestExcerpt: exchange.requestExcerpt,
    responseExcerpt: exchange.responseExcerpt,
    durationMs: exchange.durationMs,
    error: exchange.error,
    actorId: request.user?.id ?? null,
    actorEmail: request.user?.email ?? null,
  });

/**
 * Takes the posting for one request: the row is updated only if nobody changed it since it was
 * read, so two administrators clicking at once send one request, not two.
 */
const claim = async (
  db: Db,
  posting: PostingRow,
  values: Partial<typeof cathoPostings.$inferInsert>,
): Promise<PostingRow> => {
  const [row] = await db
    .update(cathoPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(cathoPostings.id, posting.id), unchangedSince(cathoPostings.updatedAt, iso(posting.updatedAt))),
    )
    .returning();
  if (!row) throw new AppError(CathoErrors.busy);
  return row;
};

/** Stores the outcome of the exchange on the posting, audited; a failure answers 502 after that. */
const settle = async (
  db: Db,
  request: FastifyRequest,
  before: PostingRow,
  exchange: CathoExchange,
  success: Partial<typeof cathoPostings.$inferInsert>,
): Promise<CathoPosting> => {
  await logExchange(db, request, before, exchange);
  const values = exchange.ok
    ? { ...success, lastError: null }
    : { state: 'failed', lastError: exchange.error };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cathoPostings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cathoPostings.id, before.id))
      .returning();
    await recordAudit(tx, request, {
      action: `catho.${exchange.operation}`,
      entity: 'selective_processes',
      entityId: before.selectiveProcessId,
      before: { state: before.state, externalId: before.externalId },
      after: { state: updated?.state, externalId: updated?.externalId, error: exchange.error },
    });
    return updated;
  });
  if (!exchange.ok || !row) throw new AppError(cathoFailure(exchange));
  return toPosting(row);
};

/** A posting Catho knows about (it has Catho's id) and that was not removed: updates go to it. */
const isOnCatho = (posting: PostingRow | null): posting is PostingRow & { externalId: string } =>
  posting !== null && posting.externalId !== null && posting.state !== 'removed';

/**
 * Publishes the process on Catho, or updates the posting already there. Only open processes are
 * published. The posting goes draft → sent (Catho reviewing it) → live (published), or failed.
 */
export const publishToCatho = async (
  deps: Deps,
  request: FastifyRequest,
  processId: string,
): Promise<CathoPosting> => {
  const adapter = adapterOf(deps);
  const process = await findProcessRow(deps.db, processId);
  if (!OPEN_PROCESS_STATUSES.includes(process.status as ProcessStatus))
    throw new AppError(CathoErrors.notPublishable);
  await deps.db
    .insert(cathoPostings)
    .values({ selectiveProcessId: processId, state: 'draft' })
    .onConflictDoNothing({ target: cathoPostings.selectiveProcessId });
  const posting = await findPosting(deps.db, processId);
  if (!posting) throw new Error(`posting of ${processId} vanished`);
  const job = await jobOf(deps.db, processId);
  if (isOnCatho(posting)) {
    const claimed = await claim(deps.db, posting, {});
    const exchange = await adapter.update(posting.externalId, job);
    const live = exchange.posting?.live ?? posting.state === 'live';
    return settle(deps.db, request, claimed, exchange, {
      state: live ? 'live' : 'sent',
      externalUrl: exchange.posting?.externalUrl ?? posting.externalUrl,
      liveAt: live ? (posting.liveAt ?? new Date()) : null,
    });
  }
  const claimed = await claim(deps.db, posting, {
    state: 'sent',
    sentAt: new Date(),
    liveAt: null,
    removedAt: null,
    externalId: null,
    externalUrl: null,
  });
  const exchange = await adapter.publish(job);
  const live = exchange.posting?.live ?? false;
  return settle(deps.db, request, claimed, exchange, {
    state: live ? 'live' : 'sent',
    externalId: exchange.posting?.externalId ?? null,
    externalUrl: exchange.posting?.externalUrl ?? null,
    liveAt: live ? new Date() : null,
  });
};

/** Removes the posting from Catho. */
export const removeFromCatho = async (
  deps: Deps,
  request: FastifyRequest,
  processId: string,
): Promise<CathoPosting> => {
  const adapter = adapterOf(deps);
  await findProcessRow(deps.db, processId);
  const posting = await findPosting(deps.db, processId);
  if (!isOnCatho(posting)) throw new AppError(CathoErrors.noPosting);
  const claimed = await claim(deps.db, posting, {});
  const exchange = await adapter.remove(posting.externalId);
  return settle(deps.db, request, claimed, exchange, { state: 'removed', removedAt: new Date() });
};

/**
 * Closing or cancelling a process takes its posting off Catho. The process is final whatever
 * Catho answers: a failed removal stays visible on the posting (failed) and in the Catho log.
 */
export const removeOnFinal = async (
  deps: Deps,
  request: FastifyRequest,
  processId: string,
): Promise<void> => {
  if (!deps.config.catho || !isOnCatho(await findPosting(deps.db, processId))) return;
  try {
    await removeFromCatho(deps, request, processId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    request.log.warn({ processId, message: error.message }, 'catho posting not removed on close');
  }
};
