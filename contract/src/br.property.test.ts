import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cepSchema,
  cnpjSchema,
  completeCnpj,
  completeCpf,
  cpfSchema,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  phoneSchema,
  toE164,
} from './br';

/** Validators are cheap: many runs find the rare corners (the modulo-11 collapse, odd lengths). */
const RUNS = { numRuns: 1000 };

const digitString = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

const notAllSame = (value: string): boolean => new Set(value).size > 1;

/** Any text at all: whole code points, lone surrogates, control characters, and typed-looking ones. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(...'0123456789 .-/()+abcXYZ\u0000\uD800\u202E'.split('')),
    maxLength: 30,
  }),
);

/**
 * The Receita Federal's textbook check digit, written apart from br.ts so the validators are
 * compared with an independent oracle: weights 2, 3, 4... from the right (restarting after 9 for
 * the CNPJ), then sum × 10 mod 11, where 10 becomes 0.
 */
const textbookDigit = (values: number[], cycle: number): number => {
  const sum = [...values]
    .reverse()
    .reduce((total, value, index) => total + value * (2 + (index % cycle)), 0);
  return ((sum * 10) % 11) % 10;
};

const textbookCpf = (cpf: string): boolean => {
  if (!/^\d{11}$/.test(cpf) || !notAllSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  return (
    textbookDigit(digits.slice(0, 9), Infinity) === digits[9] &&
    textbookDigit(digits.slice(0, 10), Infinity) === digits[10]
  );
};

const textbookCnpj = (cnpj: string): boolean => {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || !notAllSame(cnpj)) return false;
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48);
  return (
    textbookDigit(values.slice(0, 12), 8) === values[12] &&
    textbookDigit(values.slice(0, 13), 8) === values[13]
  );
};

const validCpf = digitString(9).map(completeCpf).filter(notAllSame);

const CNPJ_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const validCnpj = fc
  .oneof(
    digitString(12),
    fc.string({ unit: fc.constantFrom(...CNPJ_CHARS), minLength: 12, maxLength: 12 }),
  )
  .map(completeCnpj)
  .filter(notAllSame);

/** Replaces the character at `index` with another one of `alphabet`, chosen by `shift`. */
const mutate = (value: string, index: number, shift: number, alphabet: string[]): string => {
  const position = alphabet.indexOf(value[index] ?? '');
  const replacement =
    alphabet[(position + 1 + (shift % (alphabet.length - 1))) % alphabet.length] ?? '';
  return value.slice(0, index) + replacement + value.slice(index + 1);
};
const DIGITS = '0123456789'.split('');

describe('CPF properties', () => {
  it('accepts every CPF whose check digits are computed, bare, formatted or with blanks', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
        expect(isValidCpf(` ${cpf.slice(0, 3)} ${cpf.slice(3)} `)).toBe(true);
      }),
      RUNS,
    );
  });

  it('round-trips: the schema stores the digits of the formatted CPF', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(formatCpf(cpf)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(cpfSchema.parse(formatCpf(cpf))).toBe(cpf);
        expect(formatCpf(formatCpf(cpf))).toBe(formatCpf(cpf));
      }),
      RUNS,
    );
  });

  it('refuses a CPF whose check digit was changed', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom(9, 10), fc.nat(), (cpf, index, shift) => {
        expect(isValidCpf(mutate(cpf, index, shift, DIGITS))).toBe(false);
      }),
      RUNS,
    );
  });

  // Modulo 11 maps rests 0 and 1 to the same digit, so a few single-digit changes of the base
  // keep both check digits (e.g. a 0 → 9 at weight 5): the validator must then agree with the
  // textbook rule rather than claim every change is caught.
  it('agrees with the textbook rule on every single-digit change and on any 11 digits', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 8 }), fc.nat(), (cpf, index, shift) => {
        const changed = mutate(cpf, index, shift, DIGITS);
        expect(isValidCpf(changed)).toBe(textbookCpf(changed));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(digitString(11), (cpf) => {
        expect(isValidCpf(cpf)).toBe(textbookCpf(cpf));
      }),
      RUNS,
    );
  });

  it('refuses every CPF of one repeated digit', () => {
    for (const digit of DIGITS) expect(isValidCpf(digit.repeat(11))).toBe(false);
  });

  it('never throws on arbitrary text, and the schema answers a Portuguese message', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const valid = isValidCpf(text);
        const parsed = cpfSchema.safeParse(text);
        expect(parsed.success).toBe(valid);
        if (!parsed.success)
          expect(parsed.error.issues[0]?.message).toMatch(/^(O CPF é obrigatório|CPF inválido)$/);
        formatCpf(text);
      }),
      RUNS,
    );
  });
});

describe('CNPJ properties', () => {
  it('accepts every CNPJ (numeric or alphanumeric) whose check digits are computed, in any case and format', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
        expect(textbookCnpj(cnpj)).toBe(true);
      }),
      RUNS,
    );
  });

  it('round-trips: the schema stores the bare upper-case characters of the formatted CNPJ', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(formatCnpj(cnpj)).toMatch(
          /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
        );
        expect(cnpjSchema.parse(formatCnpj(cnpj.toLowerCase()))).toBe(cnpj);
        expect(formatCnpj(formatCnpj(cnpj))).toBe(formatCnpj(cnpj));
      }),
      RUNS,
    );
  });

  it('refuses a CNPJ whose check digit was changed or replaced by a letter', () => {
    fc.assert(
      fc.property(validCnpj, fc.constantFrom(12, 13), fc.nat(), (cnpj, index, shift) => {
        expect(isValidCnpj(mutate(cnpj, index, shift, DIGITS))).toBe(false);
        expect(isValidCnpj(mutate(cnpj, index, shift, CNPJ_CHARS.slice(10)))).toBe(false);
      }),
      RUNS,
    );
  });

  it('agrees with the textbook rule on every single-character change of the base', () => {
    fc.assert(
      fc.property(validCnpj, fc.integer({ min: 0, max: 11 }), fc.nat(), (cnpj, index, shift) => {
        const changed = mutate(cnpj, index, shift, CNPJ_CHARS);
        expect(isValidCnpj(changed)).toBe(textbookCnpj(changed));
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary text and agrees with its schema', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cnpjSchema.safeParse(text).success).toBe(isValidCnpj(text));
        formatCnpj(text);
      }),
      RUNS,
    );
  });
});

describe('CEP properties', () => {
  const validCep = digitString(8).filter(notAllSame);

  it('accepts eight digits (not all the same), bare or formatted, and stores the digits', () => {
    fc.assert(
      fc.property(validCep, (cep) => {
        expect(formatCep(cep)).toMatch(/^\d{5}-\d{3}$/);
        expect(isValidCep(formatCep(cep))).toBe(true);
        expect(cepSchema.parse(` ${formatCep(cep)} `)).toBe(cep);
      }),
      RUNS,
    );
  });

  it('refuses any other number of digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).filter((length) => length !== 8),
        fc.nat(),
        (length, seed) => {
          const digits = Array.from({ length }, (_, index) => String((seed + index * 7) % 10)).join(
            '',
          );
          expect(isValidCep(digits)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('never throws on arbitrary text and agrees with its schema', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cepSchema.safeParse(text).success).toBe(isValidCep(text));
        formatCep(text);
      }),
      RUNS,
    );
  });
});

describe('phone properties', () => {
  const DDDS = [
    11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
    44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
    79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
  ].map(String);
  const mobile = digitString(8).map((rest) => `9${rest}`);
  const landline = fc
    .tuple(fc.constantFrom('2', '3', '4', '5'), digitString(7))
    .map(([first, rest]) => first + rest);
  const phone = fc.record({ ddd: fc.constantFrom(...DDDS), number: fc.oneof(mobile, landline) });

  /** The ways people type one number: masked, bare, with the country code, with the trunk 0. */
  const typings = (ddd: string, number: string): string[] => {
    const split = number.length - 4;
    const masked = `(${ddd}) ${number.slice(0, split)}-${number.slice(split)}`;
    return [
      masked,
      `${ddd}${number}`,
      `+55 ${masked}`,
      `55${ddd}${number}`,
      `0${ddd} ${number}`,
      ` ${ddd} ${number} `,
    ];
  };

  it('turns every typing of a valid number into the same E.164', () => {
    fc.assert(
      fc.property(phone, ({ ddd, number }) => {
        for (const typed of typings(ddd, number)) {
          expect(toE164(typed)).toBe(`+55${ddd}${number}`);
          expect(phoneSchema.parse(typed)).toBe(`+55${ddd}${number}`);
        }
      }),
      RUNS,
    );
  });

  it('round-trips E.164 through the display format, and E.164 is a fixed point', () => {
    fc.assert(
      fc.property(phone, ({ ddd, number }) => {
        const e164 = `+55${ddd}${number}`;
        expect(toE164(e164)).toBe(e164);
        expect(toE164(formatPhone(e164))).toBe(e164);
        expect(formatPhone(e164)).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
      }),
      RUNS,
    );
  });

  it('refuses a mobile without its leading 9 and a landline starting with 0, 1 or 6 to 9', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DDDS),
        fc.constantFrom('0', '1', '6', '7', '8', '9'),
        digitString(7),
        (ddd, first, rest) => {
          expect(toE164(`${ddd}${first}${rest}`)).toBeNull();
          if (first !== '9') expect(toE164(`${ddd}${first}${rest}0`)).toBeNull();
        },
      ),
      RUNS,
    );
  });

  it('never throws on arbitrary text, answers null or an E.164 that is a fixed point', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const e164 = toE164(text);
        if (e164 !== null) {
          expect(e164).toMatch(/^\+55\d{10,11}$/);
          expect(toE164(e164)).toBe(e164);
        }
        expect(phoneSchema.safeParse(text).success).toBe(e164 !== null);
        formatPhone(text);
      }),
      RUNS,
    );
  });
});
