import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  assessmentBlock,
  type ApplicationDetail,
  type ApplicationStatus,
} from '@hub/contract/applications';
import type {
  CustomTestAnswersBody,
  QuestionsAnswersBody,
  RequirementsAnswersBody,
  ValuesAnswersBody,
} from '@hub/contract/assessments';
import type { ProcessStatus } from '@hub/contract/selective-processes';
import type { Db } from '../../../db/client';
import { applications, valuesTestItems } from '../../../db/schema/index';
import type { QuestionItem } from '../../../db/schema/selective-processes';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { ApplicationErrors } from '../applications/applications.errors';
import { findApplicationRow, getApplicationDetail } from '../applications/applications.service';
import { assertAllowed, valuesProfileCheck } from '../prerequisites';
import { findProcessRow } from '../selective-processes.service';
import { mandatoryUnmet } from '../stage-rules/stage-rule-triggers';
import { AssessmentErrors } from './assessments.errors';
import { scoresOf, scoringBasis } from './rescore.service';

type ApplicationTable = typeof applications.$inferSelect;
type ProcessTable = Awaited<ReturnType<typeof findProcessRow>>;

/** An application that may still be assessed: active, in a process that is not over. */
export const assessable = async (
  db: Db,
  id: string,
): Promise<{ application: ApplicationTable; process: ProcessTable }> => {
  const application = await findApplicationRow(db, id);
  const process = await findProcessRow(db, application.selectiveProcessId);
  const blocked = assessmentBlock(
    process.status as ProcessStatus,
    application.status as ApplicationStatus,
  );
  if (blocked) throw new AppError(ApplicationErrors[blocked]);
  return { application, process };
};

/** Stores the answers and scores of one assessment, audited, and answers the application again. */
const saveAnswers = async (
  db: Db,
  request: FastifyRequest,
  application: ApplicationTable,
  assessment: string,
  values: Partial<typeof applications.$inferInsert>,
): Promise<ApplicationDetail> => {
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(applications.id, application.id));
    await recordAudit(tx, request, {
      action: `assessment.${assessment}`,
      entity: 'applications',
      entityId: application.id,
      after: values,
    });
    if (values.missingMandatory?.length) await mandatoryUnmet(tx, application.selectiveProcessId, [application.id]);
  });
  return getApplicationDetail(db, application.id);
};

const assertKnown = (ids: string[], known: Set<string>, error: keyof typeof AssessmentErrors) => {
  if (ids.some((id) => !known.has(id))) throw new AppError(AssessmentErrors[error]);
};

/** Requirements: met or not, with evidence; an unmet mandatory one flags the application. */
export const answerRequirements = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: RequirementsAnswersBody,
): Promise<ApplicationDetail> => {
  const { application, process } = await assessable(db, id);
  assertKnown(
    body.answers.map((answer) => answer.requirementId),
    new Set(process.requirements.map((requirement) => requirement.id)),
    'unknownRequirement',
  );
  const answers = body.answers.map((answer) => ({
    requirementId: answer.requirementId,
    meets: answer.meets,
    evidence: answer.evidence ?? null,
  }));
  const { requirementsScore, missingMandatory } = scoresOf(await scoringBasis(db, process), {
    ...application,
    requirementsAnswers: answers,
  });
  return saveAnswers(db, request, application, 'requirements', {
    requirementsAnswers: answers,
    requirementsScore,
    missingMandatory,
  });
};

/** A yes/no question takes a boolean, a single choice one of its options, free text a string. */
const fitsQuestion = (question: QuestionItem, answer: boolean | string): boolean => {
  if (question.type === 'yes_no') return typeof answer === 'boolean';
  if (question.type === 'single_choice')
    return typeof answer === 'string' && question.options.includes(answer);
  return typeof answer === 'string';
};

export const answerQuestions = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: QuestionsAnswersBody,
): Promise<ApplicationDetail> => {
  const { application, process } = await assessable(db, id);
  const questions = new Map(process.questions.map((question) => [question.id, question]));
  const answers = body.answers.map(({ questionId, answer }) => ({ questionId, answer }));
  const misfit = answers.find((answer) => {
    const question = questions.get(answer.questionId);
    return !question || !fitsQuestion(question, answer.answer);
  });
  if (misfit) throw new AppError(AssessmentErrors.unknownQuestion);
  const { questionsScore, missingMandatory } = scoresOf(await scoringBasis(db, process), {
    ...application,
    questionsAnswers: answers,
  });
  return saveAnswers(db, request, application, 'questions', {
    questionsAnswers: answers,
    questionsScore,
    missingMandatory,
  });
};

/** Custom test: the process's question sheet, each answer an option index; score = % correct. */
export const answerCustomTest = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: CustomTestAnswersBody,
): Promise<ApplicationDetail> => {
  const { application, process } = await assessable(db, id);
  if (!process.questionSheetId) throw new AppError(AssessmentErrors.noCustomTest);
  const basis = await scoringBasis(db, process);
  const questions = new Map(basis.sheet.map((question) => [question.id, question]));
  const answers = body.answers.map(({ questionId, option }) => ({ questionId, option }));
  const misfit = answers.find((answer) => {
    const question = questions.get(answer.questionId);
    return !question || answer.option >= question.options.length;
  });
  if (misfit) throw new AppError(AssessmentErrors.unknownSheetQuestion);
  const { customTestScore } = scoresOf(basis, { ...application, customTestAnswers: answers });
  return saveAnswers(db, request, application, 'custom-test', {
    customTestAnswers: answers,
    customTestScore,
  });
};

/** Values test: the professional's ratings; fit against the company's own ratings of the same values. */
export const answerValues = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: ValuesAnswersBody,
): Promise<ApplicationDetail> => {
  const { application, process } = await assessable(db, id);
  if (!process.useValuesTest) throw new AppError(AssessmentErrors.noValuesTest);
  const ids = body.answers.map((answer) => answer.valueId);
  const [active, basis] = await Promise.all([
    db
      .select({ id: valuesTestItems.id })
      .from(valuesTestItems)
      .where(and(inArray(valuesTestItems.id, ids), eq(valuesTestItems.active, true))),
    scoringBasis(db, process),
  ]);
  assertKnown(ids, new Set(active.map((row) => row.id)), 'unknownValue');
  assertAllowed([valuesProfileCheck(basis.profile.length > 0)], 'valuesTest');
  const answers = body.answers.map(({ valueId, score }) => ({ valueId, score }));
  const { valuesScore } = scoresOf(basis, { ...application, valuesAnswers: answers });
  return saveAnswers(db, request, application, 'values', { valuesAnswers: answers, valuesScore });
};
