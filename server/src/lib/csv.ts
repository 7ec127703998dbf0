import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { maskPersonal, type PersonalKind } from '@hub/contract/personal-data';
import { seesPersonalData } from './personal-data';

/** A cell: a Date is written as date and time, as the rest of the file is, for Excel in pt-BR. */
export type CsvValue = string | number | boolean | Date | null | undefined;

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => CsvValue;
  /** Personal data: masked for a profile without 'ver dados pessoais completos' (decision 030). */
  personal?: PersonalKind;
};

/** The columns as a viewer without the grant receives them: personal cells masked. */
const maskedColumns = <Row>(columns: CsvColumn<Row>[]): CsvColumn<Row>[] =>
  columns.map((column) => {
    const { personal, value } = column;
    if (!personal) return column;
    return { ...column, value: (row) => maskPersonal(personal, value(row)) as CsvValue };
  });

/** Brasília time, the country's official time, in which the council reads its files. */
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa hh:mm */
export const csvDateTime = (value: Date): string => {
  const part = Object.fromEntries(
    DATE_TIME.formatToParts(value).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
};

/** Cents as reais with a decimal comma (1234,56): a number Excel in pt-BR adds up. */
export const csvMoney = (cents: number | null | undefined): string | null =>
  cents === null || cents === undefined ? null : (cents / 100).toFixed(2).replace('.', ',');

/** A number with a decimal comma and `digits` decimals (12,5): what Excel in pt-BR reads as a number. */
export const csvDecimal = (value: number | null | undefined, digits: number): string | null =>
  value === null || value === undefined ? null : value.toFixed(digits).replace('.', ',');

/** A calendar day stored as aaaa-mm-dd (a birth date, a process's start), as dd/mm/aaaa. */
export const csvDate = (day: string | null | undefined): string | null =>
  day ? day.split('-').reverse().join('/') : null;

/**
 * Semicolon-separated with a UTF-8 byte-order mark: what Excel in pt-BR opens correctly
 * (docs/decisions/004-csv-exports.md). Cells that a spreadsheet would run as a formula are
 * prefixed with an apostrophe.
 */
const SEPARATOR = ';';

const textOf = (value: string | number | boolean | Date): string => {
  if (value instanceof Date) return csvDateTime(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
};

export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  let text = textOf(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (cells: CsvValue[]): string => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;

/** The header, then one line per row of every batch, as the batches arrive. */
export async function* csvChunks<Row>(
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
  }
}

/** The batches again, the first one already read. */
async function* resumed<Row>(
  first: IteratorResult<Row[]>,
  rest: AsyncIterator<Row[]>,
): AsyncGenerator<Row[]> {
  for (let next = first; !next.done; next = await rest.next()) yield next.value;
}

/**
 * Streams a CSV download named `<name>-<date>.csv`; nothing is held in memory beyond one batch.
 * The first batch is read before the headers go out, so a filter the query refuses answers its
 * error (a 400) instead of a download cut short.
 */
export const sendCsv = async <Row>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
) => {
  const shown =
    columns.some((column) => column.personal) &&
    !(await seesPersonalData(reply.server.deps.db, reply.request))
      ? maskedColumns(columns)
      : columns;
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const filename = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvChunks(shown, resumed(first, iterator))));
};

/** Rows already counted (a report's, a funnel's), as the one batch sendCsv streams. */
export async function* oneBatch<Row>(rows: Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await rows;
}
