import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, sheetLines, type SheetFormat } from './spreadsheet';

const CSV: SheetFormat = { type: 'csv', encoding: 'utf-8', delimiter: ';' };

const linesOf = async (stream: Readable, format: SheetFormat) => {
  const lines = [];
  for await (const line of sheetLines(stream, format)) lines.push(line);
  return lines;
};

/** `content`'s first half, then the error a disk or S3 gives while reading. */
const failingHalfway = (content: Buffer): Readable => {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error('EIO: leitura interrompida'));
      else this.push(content.subarray(0, content.length / 2));
      sent = true;
    },
  });
};

describe('sheetLines', () => {
  it('ends with the error of a source that fails while a CSV is read', async () => {
    const csv = Buffer.from(
      ['Nome;CPF', ...Array.from({ length: 2000 }, (_, index) => `Pessoa ${index};${index}`)].join(
        '\r\n',
      ),
    );
    await expect(linesOf(failingHalfway(csv), CSV)).rejects.toThrow('EIO: leitura interrompida');
  });

  it('ends with the error of a source that fails while a workbook is read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Profissionais');
    for (let index = 0; index < 2000; index += 1) sheet.addRow([`Pessoa ${index}`, index]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(linesOf(failingHalfway(xlsx), { type: 'xlsx' })).rejects.toThrow(
      'EIO: leitura interrompida',
    );
  });

  it('refuses a CSV line past 1 MB (a quote left open) as it reaches the limit', async () => {
    const read: number[] = [];
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const endless = new Readable({
      read() {
        read.push(chunk.length);
        sent += chunk.length;
        this.push(
          sent === chunk.length ? Buffer.concat([Buffer.from('Nome;CPF\r\n"'), chunk]) : chunk,
        );
      },
    });
    await expect(linesOf(endless, CSV)).rejects.toMatchObject({
      kind: 'bad_request',
      message:
        'A linha 2 da planilha passa de 1 MB: confira se as aspas estão fechadas e salve de novo',
    });
    // The line is refused at its limit, not at the end of a file that has none.
    expect(sent).toBeLessThan(MAX_LINE_CHARS + 4 * chunk.length);
    endless.destroy();
  });
});
