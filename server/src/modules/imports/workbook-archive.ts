import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline as pipelineCallback, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import yazl from 'yazl';
import { IMPORT_MAX_UNPACKED_GB } from '@hub/contract/imports';
import { AppError, type ErrorSpec } from '../../lib/errors';
import { ImportErrors, packedTooTight, tooManyParts } from './imports.errors';

/**
 * What a workbook may unpack to (decision 023). Its central directory is held to them before a
 * byte is inflated; then each part is inflated up to the size it declared and not a byte past it
 * (yauzl's check), and its CRC compared: a ZIP bomb is refused at once, a lying one at its lie.
 */
export type UnpackLimits = {
  /** All the parts together, unpacked. */
  totalBytes: number;
  /** A part unpacks to at most this many times its stored size… */
  ratio: number;
  /** …unless it unpacks to no more than this: small parts pack unevenly, and cost nothing. */
  graceBytes: number;
  /** Entries of the archive (a workbook has a few dozen). */
  parts: number;
};

/** Apache POI's defaults for the ratio and the grace, which the Java world reads every XLSX with. */
export const WORKBOOK_LIMITS: UnpackLimits = {
  totalBytes: IMPORT_MAX_UNPACKED_GB * 1024 ** 3,
  ratio: 100,
  graceBytes: 100 * 1024,
  parts: 1000,
};

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

/** The size of a local header without its name: no entry's data starts closer to its header. */
const LOCAL_HEADER_BYTES = 30;

/** Two entries whose data overlap: no archive writer makes them, a bomb's parts share one payload so. */
const overlapping = (parts: Entry[]): boolean => {
  const byOffset = [...parts].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  return byOffset.some((part, index) => {
    const next = byOffset[index + 1];
    return (
      next !== undefined &&
      part.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + part.compressedSize >
        next.relativeOffsetOfLocalHeader
    );
  });
};

/** A part that unpacks past the ratio (zeros do; a sheet's XML packs about 10 to 1). */
const packedTooTightly = (part: Entry, limits: UnpackLimits): boolean =>
  part.uncompressedSize > Math.max(limits.graceBytes, limits.ratio * part.compressedSize);

/**
 * Why the central directory's parts cannot be unpacked within `limits`, or null: what they
 * declare, before anything is read (what they hold is checked against it as it inflates).
 */
const refusalOf = (parts: Entry[], limits: UnpackLimits): ErrorSpec | null => {
  if (parts.some((part) => packedTooTightly(part, limits))) return packedTooTight(limits.ratio);
  const total = parts.reduce((sum, part) => sum + part.uncompressedSize, 0);
  if (total > limits.totalBytes) return ImportErrors.tooLargeUnpacked;
  const names = new Set(parts.map((part) => part.fileName));
  if (names.size < parts.length || overlapping(parts)) return ImportErrors.unreadableWorkbook;
  if (parts.some((part) => !part.canDecodeFileData())) return ImportErrors.unreadableWorkbook;
  return null;
};

/** The archive's files (folders aside), its central directory read with no part inflated. */
const partsOf = async (archive: ZipFile, limits: UnpackLimits): Promise<Entry[]> => {
  if (archive.entryCount > limits.parts) throw new AppError(tooManyParts(limits.parts));
  const parts: Entry[] = [];
  for await (const entry of archive.eachEntry())
    if (!entry.fileName.endsWith('/')) parts.push(entry);
  const refusal = refusalOf(parts, limits);
  if (refusal) throw new AppError(refusal);
  return parts;
};

/** The part's bytes as they pass, failing at their end unless their CRC is the one declared. */
const crcChecked = (declared: number): Transform => {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = zlib.crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc === declared ? null : new Error('CRC mismatch'));
    },
  });
};

/**
 * The archive's `parts` written to `target` in that order, each inflated by yauzl (never past its
 * declared size) and its CRC checked on its way into yazl. The first error of any stream ends the
 * writing: yazl pipes what it is given without listening for its errors.
 */
const rewrite = async (archive: ZipFile, parts: Entry[], target: string): Promise<void> => {
  const writer = new yazl.ZipFile();
  const output = writer.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  writer.on('error', fail);
  for (const part of parts)
    writer.addReadStreamLazy(
      part.fileName,
      { compressionLevel: 1, size: part.uncompressedSize },
      (give) => {
        archive.openReadStream(part, (error, data) => {
          if (error) return fail(error);
          give(
            null,
            pipelineCallback(data, crcChecked(part.crc32), (failure) => failure && fail(failure)),
          );
        });
      },
    );
  writer.end();
  await pipeline(output, createWriteStream(target));
};

/**
 * Rewrites the workbook at `filePath` with the parts its worksheets need stored before them, and
 * refuses it, leaving it as it was, when it cannot be unpacked within `limits` or says of itself
 * what its bytes are not. exceljs's streaming reader sets aside a worksheet it meets first and, on
 * Node 20, its pass sometimes ends before the parts after it (exceljs#3064: Excel and exceljs both
 * store the shared strings after the sheets), failing about one read in a few hundred; in this
 * order each worksheet is read as it streams. exceljs then reads only an archive written here.
 */
export const putWorkbookInReadingOrder = async (
  filePath: string,
  limits: UnpackLimits = WORKBOOK_LIMITS,
): Promise<void> => {
  const rewritten = `${filePath}.ordered`;
  let archive: ZipFile | undefined;
  try {
    archive = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
    const parts = await partsOf(archive, limits);
    // A ZIP without a workbook part is another document (a .docx renamed, an archive).
    if (!parts.some((part) => part.fileName === 'xl/workbook.xml'))
      throw new AppError(ImportErrors.notSpreadsheet);
    parts.sort((a, b) => readingRank(a.fileName) - readingRank(b.fileName));
    await rewrite(archive, parts, rewritten);
    await fs.rename(rewritten, filePath);
  } catch (error) {
    await fs.rm(rewritten, { force: true });
    throw error instanceof AppError ? error : new AppError(ImportErrors.unreadableWorkbook);
  } finally {
    archive?.close();
  }
};
