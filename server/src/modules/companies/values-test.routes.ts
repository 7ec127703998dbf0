import type { FastifyInstance } from 'fastify';
import { valuesTestOperations } from '@hub/contract/companies';
import { serveOperations } from '../../lib/operations';
import * as valuesTest from './values-test.service';

/** The list of values of the values test, which administrators edit. */
export const valuesTestRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, valuesTestOperations, {
    listValueItems: () => valuesTest.listValueItems(db),
    createValueItem: (request) => valuesTest.createValueItem(db, request, request.body),
    updateValueItem: (request) =>
      valuesTest.updateValueItem(db, request, request.params.id, request.body),
  });
};
