import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import {
  LOG_KINDS,
  LOG_ROW_SCHEMAS,
  logExportQuerySchema,
  logPageSchemas,
  logQuerySchema,
  logValueLabel,
  timelinePageSchema,
  timelineQuerySchema,
} from '@hub/contract/logs';
import { offsetBatches, sendCsv, type CsvColumn, type CsvValue } from '../../lib/csv';
import { LOG_DEFINITIONS } from './log-definitions';
import { fetchLogBatch, getLogRow, listLog, recipientTimeline } from './logs.service';

type Row = Record<string, unknown>;

const tags = ['logs'];

/** `GET /logs/{kind}`, `/logs/{kind}/{id}` and `/logs/{kind}/export.csv` for every log, and one recipient's timeline. */
/** The logs' instants are the fields named …At (createdAt, failedAt, undoneAt), as the drivers read them. */
const INSTANT_FIELD = /At$/;
const instant = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

export const logsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  for (const kind of LOG_KINDS) {
    app.get(
      `/logs/${kind}`,
      { schema: { tags, querystring: logQuerySchema, response: { 200: logPageSchemas[kind], 400: apiErrorSchema } } },
      async (request) => listLog(db, kind, request.query),
    );

    app.get(
      `/logs/${kind}/export.csv`,
      { schema: { tags, querystring: logExportQuerySchema, produces: ['text/csv'], response: { 200: z.string(), 400: apiErrorSchema } } },
      async (request, reply) => {
        const columns: CsvColumn<Row>[] = LOG_DEFINITIONS[kind].csv.map(([field, header]) => ({
          header,
          value: (row) => (INSTANT_FIELD.test(field) ? instant(row[field]) : (logValueLabel(kind, field, row[field]) as CsvValue)),
        }));
        return sendCsv(reply, `log-${kind}`, columns, offsetBatches((offset, limit) => fetchLogBatch(db, kind, request.query, offset, limit)));
      },
    );

    app.get(
      `/logs/${kind}/:id`,
      { schema: { tags, params: idParamsSchema, response: { 200: LOG_ROW_SCHEMAS[kind], 404: apiErrorSchema } } },
      async (request) => getLogRow(db, kind, request.params.id),
    );
  }

  app.get(
    '/logs/timeline',
    { schema: { tags, querystring: timelineQuerySchema, response: { 200: timelinePageSchema, 400: apiErrorSchema } } },
    async (request) => recipientTimeline(db, request.query),
  );
};
