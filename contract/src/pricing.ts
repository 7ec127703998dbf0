import { PLAN_INTERVAL_MONTHS, type PlanInterval } from './plans';
import type {
  DiscountType,
  VoucherEffectiveStatus,
  VoucherRefusal,
  VoucherStatus,
} from './vouchers';

export type Discount = { discountType: DiscountType; discountValue: number };

/**
 * The discount a voucher gives on a price, in cents. Percentages round to the nearest cent;
 * a fixed discount never exceeds the price, so the total is never negative.
 */
export const discountCents = (priceCents: number, discount: Discount): number => {
  const raw =
    discount.discountType === 'percent'
      ? Math.round((priceCents * discount.discountValue) / 100)
      : discount.discountValue;
  return Math.min(Math.max(raw, 0), priceCents);
};

export type PriceSummary = { priceCents: number; discountCents: number; finalPriceCents: number };

export const priceWithDiscount = (priceCents: number, discount: Discount | null): PriceSummary => {
  const off = discount ? discountCents(priceCents, discount) : 0;
  return { priceCents, discountCents: off, finalPriceCents: priceCents - off };
};

/**
 * The end of a period that starts at `start`: calendar months in UTC, clamped to the last day of
 * a shorter month (31 January + 1 month = 28 or 29 February), never rolling into the next month.
 */
export const addInterval = (start: Date, interval: PlanInterval, periods = 1): Date => {
  const months = PLAN_INTERVAL_MONTHS[interval] * periods;
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
};

/**
 * Monthly recurring revenue in cents from the amounts charged per period, grouped by interval:
 * a quarterly R$ 300 counts R$ 100 a month. Rounded once, at the end.
 */
export const monthlyRecurringRevenueCents = (
  totals: { interval: PlanInterval; totalCents: number }[],
): number =>
  Math.round(
    totals.reduce(
      (sum, { interval, totalCents }) => sum + totalCents / PLAN_INTERVAL_MONTHS[interval],
      0,
    ),
  );

export type VoucherState = {
  status: VoucherStatus;
  validFrom: Date | string | null;
  validUntil: Date | string | null;
  maxRedemptions: number | null;
  redemptions: number;
  planIds: readonly string[];
};

const time = (value: Date | string): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/** What the list shows: inactive wins, then expired (window over), then exhausted (no uses left). */
export const voucherEffectiveStatus = (
  voucher: VoucherState,
  now: Date,
): VoucherEffectiveStatus => {
  if (voucher.status === 'inactive') return 'inactive';
  if (voucher.validUntil !== null && time(voucher.validUntil) <= now.getTime()) return 'expired';
  if (voucher.maxRedemptions !== null && voucher.redemptions >= voucher.maxRedemptions)
    return 'exhausted';
  return 'active';
};

/** Why this voucher cannot be used on this plan now, or null when it can. Unknown codes are 'not_found'. */
export const voucherRefusal = (
  voucher: VoucherState | null,
  planId: string,
  now: Date,
): VoucherRefusal | null => {
  if (!voucher) return 'not_found';
  const status = voucherEffectiveStatus(voucher, now);
  if (status !== 'active') return status;
  if (voucher.validFrom !== null && time(voucher.validFrom) > now.getTime()) return 'not_started';
  if (voucher.planIds.length > 0 && !voucher.planIds.includes(planId)) return 'plan_not_allowed';
  return null;
};
