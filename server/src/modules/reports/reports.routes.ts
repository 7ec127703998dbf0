import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reportOperations, type ReportFilters } from '@hub/contract/reports';
import { oneBatch, sendCsv } from '../../lib/csv';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { csvColumnsOf, sendXlsx } from '../../lib/xlsx';
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

const TIME_TO_HIRE = { name: 'tempo-ate-a-contratacao', title: 'Tempo até a contratação' };
const STAGES = { name: 'etapas', title: 'Etapas' };
const PROCESSES = { name: 'processos', title: 'Processos' };
const COMMERCIAL = { name: 'comercial', title: 'Comercial' };

type ReportRequest = FastifyRequest & { query: ReportFilters };

/** Relatórios: each report's figures, its CSV and its Excel sheet, within the administrator's scope. */
export const reportsModule = domainModule({ after: 'dashboard' }, async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const months = async (request: ReportRequest) =>
    (await getTimeToHireReport(db, request.query, await scopeOf(db, request))).byMonth;
  const stages = async (request: ReportRequest) =>
    (await getStageReport(db, request.query, await scopeOf(db, request), config.notifyIdleDays))
      .stages;
  const processMonths = async (request: ReportRequest) =>
    (await getProcessesReport(db, request.query, await scopeOf(db, request))).byMonth;
  const commercialMonths = async (request: ReportRequest) =>
    (await getCommercialReport(db, request.query, await scopeOf(db, request))).byMonth;
  serveOperations(app, reportOperations, {
    getTimeToHireReport: async (request) =>
      getTimeToHireReport(db, request.query, await scopeOf(db, request)),
    exportTimeToHireReport: (request, reply) =>
      sendCsv(
        reply,
        TIME_TO_HIRE.name,
        csvColumnsOf(TIME_TO_HIRE_COLUMNS),
        oneBatch(months(request)),
      ),
    exportTimeToHireReportXlsx: async (request, reply) =>
      sendXlsx(reply, TIME_TO_HIRE.name, {
        title: TIME_TO_HIRE.title,
        columns: TIME_TO_HIRE_COLUMNS,
        rows: await months(request),
      }),
    getStageReport: async (request) =>
      getStageReport(db, request.query, await scopeOf(db, request), config.notifyIdleDays),
    exportStageReport: (request, reply) =>
      sendCsv(reply, STAGES.name, csvColumnsOf(STAGE_COLUMNS), oneBatch(stages(request))),
    exportStageReportXlsx: async (request, reply) =>
      sendXlsx(reply, STAGES.name, {
        title: STAGES.title,
        columns: STAGE_COLUMNS,
        rows: await stages(request),
      }),
    getProcessesReport: async (request) =>
      getProcessesReport(db, request.query, await scopeOf(db, request)),
    exportProcessesReport: (request, reply) =>
      sendCsv(
        reply,
        PROCESSES.name,
        csvColumnsOf(PROCESSES_COLUMNS),
        oneBatch(processMonths(request)),
      ),
    exportProcessesReportXlsx: async (request, reply) =>
      sendXlsx(reply, PROCESSES.name, {
        title: PROCESSES.title,
        columns: PROCESSES_COLUMNS,
        rows: await processMonths(request),
      }),
    getCommercialReport: async (request) =>
      getCommercialReport(db, request.query, await scopeOf(db, request)),
    exportCommercialReport: (request, reply) =>
      sendCsv(
        reply,
        COMMERCIAL.name,
        csvColumnsOf(COMMERCIAL_COLUMNS),
        oneBatch(commercialMonths(request)),
      ),
    exportCommercialReportXlsx: async (request, reply) =>
      sendXlsx(reply, COMMERCIAL.name, {
        title: COMMERCIAL.title,
        columns: COMMERCIAL_COLUMNS,
        rows: await commercialMonths(request),
      }),
  });
});
