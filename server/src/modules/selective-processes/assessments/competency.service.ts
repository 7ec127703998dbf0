import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  COMPETENCIES,
  type CompetencyAnswersBody,
  type CompetencyResult,
} from '@hub/contract/assessments';
import { competencyScores } from '@hub/contract/scoring';
import type { Db } from '../../../db/client';
import { candidateCompetency, candidates } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { iso } from '../../../lib/records';
import { AssessmentErrors } from './assessments.errors';

type CompetencyRow = typeof candidateCompetency.$inferSelect;

/** A professional's competency sheet and its per-competency scores (the radar chart's points). */
export const toCompetencyResult = (
  candidateId: string,
  row: CompetencyRow | null | undefined,
): CompetencyResult => {
  const answers = row?.answers ?? [];
  const scores = competencyScores(
    COMPETENCIES,
    Object.fromEntries(answers.map((answer) => [answer.itemId, answer.score])),
  );
  return {
    candidateId,
    answers,
    competencies: scores.competencies,
    overall: scores.overall,
    answeredAt: row ? iso(row.answeredAt) : null,
  };
};

export const findCompetencyRow = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select()
    .from(candidateCompetency)
    .where(eq(candidateCompetency.candidateId, candidateId))
    .limit(1);
  return row ?? null;
};

const findCandidate = async (db: Db, candidateId: string) => {
  const [candidate] = await db
    .select({ id: candidates.id, status: candidates.status })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!candidate) throw new AppError(AssessmentErrors.candidateNotFound);
  return candidate;
};

export const getCompetency = async (db: Db, candidateId: string): Promise<CompetencyResult> => {
  await findCandidate(db, candidateId);
  return toCompetencyResult(candidateId, await findCompetencyRow(db, candidateId));
};

/**
 * Replaces the professional's answer sheet. Its overall score is stored beside the answers: the
 * ranking of every process the professional is in reads it from there.
 */
export const saveCompetency = async (
  db: Db,
  request: FastifyRequest,
  candidateId: string,
  body: CompetencyAnswersBody,
): Promise<CompetencyResult> => {
  const candidate = await findCandidate(db, candidateId);
  if (candidate.status === 'anonymized') throw new AppError(AssessmentErrors.candidateAnonymized);
  const before = await findCompetencyRow(db, candidateId);
  const answers = body.answers.map(({ itemId, score }) => ({ itemId, score }));
  const result = toCompetencyResult(candidateId, {
    candidateId,
    answers,
    overallScore: null,
    answeredAt: new Date(),
  });
  const values = { answers, overallScore: result.overall, answeredAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(candidateCompetency)
      .values({ candidateId, ...values })
      .onConflictDoUpdate({ target: candidateCompetency.candidateId, set: values });
    await recordAudit(tx, request, {
      action: 'competency-test.answer',
      entity: 'candidates',
      entityId: candidateId,
      before: before?.answers ?? null,
      after: { answers, overall: result.overall },
    });
  });
  return toCompetencyResult(candidateId, await findCompetencyRow(db, candidateId));
};
