import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { putWorkbookInReadingOrder, sheetLines, WORKBOOK_READING_ORDER } from './spreadsheet';

const written: string[] = [];
const tempFile = async (content: Buffer): Promise<string> => {
  const file = path.join(os.tmpdir(), `spreadsheet-test-${randomUUID()}.xlsx`);
  await fs.writeFile(file, content);
  written.push(file);
  return file;
};
afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => fs.rm(file, { force: true })));
});

const partsOf = async (file: string): Promise<string[]> =>
  Object.values((await JSZip.loadAsync(await fs.readFile(file))).files)
    .filter((part) => !part.dir)
    .map((part) => part.name);

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
    const archive = new JSZip();
    archive.file('word/document.xml', '<w:document/>');
    const file = await tempFile(await archive.generateAsync({ type: 'nodebuffer' }));
    await expect(putWorkbookInReadingOrder(file)).rejects.toMatchObject({
      message: expect.stringMatching(/^O arquivo não é uma planilha/),
    });
  });

  it('stops a workbook that unpacks past the limit (a ZIP bomb), leaving the file as it was', async () => {
    const archive = new JSZip();
    archive.file('xl/workbook.xml', '<workbook/>');
    archive.file('xl/worksheets/sheet1.xml', Buffer.alloc(4 * 1024 * 1024));
    const content = await archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const file = await tempFile(content);
    await expect(putWorkbookInReadingOrder(file, 1024 * 1024)).rejects.toMatchObject({
      message: expect.stringMatching(/^A planilha descompactada passa de 2 GB/),
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
