import { describe, expect, it } from 'vitest';
import {
  addInterval,
  discountCents,
  monthlyRecurringRevenueCents,
  priceWithDiscount,
  voucherEffectiveStatus,
  voucherRefusal,
  type VoucherState,
} from './pricing';
import { voucherCodeSchema, voucherCreateSchema } from './vouchers';

describe('discountCents', () => {
  it('takes a percentage of the price, rounded to the nearest cent', () => {
    expect(discountCents(10_000, { discountType: 'percent', discountValue: 15 })).toBe(1_500);
    expect(discountCents(999, { discountType: 'percent', discountValue: 50 })).toBe(500);
    expect(discountCents(999, { discountType: 'percent', discountValue: 100 })).toBe(999);
  });

  it('never gives a fixed discount above the price', () => {
    expect(discountCents(5_000, { discountType: 'fixed', discountValue: 2_000 })).toBe(2_000);
    expect(discountCents(5_000, { discountType: 'fixed', discountValue: 9_000 })).toBe(5_000);
    expect(discountCents(0, { discountType: 'fixed', discountValue: 100 })).toBe(0);
  });

  it('answers the final price of a summary, and the full price without a voucher', () => {
    expect(priceWithDiscount(19_900, { discountType: 'percent', discountValue: 10 })).toEqual({
      priceCents: 19_900,
      discountCents: 1_990,
      finalPriceCents: 17_910,
    });
    expect(priceWithDiscount(19_900, null)).toEqual({
      priceCents: 19_900,
      discountCents: 0,
      finalPriceCents: 19_900,
    });
  });
});

describe('addInterval', () => {
  const utc = (text: string) => new Date(`${text}T12:00:00.000Z`);

  it('adds the months of each interval', () => {
    expect(addInterval(utc('2026-03-15'), 'monthly')).toEqual(utc('2026-04-15'));
    expect(addInterval(utc('2026-03-15'), 'quarterly')).toEqual(utc('2026-06-15'));
    expect(addInterval(utc('2026-03-15'), 'semiannual')).toEqual(utc('2026-09-15'));
    expect(addInterval(utc('2026-03-15'), 'yearly')).toEqual(utc('2027-03-15'));
    expect(addInterval(utc('2026-11-15'), 'quarterly')).toEqual(utc('2027-02-15'));
  });

  it('clamps to the last day of a shorter month instead of rolling over', () => {
    expect(addInterval(utc('2026-01-31'), 'monthly')).toEqual(utc('2026-02-28'));
    expect(addInterval(utc('2028-01-31'), 'monthly')).toEqual(utc('2028-02-29'));
    expect(addInterval(utc('2026-08-31'), 'semiannual')).toEqual(utc('2027-02-28'));
  });

  it('adds several periods at once', () => {
    expect(addInterval(utc('2026-01-10'), 'monthly', 3)).toEqual(utc('2026-04-10'));
  });
});

describe('monthlyRecurringRevenueCents', () => {
  it('normalises every interval to a month and rounds once', () => {
    expect(
      monthlyRecurringRevenueCents([
        { interval: 'monthly', totalCents: 10_000 },
        { interval: 'quarterly', totalCents: 30_000 },
        { interval: 'semiannual', totalCents: 60_000 },
        { interval: 'yearly', totalCents: 120_000 },
      ]),
    ).toBe(40_000);
    expect(
      monthlyRecurringRevenueCents([
        { interval: 'quarterly', totalCents: 100 },
        { interval: 'quarterly', totalCents: 100 },
      ]),
    ).toBe(67);
    expect(monthlyRecurringRevenueCents([])).toBe(0);
  });
});

describe('voucher status and refusal', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const plan = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';
  const base: VoucherState = {
    status: 'active',
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    redemptions: 0,
    planIds: [],
  };

  it('accepts an active voucher for any plan when it names none', () => {
    expect(voucherRefusal(base, plan, now)).toBeNull();
    expect(voucherEffectiveStatus(base, now)).toBe('active');
  });

  it('answers each reason of refusal', () => {
    expect(voucherRefusal(null, plan, now)).toBe('not_found');
    expect(voucherRefusal({ ...base, status: 'inactive' }, plan, now)).toBe('inactive');
    expect(voucherRefusal({ ...base, validUntil: '2026-06-01T11:59:59Z' }, plan, now)).toBe(
      'expired',
    );
    expect(voucherRefusal({ ...base, validFrom: '2026-06-02T00:00:00Z' }, plan, now)).toBe(
      'not_started',
    );
    expect(voucherRefusal({ ...base, maxRedemptions: 3, redemptions: 3 }, plan, now)).toBe(
      'exhausted',
    );
    expect(voucherRefusal({ ...base, planIds: [other] }, plan, now)).toBe('plan_not_allowed');
    expect(
      voucherRefusal(
        { ...base, planIds: [other, plan], maxRedemptions: 3, redemptions: 2 },
        plan,
        now,
      ),
    ).toBeNull();
  });

  it('shows inactive before expired before exhausted', () => {
    const everything = {
      ...base,
      status: 'inactive' as const,
      validUntil: '2026-01-01T00:00:00Z',
      maxRedemptions: 1,
      redemptions: 1,
    };
    expect(voucherEffectiveStatus(everything, now)).toBe('inactive');
    expect(voucherEffectiveStatus({ ...everything, status: 'active' }, now)).toBe('expired');
    expect(voucherEffectiveStatus({ ...everything, status: 'active', validUntil: null }, now)).toBe(
      'exhausted',
    );
  });
});

describe('voucher input rules', () => {
  it('stores codes upper-case and refuses other characters', () => {
    expect(voucherCodeSchema.parse(' bem-vindo-10 ')).toBe('BEM-VINDO-10');
    expect(voucherCodeSchema.safeParse('DESCONTO 10').success).toBe(false);
    expect(voucherCodeSchema.safeParse('AÇÃO10').success).toBe(false);
    expect(voucherCodeSchema.safeParse('CUPOM_10').success).toBe(false);
    expect(voucherCodeSchema.safeParse('AB').success).toBe(false);
  });

  it('keeps a percentage within 1-100 and the window in order', () => {
    const valid = { code: 'ABC', discountType: 'percent', discountValue: 100 } as const;
    expect(voucherCreateSchema.safeParse(valid).success).toBe(true);
    const over = voucherCreateSchema.safeParse({ ...valid, discountValue: 101 });
    expect(over.error?.issues[0]).toMatchObject({
      path: ['discountValue'],
      message: 'O desconto percentual deve ser de 1 a 100',
    });
    expect(voucherCreateSchema.safeParse({ ...valid, discountValue: 0 }).success).toBe(false);
    const window = voucherCreateSchema.safeParse({
      ...valid,
      validFrom: '2026-02-01T00:00:00Z',
      validUntil: '2026-01-01T00:00:00Z',
    });
    expect(window.error?.issues[0]?.path).toEqual(['validUntil']);
    expect(
      voucherCreateSchema.safeParse({ ...valid, discountType: 'fixed', discountValue: 50_000 })
        .success,
    ).toBe(true);
  });
});
