import { describe, expect, it } from 'vitest';
import type { Voucher } from '@hub/contract/vouchers';
import {
  dayEndIso,
  dayStartIso,
  typedDiscount,
  voucherFormSchema,
  voucherFormValues,
} from './voucher-form-schema';

const messages = (input: unknown) =>
  Object.fromEntries(
    (voucherFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('voucherFormSchema', () => {
  it('reads a fixed discount in R$ and whole validity days', () => {
    const body = voucherFormSchema.parse({
      ...voucherFormValues(),
      code: ' parceiro-10 ',
      discountType: 'fixed',
      discountValue: '49,90',
      validFrom: '2026-01-01',
      validUntil: '2026-01-31',
      maxRedemptions: '25',
    });
    expect(body).toMatchObject({
      code: 'PARCEIRO-10',
      discountValue: 4990,
      validFrom: dayStartIso('2026-01-01'),
      validUntil: dayEndIso('2026-01-31'),
      maxRedemptions: 25,
      planIds: [],
      partnerId: null,
    });
  });

  it('reads a percentage as whole percent and keeps the contract rules', () => {
    expect(
      voucherFormSchema.parse({ ...voucherFormValues(), code: 'ABC', discountValue: '15' }),
    ).toMatchObject({ discountType: 'percent', discountValue: 15 });
    expect(messages({ ...voucherFormValues(), code: 'ABC', discountValue: '120' })).toEqual({
      discountValue: 'O desconto percentual deve ser de 1 a 100',
    });
  });

  it('says what is wrong with an unreadable value before anything else', () => {
    expect(messages({ ...voucherFormValues(), code: 'ABC', discountValue: 'dez' })).toEqual({
      discountValue: 'Valor inválido: use, por exemplo, 15 (%) ou 1.234,56 (R$)',
    });
  });

  it('refuses a window that ends before it starts, and bad codes', () => {
    expect(
      messages({
        ...voucherFormValues(),
        code: 'meu código',
        discountValue: '10',
        validFrom: '2026-02-01',
        validUntil: '2026-01-01',
      }),
    ).toEqual({
      code: 'O código deve ter apenas letras de A a Z, números e hífen',
      validUntil: 'O fim da validade deve ser depois do início',
    });
  });

  it('opens an edit with the stored values and saves them back the same', () => {
    const voucher = {
      code: 'FIXO',
      description: null,
      discountType: 'fixed',
      discountValue: 123456,
      validFrom: null,
      validUntil: dayEndIso('2026-12-31'),
      maxRedemptions: null,
      planIds: ['8c1c2a7e-5b8e-4b5b-9d55-1f7f3c1e2a10'],
      partnerId: null,
    } as unknown as Voucher;
    expect(voucherFormSchema.parse(voucherFormValues(voucher))).toMatchObject({
      discountValue: 123456,
      validUntil: voucher.validUntil,
      planIds: voucher.planIds,
    });
  });
});

describe('typedDiscount', () => {
  it('answers the discount only once the value is a usable one', () => {
    expect(typedDiscount('percent', '10')).toEqual({ discountType: 'percent', discountValue: 10 });
    expect(typedDiscount('fixed', '10,00')).toEqual({ discountType: 'fixed', discountValue: 1000 });
    // '10' typed as a percentage before the type became fixed: the money field shows R$ 10.
    expect(typedDiscount('fixed', '10')).toEqual({ discountType: 'fixed', discountValue: 1000 });
    expect(typedDiscount('percent', '')).toBeNull();
    expect(typedDiscount('percent', '2,5')).toBeNull();
  });
});
