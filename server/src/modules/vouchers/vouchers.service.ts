import { and, eq, gt, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  discountCents,
  priceWithDiscount,
  voucherEffectiveStatus,
  voucherRefusal,
} from '@hub/contract/pricing';
import {
  DISCOUNT_TYPE_LABELS,
  PUBLIC_VOUCHER_REFUSAL,
  VOUCHER_REFUSAL_LABELS,
  VOUCHER_LIFECYCLE,
  VOUCHER_STATUS_LABELS,
  type PublicVoucherCheck,
  type Voucher,
  type VoucherCreate,
  type VoucherEffectiveStatus,
  type VoucherExportQuery,
  type VoucherSort,
  type VoucherUpdate,
  type VoucherValidate,
  type VoucherValidation,
} from '@hub/contract/vouchers';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { partners, plans, vouchers } from '../../db/schema/index';
import { csvMoney, type CsvColumn } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { addressHolds, textHolds, type ListSearch, type SortExpression } from '../../lib/listing';
import { defineResource } from '../../lib/resource';
import type { UniqueRule } from '../../lib/unique';
import { PlanErrors } from '../plans/plans.errors';
import { getPlan } from '../plans/plans.service';
import { fixedAbovePrice, VoucherErrors, voucherRefused } from './vouchers.errors';

export type VoucherRow = typeof vouchers.$inferSelect;

export const toVoucher = (row: VoucherRow, now = new Date()): Voucher => ({
  ...row,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  effectiveStatus: voucherEffectiveStatus(row, now),
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const expired = sql`(${vouchers.validUntil} IS NOT NULL AND ${vouchers.validUntil} <= now())`;
const exhausted = sql`(${vouchers.maxRedemptions} IS NOT NULL AND ${vouchers.redemptions} >= ${vouchers.maxRedemptions})`;

/** The computed statuses in SQL, in the precedence of voucherEffectiveStatus. */
const EFFECTIVE_STATUS_WHERE: Record<VoucherEffectiveStatus, SQL | undefined> = {
  inactive: eq(vouchers.status, 'inactive'),
  expired: and(eq(vouchers.status, 'active'), expired),
  exhausted: and(eq(vouchers.status, 'active'), not(expired), exhausted),
  active: and(eq(vouchers.status, 'active'), not(expired), not(exhausted)),
};

const SORTS: Record<VoucherSort, SortExpression> = {
  code: vouchers.code,
  discountValue: vouchers.discountValue,
  // No end date is valid forever: last going up, first going down, as PostgreSQL orders nulls.
  validUntil: sql`coalesce(${vouchers.validUntil}, 'infinity'::timestamptz)`,
  redemptions: vouchers.redemptions,
  status: vouchers.status,
  createdAt: vouchers.createdAt,
  updatedAt: vouchers.updatedAt,
};

/** `key` matches a fragment of the code or the description, accents ignored. */
const VOUCHER_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) =>
    or(addressHolds(vouchers.code, terms), textHolds(vouchers.description, terms)),
};

const filtersOf = (query: VoucherExportQuery): SQL | undefined =>
  and(
    query.status ? EFFECTIVE_STATUS_WHERE[query.status] : undefined,
    query.discountType ? eq(vouchers.discountType, query.discountType) : undefined,
    // A voucher that names no plan is valid for every plan, so it matches any plan filter.
    query.planId
      ? sql`(cardinality(${vouchers.planIds}) = 0 OR ${query.planId}::uuid = ANY(${vouchers.planIds}))`
      : undefined,
    query.partnerId ? eq(vouchers.partnerId, query.partnerId) : undefined,
  );

/** A voucher as its CSV shows it: the names of its plans and partner, not their ids. */
type VoucherExportRow = VoucherRow & { planNames: string[]; partnerName: string | null };

/** The status is the effective one at the export (an expired voucher says so). */
const VOUCHER_CSV: CsvColumn<VoucherExportRow>[] = [
  { header: 'Código', value: (row) => row.code },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Tipo de desconto', value: (row) => DISCOUNT_TYPE_LABELS[row.discountType] },
  {
    header: 'Desconto',
    value: (row) =>
      row.discountType === 'percent' ? `${row.discountValue}%` : csvMoney(row.discountValue),
  },
  { header: 'Válido de', value: (row) => row.validFrom },
  { header: 'Válido até', value: (row) => row.validUntil },
  { header: 'Usos', value: (row) => row.redemptions },
  { header: 'Máximo de usos', value: (row) => row.maxRedemptions ?? 'ilimitado' },
  {
    header: 'Planos',
    value: (row) => (row.planNames.length === 0 ? 'Todos' : row.planNames.join(', ')),
  },
  { header: 'Parceiro', value: (row) => row.partnerName },
  {
    header: 'Status',
    value: (row) => VOUCHER_STATUS_LABELS[voucherEffectiveStatus(row, new Date())],
  },
  { header: 'Criado em', value: (row) => row.createdAt },
];

const withNames = async (db: Db, rows: VoucherRow[]): Promise<VoucherExportRow[]> => {
  const planIds = [...new Set(rows.flatMap((row) => row.planIds))];
  const partnerIds = [...new Set(rows.flatMap((row) => (row.partnerId ? [row.partnerId] : [])))];
  const [planNames, partnerNames] = await Promise.all([
    planIds.length
      ? db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, planIds))
      : [],
    partnerIds.length
      ? db
          .select({ id: partners.id, name: partners.name })
          .from(partners)
          .where(inArray(partners.id, partnerIds))
      : [],
  ]);
  const names = new Map([...planNames, ...partnerNames].map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    ...row,
    planNames: row.planIds.map((id) => names.get(id) ?? 'Plano excluído'),
    partnerName: row.partnerId ? (names.get(row.partnerId) ?? null) : null,
  }));
};

export const voucherResource = defineResource({
  table: vouchers,
  entity: 'vouchers',
  label: vouchers.code,
  notFound: VoucherErrors.notFound,
  toAnswer: (row: VoucherRow) => toVoucher(row),
  list: { sorts: SORTS, search: VOUCHER_SEARCH, filters: filtersOf },
  csv: { file: 'vouchers', columns: VOUCHER_CSV, rowsOf: withNames },
  lifecycle: VOUCHER_LIFECYCLE,
  unique: (input: StoredVoucherInput): UniqueRule[] => [
    {
      index: 'vouchers_code_unique',
      where: eq(vouchers.code, input.code),
      error: VoucherErrors.codeTaken,
    },
  ],
});

const findByCode = async (db: Db, code: string): Promise<VoucherRow | null> =>
  (
    await db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase())).limit(1)
  )[0] ?? null;

/**
 * The partner and the named plans must exist, and a fixed discount may not pass the price of any
 * of the plans. A voucher for every plan is not checked against each price: discountCents caps it.
 */
const checkReferences = async (
  db: Db,
  input: Pick<VoucherCreate, 'planIds' | 'discountType' | 'discountValue' | 'partnerId'>,
) => {
  if (input.partnerId) {
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.id, input.partnerId))
      .limit(1);
    if (!partner) throw new AppError(VoucherErrors.unknownPartner);
  }
  if (input.planIds.length === 0) return;
  const rows = await db
    .select({ name: plans.name, priceCents: plans.priceCents })
    .from(plans)
    .where(inArray(plans.id, input.planIds));
  if (rows.length !== input.planIds.length) throw new AppError(VoucherErrors.unknownPlan);
  const tooCheap =
    input.discountType === 'fixed'
      ? rows.find((plan) => input.discountValue > plan.priceCents)
      : undefined;
  if (tooCheap) throw new AppError(fixedAbovePrice(tooCheap.name));
};

type StoredVoucherInput = ReturnType<typeof fromInput>;
const fromInput = (input: VoucherCreate) => ({
  ...input,
  validFrom: input.validFrom ? new Date(input.validFrom) : null,
  validUntil: input.validUntil ? new Date(input.validUntil) : null,
});

export const createVoucher = async (
  db: Db,
  request: FastifyRequest,
  input: VoucherCreate,
): Promise<Voucher> => {
  await checkReferences(db, input);
  return voucherResource.create(db, request, fromInput(input));
};

export const updateVoucher = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: VoucherUpdate,
): Promise<Voucher> => {
  const { updatedAt, ...fields } = input;
  await checkReferences(db, fields);
  // The row is locked while the guard reads it, so no redemption slips in before the write.
  return voucherResource.update(db, request, id, { ...fromInput(fields), updatedAt }, (before) => {
    if (fields.maxRedemptions !== null && before.redemptions > fields.maxRedemptions)
      throw new AppError(VoucherErrors.maxBelowRedemptions);
  });
};

/** `POST /vouchers/validate`: the price after the discount, or the exact reason of refusal. */
export const validateVoucher = async (
  db: Db,
  input: VoucherValidate,
): Promise<VoucherValidation> => {
  const plan = await getPlan(db, input.planId);
  const code = input.code.toUpperCase();
  const voucher = await findByCode(db, code);
  const reason = voucherRefusal(voucher, plan.id, new Date());
  if (reason || !voucher) {
    const refusal = reason ?? 'not_found';
    return { valid: false, code, reason: refusal, message: VOUCHER_REFUSAL_LABELS[refusal] };
  }
  return { valid: true, code, ...priceWithDiscount(plan.priceCents, voucher) };
};

/**
 * The check of a visitor without a session: counted per address before any lookup (so codes
 * cannot be tried by the thousand), on active plans only, answering the discount or a refusal
 * that does not say why.
 */
export const checkVoucherPublicly = async (
  deps: Deps,
  input: VoucherValidate,
  ip: string,
): Promise<PublicVoucherCheck> => {
  const { rateLimit } = deps.config;
  const allowed = await deps.rateLimiter.hit(
    [`voucher-check:ip:${ip}`],
    rateLimit.voucherCheck,
    rateLimit.windowSeconds,
  );
  if (!allowed) throw new AppError(VoucherErrors.tooManyChecks);
  const plan = await getPlan(deps.db, input.planId);
  if (plan.status !== 'active') throw new AppError(PlanErrors.notFound);
  const answer = await validateVoucher(deps.db, input);
  if (answer.valid) return answer;
  return { valid: false, code: answer.code, message: PUBLIC_VOUCHER_REFUSAL };
};

export type Redemption = { voucherId: string; discountCents: number };

/**
 * Uses one redemption of `code` for a plan, inside the caller's transaction. The increment is
 * one conditional UPDATE: concurrent callers queue on the row and each re-checks the limit after
 * the previous commit, so a voucher with K uses left is redeemed exactly K times, on PGlite and
 * PostgreSQL alike.
 */
export const redeemVoucher = async (
  tx: Db,
  code: string,
  plan: { id: string; priceCents: number },
): Promise<Redemption> => {
  const now = new Date();
  const voucher = await findByCode(tx, code);
  const reason = voucherRefusal(voucher, plan.id, now);
  if (reason || !voucher) throw new AppError(voucherRefused(reason ?? 'not_found'));
  const [claimed] = await tx
    .update(vouchers)
    .set({ redemptions: sql`${vouchers.redemptions} + 1` })
    .where(
      and(
        eq(vouchers.id, voucher.id),
        eq(vouchers.status, 'active'),
        or(isNull(vouchers.maxRedemptions), lt(vouchers.redemptions, vouchers.maxRedemptions)),
        or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
      ),
    )
    .returning();
  if (!claimed) {
    const fresh = await findByCode(tx, code);
    throw new AppError(voucherRefused(voucherRefusal(fresh, plan.id, new Date()) ?? 'exhausted'));
  }
  return { voucherId: claimed.id, discountCents: discountCents(plan.priceCents, claimed) };
};

/** Gives back the use taken by a subscription that is cancelled before it ever started. */
export const releaseVoucher = async (tx: Db, voucherId: string): Promise<void> => {
  await tx
    .update(vouchers)
    .set({ redemptions: sql`${vouchers.redemptions} - 1` })
    .where(and(eq(vouchers.id, voucherId), gt(vouchers.redemptions, 0)));
};
