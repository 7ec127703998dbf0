import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { toPage, type Page } from '@hub/contract/common';
import { canMove } from '@hub/contract/fields';
import {
  PLAN_INTERVAL_LABELS,
  PLAN_LIFECYCLE,
  type Plan,
  type PlanCreate,
  type PlanExportQuery,
  type PlanListQuery,
  type PlanStatusChange,
  type PlanUpdate,
  type PublicPlan,
} from '@hub/contract/plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { csvMoney, type CsvColumn } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, CommonErrors } from '../../lib/errors';
import { containsPattern, ilikeUnaccented, pageOffset, statusStamp, unchangedSince } from '../../lib/listing';
import { PlanErrors } from './plans.errors';

type PlanRow = typeof plans.$inferSelect;

export const toPlan = (row: PlanRow): Plan => ({
  ...row,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORT_COLUMNS = {
  displayOrder: plans.displayOrder,
  name: plans.name,
  priceCents: plans.priceCents,
  interval: plans.interval,
  status: plans.status,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
} as const;

const listWhere = (query: PlanExportQuery): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (query.key)
    conditions.push(
      or(
        ilikeUnaccented(plans.name, containsPattern(query.key)),
        ilikeUnaccented(plans.description, containsPattern(query.key)),
      ),
    );
  if (query.status) conditions.push(eq(plans.status, query.status));
  if (query.interval) conditions.push(eq(plans.interval, query.interval));
  return and(...conditions);
};

/** One slice of the filtered, sorted list; the id breaks ties so pages never overlap. */
export const selectPlans = (
  db: Db,
  query: PlanExportQuery,
  offset: number,
  limit: number,
): Promise<PlanRow[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  return db
    .select()
    .from(plans)
    .where(listWhere(query))
    .orderBy(direction(SORT_COLUMNS[query.sort]), asc(plans.id))
    .limit(limit)
    .offset(offset);
};

export const PLAN_CSV: CsvColumn<PlanRow>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Preço (R$)', value: (row) => csvMoney(row.priceCents) },
  { header: 'Periodicidade', value: (row) => PLAN_INTERVAL_LABELS[row.interval] },
  { header: 'Processos abertos (máx.)', value: (row) => row.maxOpenProcesses ?? 'ilimitado' },
  {
    header: 'Inscrições por processo (máx.)',
    value: (row) => row.maxApplicationsPerProcess ?? 'ilimitado',
  },
  { header: 'Recursos', value: (row) => row.features.join(' | ') },
  { header: 'Ordem', value: (row) => row.displayOrder },
  { header: 'Status', value: (row) => PLAN_LIFECYCLE.labels[row.status] },
  { header: 'Criado em', value: (row) => row.createdAt },
];

export const listPlans = async (db: Db, query: PlanListQuery): Promise<Page<Plan>> => {
  const [rows, [total]] = await Promise.all([
    selectPlans(db, query, pageOffset(query), query.limit),
    db.select({ value: count() }).from(plans).where(listWhere(query)),
  ]);
  return toPage(rows.map(toPlan), total?.value ?? 0, query.page, query.limit);
};

/** The pricing page's plans: active ones in display order. */
export const listPublicPlans = async (db: Db): Promise<PublicPlan[]> =>
  db
    .select({
      id: plans.id,
      name: plans.name,
      description: plans.description,
      priceCents: plans.priceCents,
      interval: plans.interval,
      maxOpenProcesses: plans.maxOpenProcesses,
      maxApplicationsPerProcess: plans.maxApplicationsPerProcess,
      features: plans.features,
      displayOrder: plans.displayOrder,
    })
    .from(plans)
    .where(eq(plans.status, 'active'))
    .orderBy(asc(plans.displayOrder), asc(plans.priceCents), asc(plans.id));

export const findPlan = async (db: Db, id: string): Promise<PlanRow | undefined> =>
  (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];

export const getPlan = async (db: Db, id: string): Promise<PlanRow> => {
  const row = await findPlan(db, id);
  if (!row) throw new AppError(PlanErrors.notFound);
  return row;
};

const rethrowNameTaken = (error: unknown): never => {
  if (isUniqueViolation(error, 'plans_name_unique')) throw new AppError(PlanErrors.nameTaken);
  throw error;
};

export const createPlan = async (
  db: Db,
  request: FastifyRequest,
  input: PlanCreate,
): Promise<Plan> =>
  db
    .transaction(async (tx) => {
      const [row] = await tx.insert(plans).values(input).returning();
      if (!row) throw new Error('plan insert returned nothing');
      await recordAudit(tx, request, {
        action: 'plan.create',
        entity: 'plans',
        entityId: row.id,
        after: row,
      });
      return toPlan(row);
    })
    .catch(rethrowNameTaken);

export const updatePlan = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: PlanUpdate,
): Promise<Plan> => {
  const { updatedAt, ...fields } = input;
  return db
    .transaction(async (tx) => {
      const before = await getPlan(tx, id);
      const [row] = await tx
        .update(plans)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(plans.id, id), unchangedSince(plans.updatedAt, updatedAt)))
        .returning();
      if (!row) throw new AppError(CommonErrors.staleWrite);
      await recordAudit(tx, request, {
        action: 'plan.update',
        entity: 'plans',
        entityId: id,
        before,
        after: row,
      });
      return toPlan(row);
    })
    .catch(rethrowNameTaken);
};

export const changePlanStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  change: PlanStatusChange,
): Promise<Plan> =>
  db.transaction(async (tx) => {
    const before = await getPlan(tx, id);
    if (!canMove(PLAN_LIFECYCLE, before.status, change.status))
      throw new AppError(CommonErrors.invalidTransition);
    // The WHERE on the old status makes two simultaneous changes of one plan serialise: the second finds nothing.
    const [row] = await tx
      .update(plans)
      .set({ status: change.status, ...statusStamp(request, change.reason), updatedAt: new Date() })
      .where(and(eq(plans.id, id), eq(plans.status, before.status)))
      .returning();
    if (!row) throw new AppError(CommonErrors.invalidTransition);
    await recordAudit(tx, request, {
      action: 'plan.status',
      entity: 'plans',
      entityId: id,
      before,
      after: row,
    });
    return toPlan(row);
  });
