import type { FastifyInstance } from 'fastify';
import { searchOperations } from '@hub/contract/search';
import { serveOperations } from '../../lib/operations';
import { seesPersonalData } from '../../lib/personal-data';
import { globalSearch } from './search.service';

export const searchRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, searchOperations, {
    globalSearch: (request) =>
      globalSearch(db, request.query.q, () => seesPersonalData(db, request)),
  });
};
