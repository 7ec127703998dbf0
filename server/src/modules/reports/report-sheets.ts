import type { ReportFilters, ScheduledReport } from '@hub/contract/reports';
import type { Scope } from '../../lib/permissions';
import { workbookOf, type SheetColumn } from '../../lib/xlsx';
import type { ReportReader } from './report-reader';
import { COMMERCIAL_COLUMNS, PROCESSES_COLUMNS, STAGE_COLUMNS, TIME_TO_HIRE_COLUMNS } from './reports.service';

/** What reads a report's rows: the page's kept reports, or an e-mail's own count. */
export type SheetSource = ReportReader;

/**
 * A report's downloadable table: its file name, its sheet's title, the permission that exports it,
 * its columns and its rows. The one declaration behind its CSV, its Excel sheet and its e-mails.
 */
export type ReportSheet<Row> = {
  name: string;
  title: string;
  exportPermission: 'relatorios.exportar' | 'assinaturas.exportar';
  columns: SheetColumn<Row>[];
  rows: (source: SheetSource, filters: ReportFilters, scope: Scope) => Promise<Row[]>;
};

/** The declaration, and its table as an .xlsx file for the given filters and scope (the e-mails'). */
const sheet = <Row>(declared: ReportSheet<Row>) => ({
  ...declared,
  xlsxFile: async (source: SheetSource, filters: ReportFilters, scope: Scope): Promise<Buffer> => {
    const rows = await declared.rows(source, filters, scope);
    return Buffer.from(await workbookOf(declared.title, declared.columns, rows).xlsx.writeBuffer());
  },
});

export const REPORT_SHEETS = {
  contratacao: sheet({
    name: 'tempo-ate-a-contratacao',
    title: 'Tempo até a contratação',
    exportPermission: 'relatorios.exportar',
    columns: TIME_TO_HIRE_COLUMNS,
    rows: async (reports, filters, scope) => (await reports.timeToHire(filters, scope)).byMonth,
  }),
  etapas: sheet({
    name: 'etapas',
    title: 'Etapas',
    exportPermission: 'relatorios.exportar',
    columns: STAGE_COLUMNS,
    rows: async (reports, filters, scope) => (await reports.stages(filters, scope)).stages,
  }),
  processos: sheet({
    name: 'processos',
    title: 'Processos',
    exportPermission: 'relatorios.exportar',
    columns: PROCESSES_COLUMNS,
    rows: async (reports, filters, scope) => (await reports.processes(filters, scope)).byMonth,
  }),
  comercial: sheet({
    name: 'comercial',
    title: 'Comercial',
    exportPermission: 'assinaturas.exportar',
    columns: COMMERCIAL_COLUMNS,
    rows: async (reports, filters, scope) => (await reports.commercial(filters, scope)).byMonth,
  }),
} satisfies Record<ScheduledReport, { exportPermission: string }>;
