import type { FastifyInstance } from 'fastify';
import { allows } from '@hub/contract/permissions';
import { SEARCH_KIND_PERMISSIONS, searchOperations } from '@hub/contract/search';
import { serveOperations } from '../../lib/operations';
import { accessOf } from '../../lib/permissions';
import { seesPersonalData } from '../../lib/personal-data';
import { currentUser } from '../../plugins/auth';
import { globalSearch } from './search.service';

export const searchRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, searchOperations, {
    globalSearch: async (request) => {
      const { permissions, scope } = await accessOf(db, request);
      return globalSearch(db, request.query.q, {
        scope,
        userId: currentUser(request).id,
        sees: (kind) => allows(permissions, SEARCH_KIND_PERMISSIONS[kind]),
        seesPersonalData: () => seesPersonalData(db, request),
      });
    },
  });
};
