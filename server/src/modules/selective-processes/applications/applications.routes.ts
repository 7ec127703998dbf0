import type { FastifyInstance } from 'fastify';
import { applicationOperations } from '@hub/contract/applications';
import { serveOperations } from '../../../lib/operations';
import { scopeOf } from '../../../lib/permissions';
import * as service from './applications.service';
import { hubApplicationList } from './hub-applications';
import {
  bulkDecideApplications,
  bulkMoveApplications,
  changeApplicationStatus,
  moveApplication,
  undoLastMove,
  undoMoves,
} from './moves.service';

/** Every process's applications, listed; the pipeline of a process: enrolment, ranked table, board, stage moves and their undo, outcomes. */
export const applicationsRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const hub = hubApplicationList(config.notifyIdleDays).handlers(db);
  serveOperations(app, applicationOperations, {
    listHubApplications: hub.list,
    exportHubApplications: hub.export,
    listApplications: (request) => service.listApplications(db, request.params.id, request.query, config.notifyIdleDays),
    getApplicationBoard: (request) =>
      service.getBoard(db, request.params.id, request.query, request.user?.id, config.notifyIdleDays),
    enrolCandidate: (request) => service.enrol(db, request, request.params.id, request.body),
    undoLastMove: (request) => undoLastMove(db, request, request.params.id),
    listCandidateApplications: async (request) =>
      service.listCandidateApplications(db, request.params.id, await scopeOf(db, request)),
    getApplication: (request) => service.getApplicationDetail(db, request.params.id),
    moveApplication: (request) => moveApplication(db, request, request.params.id, request.body.stageId),
    bulkMoveApplications: (request) => bulkMoveApplications(db, request, request.params.id, request.body),
    undoApplicationMoves: (request) => undoMoves(db, request, request.params.id, request.body),
    bulkDecideApplications: (request) => bulkDecideApplications(db, request, request.params.id, request.body),
    changeApplicationStatus: (request) => changeApplicationStatus(db, request, request.params.id, request.body),
  });
};
