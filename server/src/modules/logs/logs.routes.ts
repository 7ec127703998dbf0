import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  logOperations,
  logValueLabel,
  type LogExportQuery,
  type LogKind,
  type LogQuery,
} from '@hub/contract/logs';
import { sendCsv, type CsvColumn, type CsvValue } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import { LOG_DEFINITIONS } from './log-definitions';
import { getLogRow, listLog, logBatches, recipientTimeline } from './logs.service';

type Row = Record<string, unknown>;

/** The logs' instants are the fields named …At (createdAt, failedAt, undoneAt), as the drivers read them. */
const INSTANT_FIELD = /At$/;
const instant = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

export const logsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;

  /** What the three endpoints of one log do; the contract declares them (logOperations). */
  const logHandlers = <Kind extends LogKind>(kind: Kind) => {
    const columns: CsvColumn<Row>[] = LOG_DEFINITIONS[kind].csv.map(([field, header]) => ({
      header,
      value: (row) =>
        INSTANT_FIELD.test(field)
          ? instant(row[field])
          : (logValueLabel(kind, field, row[field]) as CsvValue),
    }));
    return {
      list: (request: FastifyRequest<{ Querystring: LogQuery }>) =>
        listLog(db, kind, request.query),
      export: (request: FastifyRequest<{ Querystring: LogExportQuery }>, reply: FastifyReply) =>
        sendCsv(reply, `log-${kind}`, columns, logBatches(db, kind, request.query)),
      get: (request: FastifyRequest<{ Params: { id: string } }>) =>
        getLogRow(db, kind, request.params.id),
    };
  };
  const emails = logHandlers('emails');
  const emailErrors = logHandlers('email-errors');
  const sendingErrors = logHandlers('email-sending-errors');
  const whatsapp = logHandlers('whatsapp');
  const catho = logHandlers('catho');
  const kanban = logHandlers('kanban');

  serveOperations(app, logOperations, {
    listEmailLog: emails.list,
    exportEmailLog: emails.export,
    getEmailLogEntry: emails.get,
    listEmailErrorLog: emailErrors.list,
    exportEmailErrorLog: emailErrors.export,
    getEmailErrorLogEntry: emailErrors.get,
    listSendingErrorLog: sendingErrors.list,
    exportSendingErrorLog: sendingErrors.export,
    getSendingErrorLogEntry: sendingErrors.get,
    listWhatsappLog: whatsapp.list,
    exportWhatsappLog: whatsapp.export,
    getWhatsappLogEntry: whatsapp.get,
    listCathoLog: catho.list,
    exportCathoLog: catho.export,
    getCathoLogEntry: catho.get,
    listKanbanLog: kanban.list,
    exportKanbanLog: kanban.export,
    getKanbanLogEntry: kanban.get,
    getRecipientTimeline: (request) => recipientTimeline(db, request.query),
  });
};
