import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VideoAnswer, VideoScoreBody } from '@hub/contract/assessments';
import { videoInterviewScore } from '@hub/contract/scoring';
import type { Deps } from '../../../deps';
import type { Db } from '../../../db/client';
import { applications, videoAnswers } from '../../../db/schema/index';
import type { InterviewQuestionItem } from '../../../db/schema/selective-processes';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { storeUpload } from '../../../lib/uploads';
import { findApplicationRow } from '../applications/applications.service';
import { videoRules } from '../../candidates/candidates.service';
import { findProcessRow } from '../selective-processes.service';
import { assessable } from './answers.service';
import { AssessmentErrors } from './assessments.errors';
import { rowsOf, toVideoAnswer } from './video-answers';

const questionOf = (
  questions: InterviewQuestionItem[],
  questionId: string,
): InterviewQuestionItem => {
  const question = questions.find((item) => item.id === questionId);
  if (!question) throw new AppError(AssessmentErrors.unknownInterviewQuestion);
  return question;
};

const answerOf = async (db: Db, applicationId: string, question: InterviewQuestionItem) => {
  const [row] = await rowsOf(db, applicationId, question.id);
  return toVideoAnswer(question, row);
};

/** Stores the uploaded answer to one question (MP4 or WebM by content), replacing an earlier one. */
export const uploadInterviewVideo = async (
  deps: Deps,
  request: FastifyRequest,
  applicationId: string,
  questionId: string,
): Promise<VideoAnswer> => {
  const { process } = await assessable(deps.db, applicationId);
  const question = questionOf(process.interviewQuestions, questionId);
  const upload = await storeUpload(deps, request, videoRules(deps.config.videoMaxBytes), 'interviews');
  const { key } = upload;
  const [before] = await rowsOf(deps.db, applicationId, questionId);
  const values = {
    fileKey: key,
    contentType: upload.type,
    sizeBytes: upload.size,
    uploadedAt: new Date(),
    updatedAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(videoAnswers)
      .values({ applicationId, questionId, ...values })
      .onConflictDoUpdate({
        target: [videoAnswers.applicationId, videoAnswers.questionId],
        set: values,
      });
    await recordAudit(tx, request, {
      action: 'video-interview.upload',
      entity: 'applications',
      entityId: applicationId,
      before: before ? { questionId, fileKey: before.fileKey } : null,
      after: { questionId, fileKey: key, sizeBytes: values.sizeBytes },
    });
  });
  if (before?.fileKey) await deps.storage.remove(before.fileKey);
  return answerOf(deps.db, applicationId, question);
};

/** The video of one answer, range-served (for clients that do send the Bearer header). */
export const serveInterviewVideo = async (
  deps: Deps,
  applicationId: string,
  questionId: string,
  reply: FastifyReply,
): Promise<FastifyReply> => {
  const application = await findApplicationRow(deps.db, applicationId);
  const process = await findProcessRow(deps.db, application.selectiveProcessId);
  questionOf(process.interviewQuestions, questionId);
  const [row] = await rowsOf(deps.db, applicationId, questionId);
  if (!row?.fileKey) throw new AppError(AssessmentErrors.noVideo);
  return deps.storage.serve(row.fileKey, reply);
};

/**
 * The administrator's score (0-100) and comment of one answer; the application's video interview
 * score becomes the mean of its scored answers.
 */
export const scoreInterviewVideo = async (
  db: Db,
  request: FastifyRequest,
  applicationId: string,
  questionId: string,
  body: VideoScoreBody,
): Promise<VideoAnswer> => {
  const { process } = await assessable(db, applicationId);
  const question = questionOf(process.interviewQuestions, questionId);
  const [before] = await rowsOf(db, applicationId, questionId);
  if (!before?.fileKey) throw new AppError(AssessmentErrors.scoreWithoutVideo);
  const values = {
    score: body.score,
    comment: body.comment ?? null,
    scoredBy: request.user?.id ?? null,
    scoredAt: new Date(),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(videoAnswers)
      .set(values)
      .where(
        and(eq(videoAnswers.applicationId, applicationId), eq(videoAnswers.questionId, questionId)),
      );
    const scores = await tx
      .select({ score: videoAnswers.score })
      .from(videoAnswers)
      .where(eq(videoAnswers.applicationId, applicationId));
    await tx
      .update(applications)
      .set({
        videoInterviewScore: videoInterviewScore(scores.map((row) => row.score)),
        updatedAt: new Date(),
      })
      .where(eq(applications.id, applicationId));
    await recordAudit(tx, request, {
      action: 'video-interview.score',
      entity: 'applications',
      entityId: applicationId,
      before: { questionId, score: before.score, comment: before.comment },
      after: { questionId, score: values.score, comment: values.comment },
    });
  });
  return answerOf(db, applicationId, question);
};
