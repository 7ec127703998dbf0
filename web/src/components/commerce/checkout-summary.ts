import { priceWithDiscount, type PriceSummary } from '@hub/contract/pricing';
import type { PublicVoucherCheck, VoucherValidation } from '@hub/contract/vouchers';

/** What the server said of a code: an administrator hears the reason, a visitor does not. */
export type VoucherAnswer = VoucherValidation | PublicVoucherCheck;

/** A voucher answer, kept with the plan it was asked for. */
export type CheckedVoucher = { planId: string; answer: VoucherAnswer };

export type CheckoutSummary = PriceSummary & {
  /** The code whose discount is counted, when one is. */
  voucherCode: string | null;
  /** The answer to show beside the code field (it may be a refusal). */
  checked: VoucherAnswer | null;
  /** A code typed but not checked for this plan yet: its discount is not counted above. */
  uncheckedCode: string | null;
};

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The summary before subscribing: the plan's price, less the voucher's discount only when the
 * server accepted this very code for this very plan. Changing either drops the old answer.
 */
export const checkoutSummary = (
  plan: { id: string; priceCents: number } | undefined,
  code: string,
  checked: CheckedVoucher | null,
): CheckoutSummary | null => {
  if (!plan) return null;
  const current =
    checked && checked.planId === plan.id && sameCode(checked.answer.code, code)
      ? checked.answer
      : null;
  if (current?.valid)
    return {
      priceCents: current.priceCents,
      discountCents: current.discountCents,
      finalPriceCents: current.finalPriceCents,
      voucherCode: current.code,
      checked: current,
      uncheckedCode: null,
    };
  const typed = code.trim().toUpperCase();
  return {
    ...priceWithDiscount(plan.priceCents, null),
    voucherCode: null,
    checked: current,
    uncheckedCode: typed && !current ? typed : null,
  };
};
