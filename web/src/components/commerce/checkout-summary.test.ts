import { describe, expect, it } from 'vitest';
import { checkoutSummary, type CheckedVoucher } from './checkout-summary';

const plan = { id: 'p1', priceCents: 50000 };
const accepted: CheckedVoucher = {
  planId: 'p1',
  answer: {
    valid: true,
    code: 'PARCEIRO',
    priceCents: 50000,
    discountCents: 10000,
    finalPriceCents: 40000,
  },
};
const refused: CheckedVoucher = {
  planId: 'p1',
  answer: { valid: false, code: 'VELHO', reason: 'expired', message: 'expirado' },
};

describe('checkoutSummary', () => {
  it('is empty until a plan is chosen', () => {
    expect(checkoutSummary(undefined, '', null)).toBeNull();
  });

  it('counts the discount the server accepted for this code and plan', () => {
    expect(checkoutSummary(plan, 'parceiro ', accepted)).toMatchObject({
      discountCents: 10000,
      finalPriceCents: 40000,
      voucherCode: 'PARCEIRO',
    });
  });

  it('drops the answer once the code or the plan changes, and names the code still unchecked', () => {
    expect(checkoutSummary(plan, 'outro ', accepted)).toMatchObject({
      finalPriceCents: 50000,
      voucherCode: null,
      checked: null,
      uncheckedCode: 'OUTRO',
    });
    expect(checkoutSummary(plan, '', null)).toMatchObject({ uncheckedCode: null });
    expect(checkoutSummary({ id: 'p2', priceCents: 9000 }, 'PARCEIRO', accepted)).toMatchObject({
      finalPriceCents: 9000,
      checked: null,
    });
  });

  it('keeps a refusal to show and charges the full price', () => {
    expect(checkoutSummary(plan, 'VELHO', refused)).toMatchObject({
      discountCents: 0,
      finalPriceCents: 50000,
      voucherCode: null,
      checked: { valid: false, message: 'expirado' },
      uncheckedCode: null,
    });
  });
});
