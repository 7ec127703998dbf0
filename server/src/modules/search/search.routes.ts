import type { FastifyInstance } from 'fastify';
import { searchOperations } from '@hub/contract/search';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { seesPersonalData } from '../../lib/personal-data';
import { currentUser } from '../../plugins/auth';
import { globalSearch } from './search.service';

export const searchRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, searchOperations, {
    globalSearch: async (request) =>
      globalSearch(db, request.query.q, await scopeOf(db, request), currentUser(request).id, () =>
        seesPersonalData(db, request),
      ),
  });
};
