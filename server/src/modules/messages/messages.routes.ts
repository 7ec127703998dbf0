import type { FastifyInstance } from 'fastify';
import { messagesReceived } from './received';
import { messageOperations } from '@hub/contract/messages';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { refuseDocumentSearch } from '../../lib/personal-data';
import { createLabel, deleteLabel, listLabels, tagMessages, updateLabel } from './labels.service';
import {
  composeMessage,
  countAudience,
  getMessage,
  listMessages,
  listRecipients,
  recipientOptions,
  updateGroup,
  updateMessage,
} from './messages.service';

/** The spec's message calls (section 7) and ours: compose, recipients, labels. */
export const messagesModule = domainModule({ after: 'files' }, async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, messageOperations, {
    listAuthorMessages: (request) => listMessages(db, request, request.params.id, request.query),
    composeMessage: (request) => composeMessage(db, request, request.body),
    previewMessageAudience: async (request) => ({
      count: await countAudience(db, request.body, await scopeOf(db, request)),
    }),
    listRecipientOptions: async (request) => {
      const { typeUser, key } = request.query;
      // Professionals' digits are a CPF (the list's rule, decision 030); companies' a CNPJ, which is not personal.
      if (typeUser === 1) await refuseDocumentSearch(db, request, [{ mark: 'key', value: key, path: 'key' }]);
      return recipientOptions(db, typeUser, key, await scopeOf(db, request));
    },
    updateMessageGroup: async (request) => ({ updated: await updateGroup(db, request, request.body) }),
    listMessageLabels: () => listLabels(db),
    createMessageLabel: (request) => createLabel(db, request, request.body),
    updateMessageLabel: (request) => updateLabel(db, request, request.params.id, request.body),
    deleteMessageLabel: async (request) => {
      await deleteLabel(db, request, request.params.id);
      return null;
    },
    tagMessages: (request) => tagMessages(db, request, request.params.id, request.body),
    listMessagesReceived: async (request) =>
      messagesReceived(db, request.query.typeUser, request.query.recipientId, await scopeOf(db, request)),
    getMessage: async (request) => getMessage(db, request.params.id, await scopeOf(db, request)),
    listMessageRecipients: async (request) =>
      listRecipients(db, request.params.id, request.query, await scopeOf(db, request)),
    updateMessage: (request) => updateMessage(db, request, request.params.id, request.body),
  });
});
