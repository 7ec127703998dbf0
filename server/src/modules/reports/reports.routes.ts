import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reportOperations, reportScheduleOperations, type ReportFilters } from '@hub/contract/reports';
import { oneBatch, sendCsv } from '../../lib/csv';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import type { Db } from '../../db/client';
import { scopeOf } from '../../lib/permissions';
import { csvColumnsOf, sendXlsx } from '../../lib/xlsx';
import { REPORT_SHEETS, type ReportSheet, type SheetSource } from './report-sheets';
import * as schedules from './report-schedules.service';
import { reportReader } from './report-reader';

type ReportRequest = FastifyRequest & { query: ReportFilters };

/** The report's CSV and Excel downloads, from the one declaration of its table. */
const downloadsOf = <Row>(db: Db, source: SheetSource, sheet: ReportSheet<Row>) => {
  const rows = async (request: ReportRequest) => sheet.rows(source, request.query, await scopeOf(db, request));
  return {
    csv: (request: ReportRequest, reply: FastifyReply) =>
      sendCsv(reply, sheet.name, csvColumnsOf(sheet.columns), oneBatch(rows(request))),
    xlsx: async (request: ReportRequest, reply: FastifyReply) =>
      sendXlsx(reply, sheet.name, { title: sheet.title, columns: sheet.columns, rows: await rows(request) }),
  };
};

/** Relatórios: each report's figures, its CSV and its Excel sheet, within the administrator's scope; and their e-mails. */
export const reportsModule = domainModule({ after: 'dashboard' }, async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const reports = reportReader(db, { defaultDays: config.notifyIdleDays, ttlSeconds: config.reportsTtlSeconds, timeoutMs: config.reportTimeoutMs });
  const timeToHire = downloadsOf(db, reports, REPORT_SHEETS.contratacao);
  const stages = downloadsOf(db, reports, REPORT_SHEETS.etapas);
  const processes = downloadsOf(db, reports, REPORT_SHEETS.processos);
  const commercial = downloadsOf(db, reports, REPORT_SHEETS.comercial);
  serveOperations(app, reportOperations, {
    getTimeToHireReport: async (request) => reports.timeToHire(request.query, await scopeOf(db, request)),
    exportTimeToHireReport: timeToHire.csv,
    exportTimeToHireReportXlsx: timeToHire.xlsx,
    getStageReport: async (request) => reports.stages(request.query, await scopeOf(db, request)),
    exportStageReport: stages.csv,
    exportStageReportXlsx: stages.xlsx,
    getProcessesReport: async (request) => reports.processes(request.query, await scopeOf(db, request)),
    exportProcessesReport: processes.csv,
    exportProcessesReportXlsx: processes.xlsx,
    getCommercialReport: async (request) => reports.commercial(request.query, await scopeOf(db, request)),
    exportCommercialReport: commercial.csv,
    exportCommercialReportXlsx: commercial.xlsx,
  });
  serveOperations(app, reportScheduleOperations, {
    listReportSchedules: () => schedules.listSchedules(db),
    createReportSchedule: (request) => schedules.createSchedule(db, request, request.body),
    deleteReportSchedule: async (request) => {
      await schedules.deleteSchedule(db, request, request.params.id);
      return null;
    },
  });
});
