import { isValidCnpj, isValidCpf } from '@hub/contract/br';
import { foldText } from '@hub/contract/common';
import {
  IMPORT_FIELDS,
  IMPORT_INPUT_SCHEMAS,
  type ImportColumn,
  type ImportField,
  type ImportIssue,
  type ImportResource,
} from '@hub/contract/imports';

export const FORMULA_MESSAGE =
  'Parece uma fórmula de planilha (começa com =, +, - ou @): escreva o valor sem ela';
const DATE_FORMAT_MESSAGE = 'Data inválida: use dd/mm/aaaa, por exemplo 15/03/1990';

/** What the check made of a row: the record's input (when valid), the issues, and its keys. */
export type CheckedRow = {
  values: Record<string, unknown> | null;
  issues: ImportIssue[];
  documentKey: string | null;
  emailKey: string | null;
};

const issue = (column: string | null, message: string, warning = false): ImportIssue => ({
  column,
  message,
  warning,
});

/** A spreadsheet may start a cell with these to run it; a phone's '+55' is the one exception. */
const looksLikeFormula = (text: string, field: ImportField): boolean =>
  /^[=+\-@]/.test(text) && !(field.kind === 'phone' && /^\+\s*\d/.test(text));

/** dd/mm/aaaa (or aaaa-mm-dd) as aaaa-mm-dd; null for anything else. */
const isoDay = (text: string): string | null => {
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (brazilian) {
    const [, day = '', month = '', year = ''] = brazilian;
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
};

/**
 * A CPF or CNPJ typed as a number loses its leading zeros in Excel: the digits are completed
 * when that makes a valid document, and the row says so.
 */
const padded = (text: string, length: number, valid: (value: string) => boolean): string | null => {
  if (!/^\d+$/.test(text) || text.length >= length || text.length < length - 3) return null;
  const full = text.padStart(length, '0');
  return valid(full) ? full : null;
};

/** A label as the registry shows it ('Superior', 'Tecnologia') or its code, as the code. */
const codeOf = (labels: Record<string, string>, text: string): string => {
  const folded = foldText(text).trim();
  const found = Object.entries(labels).find(
    ([code, label]) => foldText(label) === folded || code === text,
  );
  return found ? found[0] : text;
};

/** The documents Excel shortens when typed as numbers: their length and check. */
const DOCUMENTS = {
  cpf: { name: 'CPF', length: 11, valid: isValidCpf },
  cnpj: { name: 'CNPJ', length: 14, valid: isValidCnpj },
} as const;

/** A cell made into what the contract's field reads, with the warnings of what was fixed. */
const readCell = (
  field: ImportField,
  text: string,
  header: string,
  issues: ImportIssue[],
): string => {
  const document = field.kind === 'cpf' || field.kind === 'cnpj' ? DOCUMENTS[field.kind] : null;
  const full = document && padded(text, document.length, document.valid);
  if (document && full) {
    // The document itself is left to the cell, which a profile without the grant receives masked.
    issues.push(
      issue(
        header,
        `${document.name} completado com zeros à esquerda: o Excel os tinha tirado`,
        true,
      ),
    );
    return full;
  }
  if (field.labels) return codeOf(field.labels, text);
  if (field.field === 'uf') return text.toUpperCase();
  return text;
};

/**
 * Checks one line by the same rules as the registry's form: the contract's input schema, after
 * the spreadsheet's own habits are read (dates as dd/mm/aaaa, labels for codes, zeros Excel
 * dropped). Formula-looking cells are refused, never run nor stored.
 */
export const checkRow = (
  resource: ImportResource,
  columns: ImportColumn[],
  cells: string[],
): CheckedRow => {
  const fields = IMPORT_FIELDS[resource];
  const issues: ImportIssue[] = [];
  const input: Record<string, string | null> = {};
  const headerOf = new Map<string, string>();
  const refused = new Set<string>();
  for (const column of columns) {
    const field = fields.find((candidate) => candidate.field === column.field);
    if (!field) continue;
    headerOf.set(field.field, column.header);
    const text = cells[column.index] ?? '';
    if (text === '') {
      input[field.field] = null;
      continue;
    }
    if (looksLikeFormula(text, field)) {
      issues.push(issue(column.header, FORMULA_MESSAGE));
      refused.add(field.field);
      continue;
    }
    if (field.kind === 'date') {
      const day = isoDay(text);
      if (!day) {
        issues.push(issue(column.header, DATE_FORMAT_MESSAGE));
        refused.add(field.field);
        continue;
      }
      input[field.field] = day;
      continue;
    }
    input[field.field] = readCell(field, text, column.header, issues);
  }
  const parsed = IMPORT_INPUT_SCHEMAS[resource].safeParse(input);
  if (!parsed.success) {
    for (const problem of parsed.error.issues) {
      const field = String(problem.path[0] ?? '');
      if (refused.has(field)) continue;
      const label = fields.find((candidate) => candidate.field === field)?.label ?? null;
      issues.push(issue(headerOf.get(field) ?? label, problem.message));
    }
  }
  const valid = parsed.success && issues.every((found) => found.warning);
  const values = valid ? (parsed.data as Record<string, unknown>) : null;
  const document = values?.cpf ?? values?.cnpj;
  const email = values?.email;
  return {
    values,
    issues,
    documentKey: typeof document === 'string' ? document : null,
    emailKey: typeof email === 'string' ? email.toLowerCase() : null,
  };
};
