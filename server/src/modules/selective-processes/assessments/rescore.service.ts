import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  customTestScore,
  eliminatedBy,
  questionsScore,
  requirementsResult,
  valuesFit,
  type Rating,
} from '@hub/contract/scoring';
import type { Db } from '../../../db/client';
import {
  applications,
  companyValuesAnswers,
  questionSheets,
  selectiveProcesses,
} from '../../../db/schema/index';
import type { SheetQuestionItem } from '../../../db/schema/selective-processes';
import { mandatoryUnmet } from '../stage-rules/stage-rule-triggers';

/**
 * The answer-derived scores of an application are stored (the ranking sums them in SQL), so they
 * are recomputed when what they are scored against changes: a process's requirements, questions
 * or question sheet, a sheet's questions, a company's values profile.
 */

type ProcessRow = typeof selectiveProcesses.$inferSelect;
type Answers = Pick<
  typeof applications.$inferSelect,
  'requirementsAnswers' | 'questionsAnswers' | 'customTestAnswers' | 'valuesAnswers'
>;
export type ScoringBasis = { process: ProcessRow; sheet: SheetQuestionItem[]; profile: Rating[] };

/** Every stored score that answers determine (the competency and video scores have their own owners). */
export const scoresOf = (basis: ScoringBasis, answers: Answers) => {
  const requirements = answers.requirementsAnswers
    ? requirementsResult(basis.process.requirements, answers.requirementsAnswers)
    : { score: null, missingMandatory: [] };
  const questionAnswers = answers.questionsAnswers
    ? Object.fromEntries(answers.questionsAnswers.map((answer) => [answer.questionId, answer.answer]))
    : null;
  return {
    requirementsScore: requirements.score,
    // What flags the application: its unmet mandatory requirements and failed eliminatory questions.
    missingMandatory: [
      ...requirements.missingMandatory,
      ...(questionAnswers ? eliminatedBy(basis.process.questions, questionAnswers) : []),
    ],
    questionsScore: questionAnswers ? questionsScore(basis.process.questions, questionAnswers) : null,
    customTestScore: answers.customTestAnswers
      ? customTestScore(
          basis.sheet,
          Object.fromEntries(
            answers.customTestAnswers.map((answer) => [answer.questionId, answer.option]),
          ),
        )
      : null,
    valuesScore: answers.valuesAnswers ? valuesFit(basis.profile, answers.valuesAnswers) : null,
  };
};

export const scoringBasis = async (db: Db, process: ProcessRow): Promise<ScoringBasis> => {
  const [sheet, profile] = await Promise.all([
    process.questionSheetId
      ? db
          .select({ questions: questionSheets.questions })
          .from(questionSheets)
          .where(eq(questionSheets.id, process.questionSheetId))
          .then((rows) => rows[0]?.questions ?? [])
      : [],
    db
      .select({ valueId: companyValuesAnswers.valueId, score: companyValuesAnswers.score })
      .from(companyValuesAnswers)
      .where(eq(companyValuesAnswers.companyId, process.companyId)),
  ]);
  return { process, sheet, profile };
};

const BATCH = 500;

/**
 * Recomputes the scores of every application of the processes, a batch at a time: each batch is
 * locked while it is scored, so an answer saved meanwhile is never overwritten by a stale score.
 */
export const rescoreProcesses = async (db: Db, processIds: string[]): Promise<void> => {
  for (const processId of processIds) {
    const [process] = await db
      .select()
      .from(selectiveProcesses)
      .where(eq(selectiveProcesses.id, processId));
    if (!process) continue;
    const basis = await scoringBasis(db, process);
    let after: string | null = null;
    for (;;) {
      const last: string | null = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: applications.id,
            requirementsAnswers: applications.requirementsAnswers,
            questionsAnswers: applications.questionsAnswers,
            customTestAnswers: applications.customTestAnswers,
            valuesAnswers: applications.valuesAnswers,
            status: applications.status,
            missingMandatory: applications.missingMandatory,
          })
          .from(applications)
          .where(
            and(
              eq(applications.selectiveProcessId, processId),
              after ? gt(applications.id, after) : undefined,
            ),
          )
          .orderBy(asc(applications.id))
          .limit(BATCH)
          .for('update');
        if (rows.length === 0) return null;
        // Those the change leaves unmet (a requirement made mandatory, a question made eliminatory): the rules act on them.
        const newlyUnmet: string[] = [];
        const values = rows.map((row) => {
          const scores = scoresOf(basis, row);
          if (row.status === 'active' && row.missingMandatory.length === 0 && scores.missingMandatory.length > 0)
            newlyUnmet.push(row.id);
          return sql`(${row.id}::uuid, ${scores.requirementsScore}::float8, ${scores.questionsScore}::float8,
            ${scores.customTestScore}::float8, ${scores.valuesScore}::float8, ${JSON.stringify(scores.missingMandatory)}::jsonb)`;
        });
        await tx.execute(sql`UPDATE applications AS a SET requirements_score = v.requirements,
            questions_score = v.questions, custom_test_score = v.custom_test, values_score = v.values_fit,
            missing_mandatory = v.missing, updated_at = now()
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, requirements, questions, custom_test, values_fit, missing)
          WHERE a.id = v.id`);
        await mandatoryUnmet(tx, processId, newlyUnmet);
        return rows.length < BATCH ? null : (rows.at(-1)?.id ?? null);
      });
      if (!last) break;
      after = last;
    }
  }
};

/** The processes whose custom test is the sheet. */
export const processesOfSheet = async (db: Db, sheetId: string): Promise<string[]> =>
  (
    await db
      .select({ id: selectiveProcesses.id })
      .from(selectiveProcesses)
      .where(eq(selectiveProcesses.questionSheetId, sheetId))
  ).map((row) => row.id);

/** The company's processes with at least one values answer: their fit depends on its profile. */
export const processesWithValues = async (db: Db, companyId: string): Promise<string[]> =>
  (
    await db
      .selectDistinct({ id: selectiveProcesses.id })
      .from(selectiveProcesses)
      .innerJoin(applications, eq(applications.selectiveProcessId, selectiveProcesses.id))
      .where(
        and(
          eq(selectiveProcesses.companyId, companyId),
          sql`${applications.valuesAnswers} IS NOT NULL`,
        ),
      )
  ).map((row) => row.id);
