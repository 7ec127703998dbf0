import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { AppError } from '../../lib/errors';
import { ImportErrors, lineTooLong } from './imports.errors';

/** How a file is read: an XLSX workbook, or a CSV with its detected encoding and separator. */
export type SheetFormat =
  | { type: 'xlsx' }
  | { type: 'csv'; encoding: 'utf-8' | 'windows-1252'; delimiter: ',' | ';' | '\t' };

/** One line of the sheet (the header is line 1) and its cells as text. */
export type SheetLine = { line: number; cells: string[] };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWith = (sample: Buffer, bytes: number[]): boolean =>
  bytes.every((byte, index) => sample[index] === byte);

/** Bytes no text file holds: NUL and the control characters other than tab, line feed, form feed and carriage return. */
const isBinary = (sample: Buffer): boolean =>
  sample.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b));

/** UTF-8 when the sample decodes as such (a character cut at its end aside), else Windows-1252, as Excel in Portuguese saves. */
const encodingOf = (sample: Buffer): 'utf-8' | 'windows-1252' => {
  if (startsWith(sample, UTF8_BOM)) return 'utf-8';
  // A multi-byte character may be cut at the end of the sample: decode up to the last line break.
  const end = sample.lastIndexOf(0x0a);
  const whole = end > 0 ? sample.subarray(0, end) : sample;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
};

/** The separator of the header line: the one of ';', ',' and tab it holds most often outside quotes. */
const delimiterOf = (firstLine: string): ',' | ';' | '\t' => {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  if (counts[';'] >= counts[','] && counts[';'] >= counts['\t'] && counts[';'] > 0) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
};

/**
 * The format of a file from its first bytes: a ZIP is a workbook (exceljs tells later whether it
 * is one), text is a CSV; anything else (a PDF renamed .csv, an image) is refused, as is the old
 * binary .xls.
 */
export const sniffSheet = (sample: Buffer): SheetFormat => {
  if (sample.length === 0) throw new AppError(ImportErrors.empty);
  if (startsWith(sample, ZIP)) return { type: 'xlsx' };
  if (startsWith(sample, OLE)) throw new AppError(ImportErrors.oldExcel);
  const text = startsWith(sample, UTF8_BOM) ? sample.subarray(3) : sample;
  if (isBinary(text) || text.subarray(0, 5).toString('latin1') === '%PDF-')
    throw new AppError(ImportErrors.notSpreadsheet);
  const encoding = encodingOf(sample);
  const decoded = encoding === 'utf-8' ? text.toString('utf8') : iconv.decode(text, 'win1252');
  const firstLine = decoded.split(/\r?\n/, 1)[0] ?? '';
  return { type: 'csv', encoding, delimiter: delimiterOf(firstLine) };
};

/** How the screen names the format: 'CSV (Windows-1252, ponto e vírgula)'. */
export const formatLabel = (format: SheetFormat): string => {
  if (format.type === 'xlsx') return 'XLSX';
  const separator = { ';': 'ponto e vírgula', ',': 'vírgula', '\t': 'tabulação' }[format.delimiter];
  return `CSV (${format.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}, ${separator})`;
};

/** Excel marks a cell as text with a leading apostrophe; our CSVs add one before =, +, - and @. */
const unmarked = (text: string): string => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

const pad = (value: number): string => String(value).padStart(2, '0');

type CellValue = ExcelJS.CellValue;

/** A workbook cell as the text a person sees; a formula keeps its '=' so that the check refuses it. */
const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value !== 'object') return String(value);
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return `=${String(formula)}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value)
    return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return '';
};

const cleanCells = (cells: string[]): string[] => cells.map((cell) => unmarked(cell.trim()));

const isBlank = (cells: string[]): boolean => cells.every((cell) => cell === '');

/**
 * The characters a CSV line may hold: a line of a hundred long cells is far shorter, and a quote
 * left open reads the rest of the file as one cell, which would be held whole.
 */
export const MAX_LINE_CHARS = 1024 * 1024;

async function* csvLines(
  stream: Readable,
  format: Extract<SheetFormat, { type: 'csv' }>,
): AsyncGenerator<SheetLine> {
  const decoded = format.encoding === 'utf-8' ? stream : stream.pipe(iconv.decodeStream('win1252'));
  const parser = decoded.pipe(
    parse({
      delimiter: format.delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_LINE_CHARS,
    }),
  );
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      const cells = cleanCells(record);
      if (!isBlank(cells)) yield { line, cells };
    }
  } catch (error) {
    // The line is the record's place (the lines read before it may not all have been handed over).
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE')
      throw new AppError(lineTooLong(Number(error.records) + 1));
    throw error;
  }
}

async function* xlsxLines(stream: Readable): AsyncGenerator<SheetLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  try {
    // The first worksheet is the data; the others (notes, lists) are left alone.
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as CellValue[];
        const cells: string[] = [];
        for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
        const cleaned = cleanCells(cells);
        if (!isBlank(cleaned)) yield { line: row.number, cells: cleaned };
      }
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ImportErrors.unreadableWorkbook);
  }
}

/**
 * The lines of `lines`, ended by the first error of `source` (a disk's or S3's read): csv-parse
 * and exceljs take their input through pipe(), which leaves such an error unheard (the process
 * exits) or their reading waiting for data that never comes.
 */
async function* untilSourceFails<Line>(
  source: Readable,
  lines: AsyncGenerator<Line>,
): AsyncGenerator<Line> {
  const failed = new Promise<never>((_resolve, reject) => source.once('error', reject));
  // Heard here even while no line is awaited; each race below hears it too.
  failed.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([lines.next(), failed]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // A reader left early closes its parser; one still waiting on a failed source never answers.
    lines.return(undefined).catch(() => undefined);
  }
}

/** Every non-blank line of the sheet, read as it streams: memory holds one line at a time. */
export const sheetLines = (stream: Readable, format: SheetFormat): AsyncGenerator<SheetLine> =>
  untilSourceFails(stream, format.type === 'xlsx' ? xlsxLines(stream) : csvLines(stream, format));

/** The headers as they are named: blanks at the end of the header line are not columns. */
export const headersOf = (cells: string[]): string[] => {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
};
