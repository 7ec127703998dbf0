import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import { IMPORT_MAX_UNPACKED_GB } from '@hub/contract/imports';
import { AppError } from '../../lib/errors';
import { ImportErrors } from './imports.errors';

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
    }),
  );
  let line = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    line += 1;
    const cells = cleanCells(record);
    if (!isBlank(cells)) yield { line, cells };
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

/** The parts a worksheet's cells need (sheet names, shared strings, date formats), first in that order. */
export const WORKBOOK_READING_ORDER = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];

const readingRank = (name: string): number => {
  const rank = WORKBOOK_READING_ORDER.indexOf(name);
  return rank === -1 ? WORKBOOK_READING_ORDER.length : rank;
};

/**
 * Rewrites the workbook at `filePath` with the parts its worksheets need stored before them.
 * exceljs's streaming reader sets aside a worksheet it meets first and, on Node 20, its pass
 * sometimes ends before the parts after it (exceljs#3064: Excel and exceljs both store the
 * shared strings after the sheets), failing about one read in a few hundred; in this order each
 * worksheet is read as it streams. The archive is found through its central directory, and each
 * part streams from the old file into the new one.
 */
export const putWorkbookInReadingOrder = async (
  filePath: string,
  maxUnpackedBytes = IMPORT_MAX_UNPACKED_GB * 1024 ** 3,
): Promise<void> => {
  let workbook: JSZip;
  try {
    workbook = await JSZip.loadAsync(await fs.readFile(filePath));
  } catch {
    throw new AppError(ImportErrors.unreadableWorkbook);
  }
  // A ZIP without a workbook part is another document (a .docx renamed, an archive).
  if (!workbook.file('xl/workbook.xml')) throw new AppError(ImportErrors.notSpreadsheet);
  const parts = Object.values(workbook.files)
    .filter((part) => !part.dir)
    .sort((a, b) => readingRank(a.name) - readingRank(b.name));
  // The parts' bytes are counted as they unpack: a ZIP bomb stops at the limit, not at the disk's end.
  let unpacked = 0;
  let tooLarge = false;
  const counted = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        unpacked += chunk.length;
        tooLarge ||= unpacked > maxUnpackedBytes;
        done(tooLarge ? new Error('unpacked past the limit') : null, chunk);
      },
    });
  const ordered = new JSZip();
  for (const part of parts) ordered.file(part.name, part.nodeStream('nodebuffer').pipe(counted()));
  const rewritten = `${filePath}.ordered`;
  try {
    await pipeline(
      ordered.generateNodeStream({
        type: 'nodebuffer',
        streamFiles: true,
        compression: 'DEFLATE',
        compressionOptions: { level: 1 },
      }),
      createWriteStream(rewritten),
    );
    await fs.rename(rewritten, filePath);
  } catch {
    await fs.rm(rewritten, { force: true });
    throw new AppError(tooLarge ? ImportErrors.tooLargeUnpacked : ImportErrors.unreadableWorkbook);
  }
};

/** Every non-blank line of the sheet, read as it streams: memory holds one line at a time. */
export const sheetLines = (stream: Readable, format: SheetFormat): AsyncGenerator<SheetLine> =>
  format.type === 'xlsx' ? xlsxLines(stream) : csvLines(stream, format);

/** The headers as they are named: blanks at the end of the header line are not columns. */
export const headersOf = (cells: string[]): string[] => {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
};
