import { z } from 'zod';

/** Brazilian identifiers and addresses: pure validators, formatters and the zod fields built on them. */

export const BR_MESSAGES = {
  cpfRequired: 'O CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  cnpjRequired: 'O CNPJ é obrigatório',
  cnpjInvalid: 'CNPJ inválido',
  cepInvalid: 'CEP inválido',
  phoneRequired: 'O telefone é obrigatório',
  phoneInvalid: 'Telefone inválido: use DDD e número, por exemplo (11) 98765-4321',
  ufRequired: 'A UF é obrigatória',
  ufInvalid: 'UF inválida',
} as const;

export const UFS = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export type Uf = keyof typeof UFS;
export const UF_LIST = Object.keys(UFS) as [Uf, ...Uf[]];
/** The UFs as a select's options: each its own label. */
export const UF_OPTIONS = UF_LIST.map((uf) => ({ value: uf, label: uf }));

/** Every punctuation a person may type inside a CPF, CNPJ or CEP. */
const strip = (value: string): string => value.replace(/[\s./-]/g, '').toUpperCase();

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

const allSame = (value: string): boolean => /^(.)\1*$/.test(value);

/** Modulo-11 check digit of `values` under `weights` (the CPF and CNPJ rule). */
const checkDigit = (values: number[], weights: number[]): number => {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

export const normalizeCpf = (value: string): string => strip(value);

export const isValidCpf = (value: string): boolean => {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = checkDigit(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === digits[9] && second === digits[10];
};

export const normalizeCnpj = (value: string): string => strip(value);

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Numeric CNPJs and the alphanumeric ones issued from July 2026 (12 letters or digits, then two
 * check digits): each character counts as its ASCII code minus 48, which leaves digits unchanged.
 */
export const isValidCnpj = (value: string): boolean => {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = checkDigit(values.slice(0, 13), CNPJ_WEIGHTS_2);
  return first === values[12] && second === values[13];
};

/** Appends the two check digits to a 9-digit CPF base (seed data and tests). */
export const completeCpf = (base: string): string => {
  const digits = [...base].map(Number);
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...digits, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
};

/** Appends the two check digits to a 12-character CNPJ base (seed data and tests). */
export const completeCnpj = (base: string): string => {
  const values = [...base.toUpperCase()].map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values, CNPJ_WEIGHTS_1);
  const second = checkDigit([...values, first], CNPJ_WEIGHTS_2);
  return `${base.toUpperCase()}${first}${second}`;
};

export const isValidCep = (value: string): boolean =>
  /^\d{8}$/.test(strip(value)) && !allSame(strip(value));

const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone as typed ("(11) 98765-4321", "11987654321", "+55 11 3333-4444") in E.164
 * ("+5511987654321"), or null: a real DDD, then a 9-digit mobile starting with 9 or an 8-digit
 * landline starting with 2 to 5.
 */
export const toE164 = (value: string): string | null => {
  const trimmed = value.trim();
  let digits = onlyDigits(trimmed);
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.length > 11 && digits.startsWith('55')) {
    digits = digits.slice(2);
  }
  // No DDD starts with 0: a leading 0 is the trunk prefix dialled between areas, on mobiles and landlines.
  if (digits.startsWith('0')) digits = digits.slice(1);
  const ddd = Number(digits.slice(0, 2));
  const number = digits.slice(2);
  if (!DDDS.has(ddd)) return null;
  const mobile = number.length === 9 && number.startsWith('9');
  const landline = number.length === 8 && /^[2-5]/.test(number);
  return mobile || landline ? `+55${digits}` : null;
};

/**
 * Progressive masks: format as much as has been typed, so the same functions mask inputs
 * while typing and format stored values for display.
 */
const mask = (value: string, pattern: string): string => {
  let out = '';
  let index = 0;
  for (const symbol of pattern) {
    if (index >= value.length) break;
    if (symbol === '#') {
      out += value[index];
      index += 1;
    } else {
      out += symbol;
    }
  }
  return out;
};

export const formatCpf = (value: string): string =>
  mask(onlyDigits(value).slice(0, 11), '###.###.###-##');
export const formatCnpj = (value: string): string =>
  mask(
    value
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, 14),
    '##.###.###/####-##',
  );
export const formatCep = (value: string): string =>
  mask(onlyDigits(value).slice(0, 8), '#####-###');

/** "(11) 98765-4321" or "(11) 3333-4444", from E.164 or from what is being typed. */
export const formatPhone = (value: string): string => {
  let digits = onlyDigits(value);
  if (value.trim().startsWith('+55') || (digits.length > 11 && digits.startsWith('55')))
    digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const ddd = digits.slice(0, 2);
  const number = digits.slice(2);
  const split = number.length > 8 ? 5 : 4;
  if (number.length <= split) return `(${ddd}) ${number}`;
  return `(${ddd}) ${number.slice(0, split)}-${number.slice(split)}`;
};

/** zod fields: accept what a person types, answer the stored form (digits, upper-case, E.164). */
export const cpfSchema = z
  .string({ error: BR_MESSAGES.cpfRequired })
  .trim()
  .min(1, { error: BR_MESSAGES.cpfRequired })
  .refine(isValidCpf, { error: BR_MESSAGES.cpfInvalid })
  .transform(normalizeCpf);

export const cnpjSchema = z
  .string({ error: BR_MESSAGES.cnpjRequired })
  .trim()
  .min(1, { error: BR_MESSAGES.cnpjRequired })
  .refine(isValidCnpj, { error: BR_MESSAGES.cnpjInvalid })
  .transform(normalizeCnpj);

export const cepSchema = z
  .string({ error: BR_MESSAGES.cepInvalid })
  .trim()
  .refine(isValidCep, { error: BR_MESSAGES.cepInvalid })
  .transform(strip);

export const phoneSchema = z
  .string({ error: BR_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: BR_MESSAGES.phoneRequired })
  .refine((value) => toE164(value) !== null, { error: BR_MESSAGES.phoneInvalid })
  .transform((value) => toE164(value) ?? value);

export const ufSchema = z.enum(UF_LIST, { error: BR_MESSAGES.ufInvalid });
