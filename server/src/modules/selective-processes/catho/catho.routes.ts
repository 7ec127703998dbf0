import type { FastifyInstance } from 'fastify';
import { cathoOperations } from '@hub/contract/catho';
import { serveOperations } from '../../../lib/operations';
import { getCathoStatus, publishToCatho, removeFromCatho } from './catho.service';

/** A process's job posting on Catho: its state, publish or update, remove. */
export const cathoRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  serveOperations(app, cathoOperations, {
    getCathoStatus: (request) => getCathoStatus(deps, request.params.id),
    publishToCatho: (request) => publishToCatho(deps, request, request.params.id),
    removeFromCatho: (request) => removeFromCatho(deps, request, request.params.id),
  });
};
