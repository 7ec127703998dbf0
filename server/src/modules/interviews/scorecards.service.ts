import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  SCORECARD_MESSAGES,
  type ApplicationScorecards,
  type Scorecard,
  type ScorecardRecommendation,
  attendanceBodySchema,
  scorecardBodySchema,
} from '@hub/contract/interviews';
import { interviewScore } from '@hub/contract/scoring';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, interviewInterviewers, interviews, interviewScorecards, superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/records';
import { currentUser } from '../../plugins/auth';
import { InterviewErrors } from './interviews.errors';

/*
 * After the interview (decision 050): whether the professional came, and each interviewer's
 * scorecard, whose ratings make the application's interview mean.
 */

const ScorecardErrors = {
  notStarted: { kind: 'conflict', message: SCORECARD_MESSAGES.notStarted },
  notInterviewer: { kind: 'forbidden', message: SCORECARD_MESSAGES.notInterviewer },
  absent: { kind: 'conflict', message: SCORECARD_MESSAGES.absent },
} as const;

/** A scheduled interview that has begun, locked for the write. */
const begunInterview = async (db: Db, id: string) => {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row) throw new AppError(InterviewErrors.notFound);
  if (row.status === 'cancelada') throw new AppError(InterviewErrors.cancelled);
  if (row.startsAt > new Date()) throw new AppError(ScorecardErrors.notStarted);
  return row;
};

export const recordAttendance = async (db: Db, request: FastifyRequest, id: string, body: z.output<typeof attendanceBodySchema>): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await begunInterview(tx, id);
    const [after] = await tx.update(interviews).set({ attendance: body.attendance, updatedAt: new Date() }).where(eq(interviews.id, id)).returning();
    await recordAudit(tx, request, { action: 'interview.attendance', entity: 'interviews', entityId: id, before: { attendance: before.attendance }, after: { attendance: after?.attendance } });
  });
};

const meanOf = (scores: number[]): number | null =>
  scores.length === 0 ? null : Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100;

const selectScorecards = (db: Db) =>
  db
    .select({
      card: interviewScorecards,
      interviewStartsAt: interviews.startsAt,
      interviewer: { id: users.id, email: users.email, name: sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})` },
    })
    .from(interviewScorecards)
    .innerJoin(interviews, eq(interviews.id, interviewScorecards.interviewId))
    .innerJoin(users, eq(users.id, interviewScorecards.interviewerId))
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id));

type ScorecardRow = Awaited<ReturnType<ReturnType<typeof selectScorecards>['where']>>[number];

const toScorecard = ({ card, interviewStartsAt, interviewer }: ScorecardRow): Scorecard => ({
  id: card.id,
  interviewId: card.interviewId,
  interviewStartsAt: iso(interviewStartsAt),
  interviewer,
  ratings: card.ratings,
  mean: meanOf(card.ratings.map((rating) => rating.score)) ?? 0,
  recommendation: card.recommendation as ScorecardRecommendation,
  comment: card.comment,
  updatedAt: iso(card.updatedAt),
});

/**
 * The application's interview score, what the ranking weighs as 'Entrevistas' where the process
 * uses it: every rating of its interviews' scorecards, kept with its other stored scores.
 */
const keepInterviewScore = async (tx: Db, applicationId: string): Promise<void> => {
  const cards = await tx
    .select({ ratings: interviewScorecards.ratings })
    .from(interviewScorecards)
    .innerJoin(interviews, eq(interviews.id, interviewScorecards.interviewId))
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'agendada')));
  const score = interviewScore(cards.flatMap((card) => card.ratings.map((rating) => rating.score)));
  await tx.update(applications).set({ interviewScore: score, updatedAt: new Date() }).where(eq(applications.id, applicationId));
};

/** The signed-in interviewer's scorecard of an interview that has begun: written, or replaced. */
export const saveScorecard = async (db: Db, request: FastifyRequest, id: string, body: z.output<typeof scorecardBodySchema>): Promise<Scorecard> => {
  const interviewerId = currentUser(request).id;
  const cardId = await db.transaction(async (tx) => {
    const interview = await begunInterview(tx, id);
    if (interview.attendance === 'faltou' || interview.attendance === 'remarcada') throw new AppError(ScorecardErrors.absent);
    const [member] = await tx
      .select({ userId: interviewInterviewers.userId })
      .from(interviewInterviewers)
      .where(and(eq(interviewInterviewers.interviewId, id), eq(interviewInterviewers.userId, interviewerId)));
    if (!member) throw new AppError(ScorecardErrors.notInterviewer);
    const values = {
      ratings: body.ratings.map((rating) => ({ criterion: rating.criterion, score: rating.score, comment: rating.comment ?? null })),
      recommendation: body.recommendation,
      comment: body.comment ?? null,
    };
    const [row] = await tx
      .insert(interviewScorecards)
      .values({ interviewId: id, interviewerId, ...values })
      .onConflictDoUpdate({ target: [interviewScorecards.interviewId, interviewScorecards.interviewerId], set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('The scorecard was not written');
    await recordAudit(tx, request, { action: 'interview.scorecard', entity: 'interviews', entityId: id, after: values });
    await keepInterviewScore(tx, interview.applicationId);
    return row.id;
  });
  const [row] = await selectScorecards(db).where(eq(interviewScorecards.id, cardId));
  if (!row) throw new AppError(InterviewErrors.notFound);
  return toScorecard(row);
};

/** An application's scorecards, oldest interview first, and the mean of all their ratings. */
export const listApplicationScorecards = async (db: Db, applicationId: string): Promise<ApplicationScorecards> => {
  const [application] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId));
  if (!application) throw new AppError(InterviewErrors.applicationNotFound);
  const rows = await selectScorecards(db)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'agendada')))
    .orderBy(asc(interviews.startsAt), asc(interviewScorecards.createdAt));
  const scorecards = rows.map(toScorecard);
  return { scorecards, mean: meanOf(scorecards.flatMap((card) => card.ratings.map((rating) => rating.score))) };
};
