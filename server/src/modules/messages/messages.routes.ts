import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idempotencyHeaders, idParamsSchema, listQuerySchema } from '@hub/contract/common';
import {
  audiencePreviewBodySchema,
  audiencePreviewSchema,
  authorParamsSchema,
  composeBodySchema,
  DELIVERY_STATUSES,
  groupAnswerSchema,
  labelBodySchema,
  labelSchema,
  labelTagBodySchema,
  messageDetailSchema,
  messageGroupBodySchema,
  messageListQuerySchema,
  messagePageSchema,
  messageRowSchema,
  messageUpdateBodySchema,
  recipientOptionSchema,
  recipientOptionsQuerySchema,
  recipientPageSchema,
} from '@hub/contract/messages';
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

const tags = ['messages'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The spec's message calls (section 7) and ours: compose, recipients, labels. */
export const messagesRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/messages/author/:id',
    { schema: { tags, params: authorParamsSchema, querystring: messageListQuerySchema, response: { 200: messagePageSchema, 400: apiErrorSchema } } },
    async (request) => listMessages(db, request.params.id, request.query),
  );

  app.post(
    '/messages',
    {
      config: { idempotent: true },
      schema: { tags, headers: idempotencyHeaders, body: composeBodySchema, response: { 201: messageDetailSchema, 400: apiErrorSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => reply.status(201).send(await composeMessage(db, request, request.body)),
  );

  app.post(
    '/messages/audience-preview',
    { schema: { tags, body: audiencePreviewBodySchema, response: { 200: audiencePreviewSchema, 400: apiErrorSchema } } },
    async (request) => ({ count: await countAudience(db, request.body) }),
  );

  app.get(
    '/messages/recipient-options',
    { schema: { tags, querystring: recipientOptionsQuerySchema, response: { 200: z.array(recipientOptionSchema), 400: apiErrorSchema } } },
    async (request) => recipientOptions(db, request.query.typeUser, request.query.key),
  );

  app.put(
    '/messages/updateGroup',
    { schema: { tags, body: messageGroupBodySchema, response: { 200: groupAnswerSchema, 400: apiErrorSchema } } },
    async (request) => ({ updated: await updateGroup(db, request, request.body) }),
  );

  app.get('/messages/labels', { schema: { tags, response: { 200: z.array(labelSchema) } } }, async () => listLabels(db));

  app.post(
    '/messages/labels',
    { schema: { tags, body: labelBodySchema, response: { 201: labelSchema, 400: apiErrorSchema, 409: apiErrorSchema } } },
    async (request, reply) => reply.status(201).send(await createLabel(db, request, request.body)),
  );

  app.put(
    '/messages/labels/:id',
    { schema: { tags, params: idParamsSchema, body: labelBodySchema, response: { 200: labelSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => updateLabel(db, request, request.params.id, request.body),
  );

  app.delete(
    '/messages/labels/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteLabel(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/messages/labels/:id/messages',
    { schema: { tags, params: idParamsSchema, body: labelTagBodySchema, response: { 200: labelSchema, ...errors } } },
    async (request) => tagMessages(db, request, request.params.id, request.body),
  );

  app.get(
    '/messages/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageDetailSchema, ...errors } } },
    async (request) => getMessage(db, request.params.id),
  );

  app.get(
    '/messages/:id/recipients',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuerySchema.pick({ page: true, limit: true, key: true }).extend({ status: z.enum(DELIVERY_STATUSES).optional() }),
        response: { 200: recipientPageSchema, ...errors },
      },
    },
    async (request) => listRecipients(db, request.params.id, request.query),
  );

  app.put(
    '/messages/:id',
    { schema: { tags, params: idParamsSchema, body: messageUpdateBodySchema, response: { 200: messageRowSchema, ...errors } } },
    async (request) => updateMessage(db, request, request.params.id, request.body),
  );
};
