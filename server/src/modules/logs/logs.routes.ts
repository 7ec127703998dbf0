import type { FastifyInstance } from 'fastify';
import { logOperations } from '@hub/contract/logs';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { logHandlers, recipientTimeline } from './logs.service';

export const logsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  const emails = logHandlers(db, 'emails');
  const emailErrors = logHandlers(db, 'email-errors');
  const sendingErrors = logHandlers(db, 'email-sending-errors');
  const whatsapp = logHandlers(db, 'whatsapp');
  const catho = logHandlers(db, 'catho');
  const kanban = logHandlers(db, 'kanban');

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
    getRecipientTimeline: async (request) => recipientTimeline(db, request.query, await scopeOf(db, request)),
  });
};
