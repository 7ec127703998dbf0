import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvDecimal, type CsvColumn } from './csv';

/**
 * A column of a report's sheet: numbers stay numbers (Excel shows them with the reader's decimal
 * comma and sums them), `decimals` fixes how many are shown. The same columns give the CSV.
 */
export type SheetColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | null;
  decimals?: number;
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's columns as a CSV's, decimals written with a comma as Excel in pt-BR reads them. */
export const csvColumnsOf = <Row>(columns: SheetColumn<Row>[]): CsvColumn<Row>[] =>
  columns.map(({ header, value, decimals }) => ({
    header,
    value: (row) => {
      const cell = value(row);
      return typeof cell === 'number' && decimals !== undefined ? csvDecimal(cell, decimals) : cell;
    },
  }));

const numberFormat = (decimals: number | undefined) =>
  decimals ? `0.${'0'.repeat(decimals)}` : undefined;

/** One sheet with its header row in bold and frozen, each column as wide as its header. */
export const workbookOf = <Row>(
  title: string,
  columns: SheetColumn<Row>[],
  rows: Row[],
): ExcelJS.Workbook => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Hub de Recrutamento';
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
    style: { numFmt: numberFormat(column.decimals) },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return workbook;
};

/** Sends the sheet as `<name>-<date>.xlsx`. */
export const sendXlsx = async <Row>(
  reply: FastifyReply,
  name: string,
  sheet: { title: string; columns: SheetColumn<Row>[]; rows: Row[] },
) => {
  const buffer = await workbookOf(sheet.title, sheet.columns, sheet.rows).xlsx.writeBuffer();
  const filename = `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(buffer));
};
