import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  valueItemInputSchema,
  valueItemSchema,
  valueItemsAnswerSchema,
} from '@hub/contract/companies';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import * as valuesTest from './values-test.service';

/** The list of values of the values test, which administrators edit. */
export const valuesTestRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['values-test'];

  app.get(
    '/values-test/items',
    { schema: { tags, response: { 200: valueItemsAnswerSchema } } },
    async () => valuesTest.listValueItems(db),
  );

  app.post(
    '/values-test/items',
    {
      schema: {
        tags,
        body: valueItemInputSchema,
        response: { 201: valueItemSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await valuesTest.createValueItem(db, request, request.body)),
  );

  app.put(
    '/values-test/items/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: valueItemInputSchema,
        response: {
          200: valueItemSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => valuesTest.updateValueItem(db, request, request.params.id, request.body),
  );
};
