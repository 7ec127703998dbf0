import type { FastifyInstance } from 'fastify';
import { importOperations } from '@hub/contract/imports';
import { serveOperations } from '../../lib/operations';
import {
  cancelImport,
  getImport,
  listImportRows,
  listImports,
  listRunningImports,
  mapImportColumns,
  sendFailedRows,
  sendTemplate,
  startImport,
  undoImport,
  uploadImport,
} from './imports.service';

export const importsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  serveOperations(app, importOperations, {
    listImports: (request) => listImports(db, request, request.query),
    listRunningImports: (request) => listRunningImports(db, request),
    downloadImportTemplate: (request, reply) => sendTemplate(reply, request.params.resource),
    uploadImport: (request) => uploadImport(deps, request, request.params.resource),
    getImport: (request) => getImport(db, request.params.id),
    listImportRows: (request) => listImportRows(db, request, request.params.id, request.query),
    mapImportColumns: (request) => mapImportColumns(db, request.params.id, request.body),
    startImport: (request) => startImport(db, request, request.params.id, request.body),
    cancelImport: (request) => cancelImport(deps, request.params.id),
    undoImport: (request) => undoImport(db, request, request.params.id),
    exportFailedImportRows: (request, reply) => sendFailedRows(db, reply, request.params.id),
  });
};
