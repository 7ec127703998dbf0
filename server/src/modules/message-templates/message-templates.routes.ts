import type { FastifyInstance } from 'fastify';
import { messageTemplateOperations } from '@hub/contract/message-templates';
import { sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as templates from './message-templates.service';

export const messageTemplatesRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, messageTemplateOperations, {
    listMessageTemplates: (request) => templates.listTemplates(db, request.query),
    exportMessageTemplates: (request, reply) =>
      sendCsv(
        reply,
        'modelos-de-mensagem',
        templates.TEMPLATE_CSV,
        templates.templateBatches(db, request.query),
      ),
    createMessageTemplate: (request) => templates.createTemplate(db, request, request.body),
    previewMessageTemplate: (request) => templates.previewTemplate(db, request.body),
    sendTestMessageTemplate: (request) => templates.sendTestTemplate(db, request, request.body),
    getMessageTemplate: (request) => templates.getTemplate(db, request.params.id),
    updateMessageTemplate: (request) =>
      templates.updateTemplate(db, request, request.params.id, request.body),
    deleteMessageTemplate: async (request) => {
      await templates.deleteTemplate(db, request, request.params.id);
      return null;
    },
  });
};
