import type { FastifyInstance } from 'fastify';
import { weightsOperations } from '@hub/contract/weights';
import { serveOperations } from '../../../lib/operations';
import { getWeights, previewWeights, saveWeights } from './weights.service';

/** settings/weights: the weight of each assessment in the ranking, and a preview of a change. */
export const weightsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, weightsOperations, {
    getWeights: () => getWeights(db),
    saveWeights: (request) => saveWeights(db, request, request.body),
    previewWeights: (request) => previewWeights(db, request.body),
  });
};
