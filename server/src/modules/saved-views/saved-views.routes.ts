import type { FastifyInstance } from 'fastify';
import { savedViewOperations } from '@hub/contract/saved-views';
import { serveOperations } from '../../lib/operations';
import * as views from './saved-views.service';

export const savedViewsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, savedViewOperations, {
    listSavedViews: (request) => views.listSavedViews(db, request, request.query.list),
    createSavedView: (request) => views.createSavedView(db, request, request.body),
    updateSavedView: (request) =>
      views.updateSavedView(db, request, request.params.id, request.body),
    deleteSavedView: async (request) => {
      await views.deleteSavedView(db, request, request.params.id);
      return null;
    },
  });
};
