import { describe, expect, it } from 'vitest';
import { discountPreview } from './discount-preview';

const plans = [
  { id: 'basic', name: 'Básico', interval: 'monthly', status: 'active', priceCents: 9990 },
  { id: 'pro', name: 'Pro', interval: 'yearly', status: 'active', priceCents: 100000 },
] as const;
const rows = (...args: Parameters<typeof discountPreview>) =>
  discountPreview(...args).map(({ plan, ...row }) => ({ id: plan.id, ...row }));

describe('discountPreview', () => {
  it('applies a percentage to every plan when none is chosen, rounding to the cent', () => {
    expect(rows([...plans], { discountType: 'percent', discountValue: 15 }, [])).toEqual([
      {
        id: 'basic',
        applies: true,
        exceedsPrice: false,
        priceCents: 9990,
        discountCents: 1499,
        finalPriceCents: 8491,
      },
      {
        id: 'pro',
        applies: true,
        exceedsPrice: false,
        priceCents: 100000,
        discountCents: 15000,
        finalPriceCents: 85000,
      },
    ]);
  });

  it('leaves the plans the voucher does not cover at full price', () => {
    const [basic, pro] = rows([...plans], { discountType: 'fixed', discountValue: 5000 }, ['pro']);
    expect(basic).toMatchObject({ applies: false, discountCents: 0, finalPriceCents: 9990 });
    expect(pro).toMatchObject({ applies: true, discountCents: 5000, finalPriceCents: 95000 });
  });

  it('flags a fixed discount above a covered price and never goes below zero', () => {
    const [basic, pro] = rows([...plans], { discountType: 'fixed', discountValue: 20000 }, []);
    expect(basic).toMatchObject({ exceedsPrice: true, discountCents: 9990, finalPriceCents: 0 });
    expect(pro).toMatchObject({ exceedsPrice: false, finalPriceCents: 80000 });
  });

  it('shows full prices while the discount cannot be read', () => {
    expect(rows([...plans], null, []).map((row) => row.finalPriceCents)).toEqual([9990, 100000]);
  });
});
