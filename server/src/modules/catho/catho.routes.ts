import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cathoPostingSchema, cathoStatusSchema } from '@hub/contract/catho';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import { getCathoStatus, publishToCatho, removeFromCatho } from './catho.service';

/** 502: Catho refused the request or did not answer in time (the posting is failed, the exchange logged). */
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema };

/** A process's job posting on Catho: its state, publish or update, remove. */
export const cathoRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['catho'];

  app.get(
    '/selective-processes/:id/catho',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: cathoStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getCathoStatus(deps, request.params.id),
  );

  app.post(
    '/selective-processes/:id/catho',
    { schema: { tags, params: idParamsSchema, response: { 200: cathoPostingSchema, ...errors } } },
    async (request) => publishToCatho(deps, request, request.params.id),
  );

  app.delete(
    '/selective-processes/:id/catho',
    { schema: { tags, params: idParamsSchema, response: { 200: cathoPostingSchema, ...errors } } },
    async (request) => removeFromCatho(deps, request, request.params.id),
  );
};
