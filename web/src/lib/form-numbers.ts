import { z } from 'zod';

/**
 * Form inputs hold text; the contract's schemas take numbers. These adapters turn what a person
 * types into the number the contract checks, so its messages stay the ones shown.
 */

const inputMoney = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents as a person edits them: 123456 → "1.234,56" (no currency sign: the field shows R$). */
export const formatMoneyInput = (cents: number): string => inputMoney.format(cents / 100);

// pt-BR: "1.234,56", "1234,5", "1234"; a lone dot before one or two digits is read as decimals
// ("99.90"), since a thousands dot is always followed by three.
const PT_BR = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/** Reais typed in pt-BR ("R$ 1.234,56") → integer cents; null when the text is not an amount. */
export const parseMoney = (text: string): number | null => {
  const clean = text.replace(/R\$/i, '').replace(/\s/g, '');
  const match = PT_BR.exec(clean) ?? DOT_DECIMAL.exec(clean);
  if (!match) return null;
  const reais = Number((match[1] ?? '').replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return reais * 100 + cents;
};

// R$ 99.999.999.999,99 at most: beyond it the digits stop being taken (and numbers stay exact).
const MONEY_MAX_DIGITS = 13;

/**
 * The mask of a money field, as Brazilian banking apps do it: the digits typed fill the cents
 * from the right (3, 5, 9, 9, 0 → "359,90"), so "35990" can never silently mean 35.990,00.
 * Blank stays blank; applying it twice changes nothing.
 */
export const maskMoney = (text: string): string => {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MONEY_MAX_DIGITS);
  return digits ? formatMoneyInput(Number(digits)) : '';
};

export const MONEY_INVALID = 'Valor inválido: use, por exemplo, 1.234,56';

/** A required amount in R$ piped into the contract's cents schema. */
export const moneyText = <Out>(cents: z.ZodType<Out, number>, requiredMessage: string) =>
  z
    .string()
    .transform((text, ctx) => {
      if (!text.trim()) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const value = parseMoney(text);
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: MONEY_INVALID });
        return z.NEVER;
      }
      return value;
    })
    .pipe(cents);

/** A whole number typed in a text field; blank becomes null (the contract's "no limit"). */
export const optionalIntText = <Out>(target: z.ZodType<Out, number | null>) =>
  z
    .string()
    .transform((text) => (text.trim() ? Number(text.trim()) : null))
    .pipe(target);

/** A whole number typed in a text field that must be filled (blank fails as not a number). */
export const intText = <Out>(target: z.ZodType<Out, number>) =>
  z
    .string()
    .transform((text) => (text.trim() ? Number(text.trim()) : Number.NaN))
    .pipe(target);

/** The text a number field starts with: '' for "none". */
export const numberInput = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
