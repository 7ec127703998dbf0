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
const MONEY_MAX_WHOLE_DIGITS = 11;
const wholeReais = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * The mask of a money field: an administrator types reais as they write them ("4500", "4.500",
 * "4.500,5"), and the whole part is grouped by thousands as it grows. Only one comma is taken, with
 * at most two digits after it; other keys are ignored. Blank stays blank; applying it twice changes
 * nothing.
 */
export const maskMoney = (text: string): string => {
  const clean = text.replace(/R\$/i, '');
  const comma = clean.indexOf(',');
  const whole = (comma < 0 ? clean : clean.slice(0, comma))
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_MAX_WHOLE_DIGITS);
  if (comma < 0) return whole ? wholeReais.format(Number(whole)) : '';
  const decimals = clean.slice(comma + 1).replace(/\D/g, '').slice(0, 2);
  return `${whole ? wholeReais.format(Number(whole)) : '0'},${decimals}`;
};

/** What a money field shows once the person leaves it: "4.500,5" → "4.500,50"; anything else as typed. */
export const settleMoney = (text: string): string => {
  const cents = parseMoney(text.replace(/,$/, ''));
  return cents === null ? text : formatMoneyInput(cents);
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
