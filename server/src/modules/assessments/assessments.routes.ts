import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationDetailSchema } from '@hub/contract/applications';
import {
  competencyAnswersBodySchema,
  competencyResultSchema,
  customTestAnswersBodySchema,
  questionSheetInputSchema,
  questionSheetListQuerySchema,
  questionSheetPageSchema,
  questionSheetSchema,
  questionSheetUpdateSchema,
  questionsAnswersBodySchema,
  requirementsAnswersBodySchema,
  valuesAnswersBodySchema,
  videoAnswerSchema,
  videoScoreBodySchema,
} from '@hub/contract/assessments';
import { apiErrorSchema, idParamsSchema, idSchema } from '@hub/contract/common';
import * as answers from './answers.service';
import { getCompetency, saveCompetency } from './competency.service';
import * as sheets from './question-sheets.service';
import * as video from './video.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const videoParamsSchema = z.object({ id: idSchema, questionId: idSchema });

/**
 * The answer sheets of an application (entered by an administrator for the professional), the
 * professional's competency test, the video interview, and the companies' question sheets.
 */
export const assessmentsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const tags = ['assessments'];

  const answerRoute = <Body extends z.ZodType>(
    path: string,
    body: Body,
    save: (
      request: Parameters<typeof answers.answerRequirements>[1],
      id: string,
      input: z.output<Body>,
    ) => ReturnType<typeof answers.answerRequirements>,
  ) =>
    app.put(
      `/applications/:id/${path}`,
      {
        schema: {
          tags,
          params: idParamsSchema,
          body,
          response: { 200: applicationDetailSchema, ...errors },
        },
      },
      async (request) => save(request, request.params.id, request.body as z.output<Body>),
    );

  answerRoute('requirements', requirementsAnswersBodySchema, (request, id, input) =>
    answers.answerRequirements(db, request, id, input),
  );
  answerRoute('questions', questionsAnswersBodySchema, (request, id, input) =>
    answers.answerQuestions(db, request, id, input),
  );
  answerRoute('custom-test', customTestAnswersBodySchema, (request, id, input) =>
    answers.answerCustomTest(db, request, id, input),
  );
  answerRoute('values', valuesAnswersBodySchema, (request, id, input) =>
    answers.answerValues(db, request, id, input),
  );

  app.get(
    '/candidates/:id/competency-test',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: competencyResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getCompetency(db, request.params.id),
  );

  app.put(
    '/candidates/:id/competency-test',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: competencyAnswersBodySchema,
        response: { 200: competencyResultSchema, ...errors },
      },
    },
    async (request) => saveCompetency(db, request, request.params.id, request.body),
  );

  app.post(
    '/applications/:id/video-interview/:questionId',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: videoParamsSchema,
        response: { 200: videoAnswerSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) =>
      video.uploadInterviewVideo(deps, request, request.params.id, request.params.questionId),
  );

  app.get(
    '/applications/:id/video-interview/:questionId/video',
    {
      schema: {
        tags,
        params: videoParamsSchema,
        produces: ['video/mp4', 'video/webm'],
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      video.serveInterviewVideo(deps, request.params.id, request.params.questionId, reply),
  );

  app.put(
    '/applications/:id/video-interview/:questionId/score',
    {
      schema: {
        tags,
        params: videoParamsSchema,
        body: videoScoreBodySchema,
        response: { 200: videoAnswerSchema, ...errors },
      },
    },
    async (request) =>
      video.scoreInterviewVideo(
        db,
        request,
        request.params.id,
        request.params.questionId,
        request.body,
      ),
  );

  app.get(
    '/companies/:id/question-sheets',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: questionSheetListQuerySchema,
        response: { 200: questionSheetPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => sheets.listSheets(db, request.params.id, request.query),
  );

  app.post(
    '/companies/:id/question-sheets',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: questionSheetInputSchema,
        response: { 201: questionSheetSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sheets.createSheet(db, request, request.params.id, request.body)),
  );

  app.get(
    '/question-sheets/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: questionSheetSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => sheets.getSheet(db, request.params.id),
  );

  app.put(
    '/question-sheets/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: questionSheetUpdateSchema,
        response: { 200: questionSheetSchema, ...errors },
      },
    },
    async (request) => sheets.updateSheet(db, request, request.params.id, request.body),
  );
};
