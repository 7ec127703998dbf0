import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hub/contract/common';
import {
  weightsAnswerSchema,
  weightsPreviewAnswerSchema,
  weightsPreviewBodySchema,
  weightsSchema,
} from '@hub/contract/weights';
import { getWeights, previewWeights, saveWeights } from './weights.service';

/** settings/weights: the weight of each assessment in the ranking, and a preview of a change. */
export const weightsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['weights'];

  app.get(
    '/settings/weights',
    { schema: { tags, response: { 200: weightsAnswerSchema } } },
    async () => getWeights(db),
  );

  app.put(
    '/settings/weights',
    {
      schema: {
        tags,
        body: weightsSchema,
        response: { 200: weightsAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request) => saveWeights(db, request, request.body),
  );

  app.post(
    '/settings/weights/preview',
    {
      schema: {
        tags,
        body: weightsPreviewBodySchema,
        response: { 200: weightsPreviewAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => previewWeights(db, request.body),
  );
};
