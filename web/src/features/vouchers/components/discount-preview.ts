import { priceWithDiscount, type Discount, type PriceSummary } from '@hub/contract/pricing';
import type { Plan } from '@hub/contract/plans';

export type PreviewRow = PriceSummary & {
  plan: Pick<Plan, 'id' | 'name' | 'interval' | 'status'>;
  /** The voucher can be used on this plan (no plan chosen = every plan). */
  applies: boolean;
  /** A fixed discount larger than this plan's price: the server refuses such a voucher. */
  exceedsPrice: boolean;
};

/**
 * What the voucher takes off each plan, with the same function the server charges with; plans
 * the voucher does not cover keep their price. `discount` is null while the value is unreadable.
 */
export const discountPreview = (
  plans: Pick<Plan, 'id' | 'name' | 'interval' | 'status' | 'priceCents'>[],
  discount: Discount | null,
  planIds: readonly string[],
): PreviewRow[] =>
  plans.map((plan) => {
    const applies = planIds.length === 0 || planIds.includes(plan.id);
    return {
      plan,
      applies,
      exceedsPrice:
        applies && discount?.discountType === 'fixed' && discount.discountValue > plan.priceCents,
      ...priceWithDiscount(plan.priceCents, applies ? discount : null),
    };
  });
