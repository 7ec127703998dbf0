import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reportOperations, type ReportFilters } from '@hub/contract/reports';
import type { Db } from '../../db/client';
import { oneBatch, sendCsv } from '../../lib/csv';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { scopeOf, type Scope } from '../../lib/permissions';
import { csvColumnsOf, sendXlsx, type SheetColumn } from '../../lib/xlsx';
import {
  COMMERCIAL_COLUMNS,
  getCommercialReport,
  getProcessesReport,
  getStageReport,
  getTimeToHireReport,
  PROCESSES_COLUMNS,
  STAGE_COLUMNS,
  TIME_TO_HIRE_COLUMNS,
} from './reports.service';

type ReportRequest = FastifyRequest & { query: ReportFilters };

/** A report's downloadable table: its file name, its sheet's title, its columns and its rows. */
type ReportSheet<Row> = {
  name: string;
  title: string;
  columns: SheetColumn<Row>[];
  rows: (filters: ReportFilters, scope: Scope) => Promise<Row[]>;
};

/** The report's CSV and Excel downloads, from the one declaration of its table. */
const downloadsOf = <Row>(db: Db, sheet: ReportSheet<Row>) => {
  const rows = async (request: ReportRequest) =>
    sheet.rows(request.query, await scopeOf(db, request));
  return {
    csv: (request: ReportRequest, reply: FastifyReply) =>
      sendCsv(reply, sheet.name, csvColumnsOf(sheet.columns), oneBatch(rows(request))),
    xlsx: async (request: ReportRequest, reply: FastifyReply) =>
      sendXlsx(reply, sheet.name, {
        title: sheet.title,
        columns: sheet.columns,
        rows: await rows(request),
      }),
  };
};

/** Relatórios: each report's figures, its CSV and its Excel sheet, within the administrator's scope. */
export const reportsModule = domainModule({ after: 'dashboard' }, async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const stageReport = (filters: ReportFilters, scope: Scope) =>
    getStageReport(db, filters, scope, config.notifyIdleDays);
  const timeToHire = downloadsOf(db, {
    name: 'tempo-ate-a-contratacao',
    title: 'Tempo até a contratação',
    columns: TIME_TO_HIRE_COLUMNS,
    rows: async (filters, scope) => (await getTimeToHireReport(db, filters, scope)).byMonth,
  });
  const stages = downloadsOf(db, {
    name: 'etapas',
    title: 'Etapas',
    columns: STAGE_COLUMNS,
    rows: async (filters, scope) => (await stageReport(filters, scope)).stages,
  });
  const processes = downloadsOf(db, {
    name: 'processos',
    title: 'Processos',
    columns: PROCESSES_COLUMNS,
    rows: async (filters, scope) => (await getProcessesReport(db, filters, scope)).byMonth,
  });
  const commercial = downloadsOf(db, {
    name: 'comercial',
    title: 'Comercial',
    columns: COMMERCIAL_COLUMNS,
    rows: async (filters, scope) => (await getCommercialReport(db, filters, scope)).byMonth,
  });
  serveOperations(app, reportOperations, {
    getTimeToHireReport: async (request) =>
      getTimeToHireReport(db, request.query, await scopeOf(db, request)),
    exportTimeToHireReport: timeToHire.csv,
    exportTimeToHireReportXlsx: timeToHire.xlsx,
    getStageReport: async (request) => stageReport(request.query, await scopeOf(db, request)),
    exportStageReport: stages.csv,
    exportStageReportXlsx: stages.xlsx,
    getProcessesReport: async (request) =>
      getProcessesReport(db, request.query, await scopeOf(db, request)),
    exportProcessesReport: processes.csv,
    exportProcessesReportXlsx: processes.xlsx,
    getCommercialReport: async (request) =>
      getCommercialReport(db, request.query, await scopeOf(db, request)),
    exportCommercialReport: commercial.csv,
    exportCommercialReportXlsx: commercial.xlsx,
  });
});
