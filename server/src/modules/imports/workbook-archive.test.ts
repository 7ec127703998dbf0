import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { deflatedPart, forgeZip, zerosPart } from '../../test/forged-zip';
import { sheetLines } from './spreadsheet';
import {
  putWorkbookInReadingOrder,
  WORKBOOK_LIMITS,
  WORKBOOK_READING_ORDER,
} from './workbook-archive';

const written: string[] = [];
const tempFile = async (content: Buffer): Promise<string> => {
  const file = path.join(os.tmpdir(), `workbook-archive-test-${randomUUID()}.xlsx`);
  await fs.writeFile(file, content);
  written.push(file);
  return file;
};
afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => fs.rm(file, { force: true })));
});

/** The names of the archive's files, in the order they are stored. */
const partsOf = async (file: string): Promise<string[]> => {
  const archive = await yauzl.openPromise(file, { lazyEntries: true });
  const names: string[] = [];
  for await (const entry of archive.eachEntry())
    if (!entry.fileName.endsWith('/')) names.push(entry.fileName);
  return names;
};

describe('putWorkbookInReadingOrder', () => {
  it('stores the parts a worksheet needs before the worksheets, and the cells read the same', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Profissionais').addRows([
      ['Nome', 'Nascimento'],
      ['Zélia Antunes', new Date(Date.UTC(1990, 0, 31))],
    ]);
    workbook.addWorksheet('Notas').addRow(['não é lida']);
    const file = await tempFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    const before = await partsOf(file);
    // exceljs stores the first worksheet before the shared strings and the workbook last.
    expect(before.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(
      before.indexOf('xl/workbook.xml'),
    );

    await putWorkbookInReadingOrder(file);

    const after = await partsOf(file);
    expect(after.slice(0, WORKBOOK_READING_ORDER.length)).toEqual(WORKBOOK_READING_ORDER);
    expect([...after].sort()).toEqual([...before].sort());
    const lines = [];
    for await (const line of sheetLines(createReadStream(file), { type: 'xlsx' })) lines.push(line);
    expect(lines).toEqual([
      { line: 1, cells: ['Nome', 'Nascimento'] },
      { line: 2, cells: ['Zélia Antunes', '31/01/1990'] },
    ]);
  });

  it('refuses a ZIP that holds no workbook (a document renamed .xlsx) as no spreadsheet', async () => {
    const file = await tempFile(forgeZip([deflatedPart('word/document.xml', '<w:document/>')]));
    await expect(putWorkbookInReadingOrder(file)).rejects.toMatchObject({
      message: expect.stringMatching(/^O arquivo não é uma planilha/),
    });
  });

  it('stops a workbook that unpacks past the limit (a ZIP bomb), leaving the file as it was', async () => {
    const content = forgeZip([
      deflatedPart('xl/workbook.xml', '<workbook/>'),
      zerosPart('xl/worksheets/sheet1.xml', 4),
    ]);
    const file = await tempFile(content);
    const limits = { ...WORKBOOK_LIMITS, totalBytes: 1024 * 1024 };
    await expect(putWorkbookInReadingOrder(file, limits)).rejects.toMatchObject({
      message: expect.stringMatching(/^Uma parte do XLSX se expande mais de 100 vezes/),
    });
    await expect(
      putWorkbookInReadingOrder(file, { ...limits, ratio: 10_000 }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^A planilha descompactada passa de 2 GB/),
    });
    expect(await fs.readFile(file)).toEqual(content);
    await expect(fs.stat(`${file}.ordered`)).rejects.toThrow();
  });

  it('refuses a part whose bytes are not what its headers say, leaving the file as it was', async () => {
    const sheet = deflatedPart('xl/worksheets/sheet1.xml', '<worksheet/>');
    const content = forgeZip([
      deflatedPart('xl/workbook.xml', '<workbook/>'),
      { ...sheet, crc32: sheet.crc32 ^ 1 },
    ]);
    const file = await tempFile(content);
    await expect(putWorkbookInReadingOrder(file)).rejects.toMatchObject({
      message: expect.stringMatching(/^Não foi possível ler a planilha XLSX/),
    });
    expect(await fs.readFile(file)).toEqual(content);
    await expect(fs.stat(`${file}.ordered`)).rejects.toThrow();
  });

  it('refuses a file that is a ZIP but no archive it can read, leaving it as it was', async () => {
    const content = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    const file = await tempFile(content);
    await expect(putWorkbookInReadingOrder(file)).rejects.toBeInstanceOf(AppError);
    expect(await fs.readFile(file)).toEqual(content);
  });
});
