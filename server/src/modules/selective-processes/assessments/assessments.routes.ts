import type { FastifyInstance } from 'fastify';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import { serveOperations } from '../../../lib/operations';
import * as answers from './answers.service';
import { getCompetency, saveCompetency } from './competency.service';
import * as sheets from './question-sheets.service';
import * as video from './video.service';

/**
 * The answer sheets of an application (entered by an administrator for the professional), the
 * professional's competency test, the video interview, and the companies' question sheets.
 */
export const assessmentsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  serveOperations(app, assessmentOperations, {
    saveRequirementAnswers: (request) => answers.answerRequirements(db, request, request.params.id, request.body),
    saveQuestionAnswers: (request) => answers.answerQuestions(db, request, request.params.id, request.body),
    saveCustomTestAnswers: (request) => answers.answerCustomTest(db, request, request.params.id, request.body),
    saveValuesAnswers: (request) => answers.answerValues(db, request, request.params.id, request.body),
    getCompetencyTest: (request) => getCompetency(db, request.params.id),
    saveCompetencyTest: (request) => saveCompetency(db, request, request.params.id, request.body),
    uploadInterviewVideo: (request) =>
      video.uploadInterviewVideo(deps, request, request.params.id, request.params.questionId),
    getInterviewVideo: (request, reply) =>
      video.serveInterviewVideo(deps, request.params.id, request.params.questionId, reply),
    scoreInterviewVideo: (request) =>
      video.scoreInterviewVideo(db, request, request.params.id, request.params.questionId, request.body),
    listQuestionSheets: (request) => sheets.listSheets(db, request.params.id, request.query),
    createQuestionSheet: (request) => sheets.createSheet(db, request, request.params.id, request.body),
    getQuestionSheet: (request) => sheets.getSheet(db, request.params.id),
    updateQuestionSheet: (request) => sheets.updateSheet(db, request, request.params.id, request.body),
  });
};
