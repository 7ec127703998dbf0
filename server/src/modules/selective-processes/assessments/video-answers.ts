import { and, eq, getTableColumns } from 'drizzle-orm';
import type { VideoAnswer } from '@hub/contract/assessments';
import type { Db } from '../../../db/client';
import { users, videoAnswers } from '../../../db/schema/index';
import type { InterviewQuestionItem } from '../../../db/schema/selective-processes';
import { iso } from '../../../lib/records';
import { fileUrl } from '../../../lib/storage';

type VideoRow = typeof videoAnswers.$inferSelect & { scorerEmail: string | null };

export const rowsOf = (db: Db, applicationId: string, questionId?: string): Promise<VideoRow[]> =>
  db
    .select({
      ...getTableColumns(videoAnswers),
      scorerEmail: users.email,
    })
    .from(videoAnswers)
    .leftJoin(users, eq(users.id, videoAnswers.scoredBy))
    .where(
      and(
        eq(videoAnswers.applicationId, applicationId),
        questionId ? eq(videoAnswers.questionId, questionId) : undefined,
      ),
    );

/**
 * One answer per interview question of the process, uploaded or not. The video's URL is the
 * storage's file URL, which serves HTTP ranges (a <video> element cannot send a Bearer header).
 */
export const toVideoAnswer = (
  question: InterviewQuestionItem,
  row: VideoRow | undefined,
): VideoAnswer => ({
  questionId: question.id,
  question: question.text,
  videoUrl: row?.fileKey ? fileUrl(row.fileKey) : null,
  uploadedAt: iso(row?.uploadedAt ?? null),
  score: row?.score ?? null,
  comment: row?.comment ?? null,
  scoredBy: row?.scorerEmail ?? null,
  scoredAt: iso(row?.scoredAt ?? null),
});

export const videoAnswersOf = async (
  db: Db,
  applicationId: string,
  questions: InterviewQuestionItem[],
): Promise<VideoAnswer[]> => {
  const rows = new Map((await rowsOf(db, applicationId)).map((row) => [row.questionId, row]));
  return questions.map((question) => toVideoAnswer(question, rows.get(question.id)));
};
