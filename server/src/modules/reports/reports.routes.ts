import type { FastifyInstance } from 'fastify';
import { reportOperations } from '@hub/contract/reports';
import { oneBatch, sendCsv } from '../../lib/csv';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import {
  getStageReport,
  getTimeToHireReport,
  STAGES_CSV,
  TIME_TO_HIRE_CSV,
} from './reports.service';

/** Relatórios: each report's figures and its CSV, within the administrator's scope. */
export const reportsModule = domainModule({ after: 'dashboard' }, async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, reportOperations, {
    getTimeToHireReport: async (request) =>
      getTimeToHireReport(db, request.query, await scopeOf(db, request)),
    exportTimeToHireReport: async (request, reply) =>
      sendCsv(
        reply,
        'tempo-ate-a-contratacao',
        TIME_TO_HIRE_CSV,
        oneBatch(
          getTimeToHireReport(db, request.query, await scopeOf(db, request)).then(
            (report) => report.byMonth,
          ),
        ),
      ),
    getStageReport: async (request) =>
      getStageReport(db, request.query, await scopeOf(db, request)),
    exportStageReport: async (request, reply) =>
      sendCsv(
        reply,
        'etapas',
        STAGES_CSV,
        oneBatch(
          getStageReport(db, request.query, await scopeOf(db, request)).then(
            (report) => report.stages,
          ),
        ),
      ),
  });
});
