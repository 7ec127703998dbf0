import { z } from 'zod';
import { formatCpf, formatPhone } from './br';

/**
 * Personal data (decision 030): the fields an administrator without the grant `dados-pessoais`
 * ('ver dados pessoais completos') receives masked, in answers and in CSVs. A field is marked once,
 * where its answer schema declares it (`personal('cpf', z.string())`); the server masks every
 * answer of an operation whose success schema holds a marked field, and a CSV column that says
 * `personal: 'cpf'`. 'Mostrar' (`revealCandidatePersonalData`) answers one record's values and is
 * written to the audit trail.
 */
export const PERSONAL_DATA_GRANT = 'dados-pessoais';

/**
 * `written`: a record's values as the audit trail keeps them (before → after), whatever the record:
 * its `cpf`, `phone` and `birthDate` keys are masked. `address`: where a delivery went, an email
 * (kept) or a phone (masked). `text`: words from outside (a provider's answer) that may hold a
 * number: every run of 10 to 13 digits in it is masked as a phone.
 */
export const PERSONAL_KINDS = ['cpf', 'phone', 'birthDate', 'answers', 'written', 'address', 'text'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

/** The marked fields of the contract's schemas, by schema instance. */
export const personalFields = z.registry<{ personal: PersonalKind }>();

/** The extension that names a marked property's kind in the OpenAPI document. */
export const PERSONAL_DATA_EXTENSION = 'x-personal-data';

/**
 * Marks a field of an answer as personal data of `kind`; the schema itself is unchanged. The mark
 * is also the schema's metadata (zod's global registry, which the OpenAPI document's JSON schemas
 * carry): the property shows `x-personal-data: "cpf"`.
 */
export const personal = <Schema extends z.ZodType>(kind: PersonalKind, schema: Schema): Schema => {
  personalFields.add(schema, { personal: kind });
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), [PERSONAL_DATA_EXTENSION]: kind });
  return schema;
};

/**
 * A search key that finds professionals, where a key of digits is a CPF being typed (decision 045):
 * marked where its query declares it, so a profile without the grant is refused such a key rather
 * than answered whether a masked CPF starts with it (a masked CPF was read back digit by digit,
 * a list of one professional by `ids` searched with each prefix).
 */
export const personalSearches = z.registry<{ personalSearch: true }>();
export const personalSearch = <Schema extends z.ZodType>(schema: Schema): Schema => {
  personalSearches.add(schema, { personalSearch: true });
  return schema;
};

/** A key that is a CPF being typed: 2 to 14 digits, with or without its punctuation. */
export const isDocumentKey = (key: string): boolean => /^\d{2,14}$/.test(key.trim().replace(/[\s./-]/g, ''));

/** The mask's character: a value holding it is masked (the web shows it as it comes). */
export const MASK = '*';
export const isMasked = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.includes(MASK);

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** '12345678909' or '123.456.789-09' → '***.456.789-**': the middle six digits tell two people apart. */
export const maskCpf = (value: string): string => {
  // An anonymised professional's key ('anon-…') holds nobody's CPF.
  if (!/^[\d.\-\s]+$/.test(value)) return value;
  const digits = digitsOf(value).padStart(11, '0').slice(-11);
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
};

/** '+5511987654321' or '(11) 98765-4321' → '(**) *****-4321': the last four digits only. */
export const maskPhone = (value: string): string => {
  const digits = digitsOf(value);
  const national = digits.startsWith('55') && digits.length > 11 ? digits.slice(2) : digits;
  const stars = national.length > 10 ? '*****' : '****';
  return `(**) ${stars}-${national.slice(-4)}`;
};

/** '1990-03-15' or '15/03/1990' → '**\/**\/1990': the year (an age bracket), never the day. */
export const maskBirthDate = (value: string): string => {
  const year = /\d{4}/.exec(value)?.[0] ?? '****';
  return `**/**/${year}`;
};

/** A CPF as shown: formatted, or as it came when masked. */
export const showCpf = (value: string): string => (isMasked(value) ? value : formatCpf(value));
/** A phone as shown: formatted, or as it came when masked. */
export const showPhone = (value: string): string => (isMasked(value) ? value : formatPhone(value));
/** A birth date (aaaa-mm-dd) as dd/mm/aaaa, or as it came when masked. */
export const showBirthDate = (value: string): string =>
  isMasked(value) ? value : value.split('-').reverse().join('/');

const WRITTEN_KEYS: Record<string, PersonalKind> = {
  cpf: 'cpf',
  phone: 'phone',
  birthDate: 'birthDate',
};

const maskWritten = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(maskWritten);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const kind = WRITTEN_KEYS[key];
      return [key, kind && typeof inner === 'string' ? maskPersonal(kind, inner) : inner];
    }),
  );
};

/** A value of `kind` as a viewer without the grant receives it: answers are withheld (null). */
export const maskPersonal = (kind: PersonalKind, value: unknown): unknown => {
  if (value === null || value === undefined) return value ?? null;
  if (kind === 'answers') return null;
  if (kind === 'written') return maskWritten(value);
  const text = String(value);
  if (kind === 'text') return text.replace(/\+?\d{10,13}/g, maskPhone);
  if (kind === 'address') return text.includes('@') ? text : maskPhone(text);
  if (kind === 'cpf') return maskCpf(text);
  if (kind === 'phone') return maskPhone(text);
  return maskBirthDate(text);
};

/** `POST /candidates/{id}/personal-data/reveal`: one professional's values, unmasked. */
export const revealedPersonalDataSchema = z.object({
  cpf: z.string(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
});
export type RevealedPersonalData = z.infer<typeof revealedPersonalDataSchema>;

export const PERSONAL_DATA_MESSAGES = {
  answersWithheld:
    'As respostas são dados pessoais: seu perfil não permite ver dados pessoais completos',
  documentSearchRefused:
    'Seu perfil não permite buscar por CPF ou telefone (ver dados pessoais completos): busque por nome, email ou outro texto',
  reveal: 'Mostrar',
  revealHint: 'Mostrar os dados completos (fica registrado na auditoria)',
} as const;

/** The audit trail's action of a reveal. */
export const PERSONAL_DATA_REVEAL_ACTION = 'personal-data.reveal';
