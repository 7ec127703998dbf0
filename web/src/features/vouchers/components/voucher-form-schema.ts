import { z } from 'zod';
import {
  discountTypeSchema,
  voucherCreateSchema,
  type DiscountType,
  type Voucher,
  type VoucherCreateInput,
} from '@hub/contract/vouchers';
import { dateOnlySchema } from '@hub/contract/fields';
import type { Discount } from '@hub/contract/pricing';
import { formatMoneyInput, maskMoney, numberInput, parseMoney } from '../../../lib/form-numbers';

const VALUE_INVALID = 'Valor inválido: use, por exemplo, 15 (%) ou 1.234,56 (R$)';

/**
 * The typed discount in the contract's unit: whole percent, or cents. NaN when blank. An amount
 * is read as its masked field shows it, even when typed as a percentage before the type changed.
 */
export const discountValueOf = (type: DiscountType, text: string): number => {
  const shown = type === 'fixed' ? maskMoney(text) : text;
  const amount = shown.trim() ? parseMoney(shown) : null;
  if (amount === null) return Number.NaN;
  return type === 'percent' ? amount / 100 : amount;
};

/** The discount the preview can apply, or null while the typed value is not one. */
export const typedDiscount = (type: DiscountType, text: string): Discount | null => {
  const value = discountValueOf(type, text);
  return Number.isInteger(value) && value > 0 ? { discountType: type, discountValue: value } : null;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A validity day is a whole local day: from its first to its last millisecond. */
export const dayStartIso = (day: string): string => new Date(`${day}T00:00:00`).toISOString();
export const dayEndIso = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();
export const isoToDay = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The voucher form over the contract's schema: the discount is typed as text (a percentage or
 * an amount in R$ depending on the type), validity as days, the rest as the contract wants it.
 * The result is piped into `voucherCreateSchema`, so its rules and messages apply unchanged.
 */
export const voucherFormSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    discountType: discountTypeSchema,
    discountValue: z
      .string()
      .refine((text) => !text.trim() || parseMoney(text) !== null, { error: VALUE_INVALID }),
    validFrom: z.literal('').or(dateOnlySchema),
    validUntil: z.literal('').or(dateOnlySchema),
    maxRedemptions: z.string(),
    planIds: z.array(z.string()),
    partnerId: z.string(),
  })
  .transform((form): VoucherCreateInput => ({
    ...form,
    discountValue: discountValueOf(form.discountType, form.discountValue),
    validFrom: form.validFrom ? dayStartIso(form.validFrom) : null,
    validUntil: form.validUntil ? dayEndIso(form.validUntil) : null,
    maxRedemptions: form.maxRedemptions.trim() ? Number(form.maxRedemptions.trim()) : null,
    partnerId: form.partnerId || null,
  }))
  .pipe(voucherCreateSchema);
export type VoucherFormInput = z.input<typeof voucherFormSchema>;
export type VoucherFormOutput = z.output<typeof voucherFormSchema>;

export const voucherFormValues = (voucher?: Voucher): VoucherFormInput => {
  let discountValue = '';
  if (voucher)
    discountValue =
      voucher.discountType === 'fixed'
        ? formatMoneyInput(voucher.discountValue)
        : String(voucher.discountValue);
  return {
    code: voucher?.code ?? '',
    description: voucher?.description ?? '',
    discountType: voucher?.discountType ?? 'percent',
    discountValue,
    validFrom: voucher?.validFrom ? isoToDay(voucher.validFrom) : '',
    validUntil: voucher?.validUntil ? isoToDay(voucher.validUntil) : '',
    maxRedemptions: numberInput(voucher?.maxRedemptions),
    planIds: voucher?.planIds ?? [],
    partnerId: voucher?.partnerId ?? '',
  };
};
