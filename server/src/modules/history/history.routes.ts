import type { FastifyInstance } from 'fastify';
import { historyOperations } from '@hub/contract/history';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { currentUser } from '../../plugins/auth';
import { addNote, deleteNote, recordHistory } from './history.service';

export const historyRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, historyOperations, {
    getRecordHistory: async (request) =>
      recordHistory(
        db,
        currentUser(request).id,
        request.params.entity,
        request.params.id,
        request.query,
        await scopeOf(db, request),
      ),
    addRecordNote: (request) =>
      addNote(db, request, request.params.entity, request.params.id, request.body),
    deleteRecordNote: (request) => deleteNote(db, request, request.params.id),
  });
};
