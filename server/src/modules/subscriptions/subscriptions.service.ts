import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canMove } from '@hub/contract/fields';
import { addInterval, monthlyRecurringRevenueCents } from '@hub/contract/pricing';
import { formatCnpj } from '@hub/contract/br';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  PAYMENT_METHOD_LABELS,
  SUBSCRIPTION_LIFECYCLE,
  SUBSCRIPTION_STATUSES,
  type CompanyPlanUsage,
  type Subscription,
  type SubscriptionCancel,
  type SubscriptionCreate,
  type SubscriptionExportQuery,
  type SubscriptionRenew,
  type SubscriptionSort,
  type SubscriptionStatus,
  type SubscriptionStatusChange,
  type SubscriptionSummary,
  type SubscriptionUpdate,
} from '@hub/contract/subscriptions';
import type { Db } from '../../db/client';
import { companies, plans, selectiveProcesses, subscriptions, vouchers } from '../../db/schema/index';
import { OPEN_PROCESS_STATUSES } from '@hub/contract/selective-processes';
import { activePlanLimits } from './plan-limits';
import { recordAudit } from '../../lib/audit';
import { csvMoney, type CsvColumn } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, CommonErrors } from '../../lib/errors';
import { foldedKey } from '../../db/schema/folded';
import { defineJoinedList } from '../../lib/joined-list';
import { joinAll, type Join } from '../../lib/joins';
import {
  addressHolds,
  containsPattern,
  createdBetween,
  nameFound,
  searchKey,
  statusStamp,
  termsOf,
  textHolds,
  unchangedSince,
  type SortExpression,
} from '../../lib/listing';
import { redeemVoucher, releaseVoucher } from '../vouchers/vouchers.service';
import { CompanyErrors } from '../companies/companies.errors';
import { companyIdInScope, companyInScope } from '../../lib/scope';
import { withinDays } from '../../lib/council-days';
import type { Scope } from '../../lib/permissions';
import { SubscriptionErrors } from './subscriptions.errors';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const companyName = sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`;
const totalCents = sql<number>`(${subscriptions.priceCents} - ${subscriptions.discountCents})`;

/** A subscription with the names the list shows, joined in one query. */
const listColumns = {
  ...getTableColumns(subscriptions),
  companyName,
  companyCnpj: companies.cnpj,
  planName: plans.name,
  voucherCode: vouchers.code,
};
export type SubscriptionListRow = SubscriptionRow & {
  companyName: string;
  companyCnpj: string;
  planName: string;
  voucherCode: string | null;
};

export const toSubscription = (row: SubscriptionListRow): Subscription => ({
  ...row,
  totalCents: row.priceCents - row.discountCents,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORTS: Record<SubscriptionSort, SortExpression> = {
  createdAt: subscriptions.createdAt,
  periodStart: subscriptions.periodStart,
  periodEnd: subscriptions.periodEnd,
  totalCents,
  status: subscriptions.status,
  companyName,
  planName: plans.name,
};

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

const whereOf = (query: SubscriptionExportQuery): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  const key = searchKey(query.key);
  if (key) {
    const pattern = key.contains;
    const terms = termsOf(key);
    const digits = key.text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    // The companies' folded names and their trigram indexes, as the companies list searches them:
    // a key of one word anywhere, one of several each word at a word's start (lib/listing.ts).
    const inName = (folded: typeof companies.legalNameFolded) =>
      key.spaced ? nameFound(folded, terms) : sql`${folded} LIKE ${foldedKey(pattern)}`;
    conditions.push(
      or(
        inName(companies.legalNameFolded),
        inName(companies.tradeNameFolded),
        textHolds(plans.name, terms),
        addressHolds(vouchers.code, terms),
        digits.length >= 3 ? ilike(companies.cnpj, containsPattern(digits)) : undefined,
      ),
    );
  }
  if (query.status) conditions.push(eq(subscriptions.status, query.status));
  if (query.planId) conditions.push(eq(subscriptions.planId, query.planId));
  if (query.companyId) conditions.push(eq(subscriptions.companyId, query.companyId));
  // Periods overlapping the chosen days: it ends on or after the first, starts before the day after the last.
  if (query.periodFrom)
    conditions.push(gte(subscriptions.periodEnd, new Date(`${query.periodFrom}T00:00:00Z`)));
  if (query.periodTo)
    conditions.push(lt(subscriptions.periodStart, new Date(nextDay(query.periodTo))));
  // The commercial report's figures (decision 053): made in, and cancelled in, the council's days.
  if (query.uf) conditions.push(eq(companies.uf, query.uf));
  if (query.voucher !== undefined)
    conditions.push(query.voucher ? isNotNull(subscriptions.voucherId) : isNull(subscriptions.voucherId));
  conditions.push(createdBetween(subscriptions.createdAt, query));
  if (query.cancelledFrom || query.cancelledTo)
    conditions.push(
      eq(subscriptions.status, 'cancelled'),
      withinDays(subscriptions.statusChangedAt, query.cancelledFrom, query.cancelledTo),
    );
  return and(...conditions);
};

/** The company, plan and voucher of each row: the list and the detail share them, a count those it reads. */
const JOINS: Join[] = [
  { table: companies, on: eq(companies.id, subscriptions.companyId) },
  { table: plans, on: eq(plans.id, subscriptions.planId) },
  { table: vouchers, on: eq(vouchers.id, subscriptions.voucherId), left: true },
];

const joined = (db: Db) => joinAll(db.select(listColumns).from(subscriptions).$dynamic(), JOINS);

const SUBSCRIPTION_CSV: CsvColumn<Subscription>[] = [
  { header: 'Empresa', value: (row) => row.companyName },
  { header: 'CNPJ', value: (row) => formatCnpj(row.companyCnpj) },
  { header: 'Plano', value: (row) => row.planName },
  { header: 'Periodicidade', value: (row) => PLAN_INTERVAL_LABELS[row.interval] },
  { header: 'Preço (R$)', value: (row) => csvMoney(row.priceCents) },
  { header: 'Desconto (R$)', value: (row) => csvMoney(row.discountCents) },
  { header: 'Total (R$)', value: (row) => csvMoney(row.totalCents) },
  { header: 'Voucher', value: (row) => row.voucherCode },
  { header: 'Forma de pagamento', value: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { header: 'Início do período', value: (row) => new Date(row.periodStart) },
  { header: 'Fim do período', value: (row) => new Date(row.periodEnd) },
  { header: 'Status', value: (row) => SUBSCRIPTION_LIFECYCLE.labels[row.status] },
  { header: 'Cancelar no fim do período', value: (row) => row.cancelAtPeriodEnd },
  { header: 'Criada em', value: (row) => new Date(row.createdAt) },
];

export const subscriptionList = defineJoinedList({
  table: subscriptions,
  joins: JOINS,
  fields: listColumns,
  sorts: SORTS,
  where: whereOf,
  // The company is joined: its UF says whether the subscription is in scope (decision 029).
  scope: companyInScope,
  toAnswer: toSubscription,
  csv: { file: 'assinaturas', columns: SUBSCRIPTION_CSV },
});

/** The company's newest subscription and its plan's limits against the processes it has open. */
export const companyPlanUsage = async (db: Db, companyId: string): Promise<CompanyPlanUsage> => {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(CompanyErrors.notFound);
  const [[newest], limits, [counts]] = await Promise.all([
    joined(db).where(eq(subscriptions.companyId, companyId)).orderBy(desc(subscriptions.createdAt)).limit(1),
    activePlanLimits(db, companyId),
    db
      .select({
        processes: count(),
        open: sql<number>`count(*) FILTER (WHERE ${inArray(selectiveProcesses.status, [...OPEN_PROCESS_STATUSES])})::int`,
      })
      .from(selectiveProcesses)
      .where(eq(selectiveProcesses.companyId, companyId)),
  ]);
  return {
    subscription: newest ? toSubscription(newest) : null,
    limits: limits && {
      planName: limits.planName,
      maxOpenProcesses: limits.maxOpenProcesses,
      maxApplicationsPerProcess: limits.maxApplicationsPerProcess,
    },
    openProcesses: counts?.open ?? 0,
    processes: counts?.processes ?? 0,
  };
};

/** One subscription as its list reads it; its scope was checked with its path (SCOPED_PATHS, decision 029). */
export const getSubscription = async (db: Db, id: string): Promise<Subscription> => {
  const subscription = await subscriptionList.row(db, id, null);
  if (!subscription) throw new AppError(SubscriptionErrors.notFound);
  return subscription;
};

/** The row as stored, locked for the rest of the transaction so two moves of it serialise. */
const lockSubscription = async (tx: Db, id: string): Promise<SubscriptionRow> => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError(SubscriptionErrors.notFound);
  return row;
};

const rethrowAlreadyLive = (error: unknown): never => {
  if (isUniqueViolation(error, 'subscriptions_one_live_per_company'))
    throw new AppError(SubscriptionErrors.alreadyLive);
  throw error;
};

/**
 * A pending subscription of a company to a plan: the plan's price and interval are copied, the
 * voucher (if any) is redeemed atomically in the same transaction, and the period runs one
 * interval from now. Activation by an administrator restarts the period from that day.
 */
export const createSubscription = async (
  db: Db,
  request: FastifyRequest,
  input: SubscriptionCreate,
): Promise<Subscription> => {
  const id = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, status: companies.status })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .limit(1);
    if (!company) throw new AppError(SubscriptionErrors.unknownCompany);
    if (company.status === 'suspended' || company.status === 'inactive')
      throw new AppError(SubscriptionErrors.companyNotAllowed);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId)).limit(1);
    if (!plan) throw new AppError(SubscriptionErrors.unknownPlan);
    if (plan.status !== 'active') throw new AppError(SubscriptionErrors.planInactive);
    const [live] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.companyId, company.id),
          inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
        ),
      )
      .limit(1);
    if (live) throw new AppError(SubscriptionErrors.alreadyLive);
    const redemption = input.voucherCode ? await redeemVoucher(tx, input.voucherCode, plan) : null;
    const now = new Date();
    const [row] = await tx
      .insert(subscriptions)
      .values({
        companyId: company.id,
        planId: plan.id,
        voucherId: redemption?.voucherId ?? null,
        interval: plan.interval,
        priceCents: plan.priceCents,
        discountCents: redemption?.discountCents ?? 0,
        paymentMethod: input.paymentMethod,
        periodStart: now,
        periodEnd: addInterval(now, plan.interval),
      })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    await recordAudit(tx, request, {
      action: 'subscription.create',
      entity: 'subscriptions',
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
  return getSubscription(db, id);
};

export const updateSubscription = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SubscriptionUpdate,
): Promise<Subscription> => {
  await db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    const [row] = await tx
      .update(subscriptions)
      .set({ paymentMethod: input.paymentMethod, updatedAt: new Date() })
      .where(
        and(eq(subscriptions.id, id), unchangedSince(subscriptions.updatedAt, input.updatedAt)),
      )
      .returning();
    if (!row) throw new AppError(CommonErrors.staleWrite);
    await recordAudit(tx, request, {
      action: 'subscription.update',
      entity: 'subscriptions',
      entityId: id,
      before,
      after: row,
    });
  });
  return getSubscription(db, id);
};

/** What a move changes besides the status: activation starts the period, cancelling a pending one gives the voucher use back. */
const applyMove = async (tx: Db, before: SubscriptionRow, to: SubscriptionStatus) => {
  if (before.status === 'pending' && to === 'active') {
    const now = new Date();
    return { periodStart: now, periodEnd: addInterval(now, before.interval) };
  }
  if (before.status === 'pending' && to === 'cancelled' && before.voucherId)
    await releaseVoucher(tx, before.voucherId);
  return {};
};

export const changeSubscriptionStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  change: SubscriptionStatusChange,
): Promise<Subscription> => {
  await db
    .transaction(async (tx) => {
      const before = await lockSubscription(tx, id);
      if (!canMove(SUBSCRIPTION_LIFECYCLE, before.status, change.status))
        throw new AppError(CommonErrors.invalidTransition);
      const extra = await applyMove(tx, before, change.status);
      const [row] = await tx
        .update(subscriptions)
        .set({
          status: change.status,
          ...extra,
          ...statusStamp(request, change.reason),
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, id))
        .returning();
      await recordAudit(tx, request, {
        action: 'subscription.status',
        entity: 'subscriptions',
        entityId: id,
        before,
        after: row,
      });
    })
    .catch(rethrowAlreadyLive);
  return getSubscription(db, id);
};

/** Cancels now (a status move) or marks a live subscription to end as cancelled when its period ends. */
export const cancelSubscription = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SubscriptionCancel,
): Promise<Subscription> => {
  if (!input.atPeriodEnd)
    return changeSubscriptionStatus(db, request, id, { status: 'cancelled', reason: input.reason });
  await db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (!isLive(before.status)) throw new AppError(SubscriptionErrors.notLive);
    const [row] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, statusReason: input.reason, updatedAt: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    await recordAudit(tx, request, {
      action: 'subscription.cancel_at_period_end',
      entity: 'subscriptions',
      entityId: id,
      before,
      after: row,
    });
  });
  return getSubscription(db, id);
};

const isLive = (status: SubscriptionStatus): boolean =>
  (LIVE_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);

/**
 * One more period, starting where the current one ends (paid in advance or late alike). A
 * past-due subscription becomes active again and a pending cancellation is withdrawn. Only the
 * subscription as the administrator saw it is renewed: two renewals of the same view add one period.
 */
export const renewSubscription = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SubscriptionRenew,
): Promise<Subscription> => {
  await db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (!isLive(before.status)) throw new AppError(SubscriptionErrors.notLive);
    const [row] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        periodStart: before.periodEnd,
        periodEnd: addInterval(before.periodEnd, before.interval),
        cancelAtPeriodEnd: false,
        ...(before.status === 'active' ? {} : statusStamp(request, 'Renovada')),
        updatedAt: new Date(),
      })
      .where(and(eq(subscriptions.id, id), unchangedSince(subscriptions.updatedAt, input.updatedAt)))
      .returning();
    if (!row) throw new AppError(CommonErrors.staleWrite);
    await recordAudit(tx, request, {
      action: 'subscription.renew',
      entity: 'subscriptions',
      entityId: id,
      before,
      after: row,
    });
  });
  return getSubscription(db, id);
};

/** Counts per status and the monthly recurring revenue of the active subscriptions, of the companies in the scope. */
export const subscriptionSummary = async (db: Db, scope: Scope): Promise<SubscriptionSummary> => {
  const inScope = companyIdInScope(subscriptions.companyId, scope);
  const [counts, totals] = await Promise.all([
    db
      .select({ status: subscriptions.status, value: count() })
      .from(subscriptions)
      .where(inScope)
      .groupBy(subscriptions.status),
    db
      .select({
        interval: subscriptions.interval,
        totalCents: sql<number>`coalesce(sum(${totalCents}), 0)::float8`.mapWith(Number),
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), inScope))
      .groupBy(subscriptions.interval),
  ]);
  const countsByStatus = Object.fromEntries(
    SUBSCRIPTION_STATUSES.map((status) => [status, 0]),
  ) as Record<SubscriptionStatus, number>;
  for (const row of counts) countsByStatus[row.status] = row.value;
  return {
    mrrCents: monthlyRecurringRevenueCents(totals),
    activeCount: countsByStatus.active,
    countsByStatus,
  };
};
