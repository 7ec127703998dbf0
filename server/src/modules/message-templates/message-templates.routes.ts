import type { FastifyInstance } from 'fastify';
import { messageTemplateOperations } from '@hub/contract/message-templates';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as templates from './message-templates.service';

export const messageTemplatesModule = domainModule({ after: 'messages' }, async (app: FastifyInstance) => {
  const { db } = app.deps;
  const handle = templates.templateResource.handlers(db);
  serveOperations(app, messageTemplateOperations, {
    listMessageTemplates: handle.list,
    exportMessageTemplates: handle.export,
    createMessageTemplate: (request) => templates.createTemplate(db, request, request.body),
    previewMessageTemplate: (request) => templates.previewTemplate(db, request.body),
    sendTestMessageTemplate: (request) => templates.sendTestTemplate(db, request, request.body),
    getMessageTemplate: handle.get,
    updateMessageTemplate: handle.update,
    deleteMessageTemplate: handle.remove,
  });
});
