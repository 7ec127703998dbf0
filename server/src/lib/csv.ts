import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

/** Rows fetched per query while streaming: memory stays flat whatever the table size. */
const BATCH = 500;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, so an exported field typed by someone cannot execute on the reader's machine.
 */
export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const csvLine = <Row>(columns: CsvColumn<Row>[], row: Row): string =>
  `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;

/**
 * Streams every row of a list as CSV (UTF-8 with BOM, so spreadsheets read the accents), asking
 * `fetchBatch` for consecutive slices until one comes back short: no row cap, no full load.
 */
export const sendCsv = <Row>(
  reply: FastifyReply,
  filename: string,
  columns: CsvColumn<Row>[],
  fetchBatch: (offset: number, limit: number) => Promise<Row[]>,
): FastifyReply => {
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
    for (let offset = 0; ; offset += BATCH) {
      const rows = await fetchBatch(offset, BATCH);
      if (rows.length > 0) yield rows.map((row) => csvLine(columns, row)).join('');
      if (rows.length < BATCH) return;
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()));
};
