import {
  ASSESSMENT_KEYS,
  LIKERT_MAX,
  LIKERT_MIN,
  type AssessmentKey,
  type Competency,
  type Score,
  type Scores,
} from './assessments';

/**
 * How each assessment turns answers into a score from 0 to 100. Pure, so the server (which
 * stores the scores) and the web (which shows them) agree, and known answers give known scores.
 */

/** Two decimals: enough to rank, and the same rounding as the SQL that sums the weights. */
export const roundScore = (value: number): number => Math.round(value * 100) / 100;

const percent = (part: number, whole: number): number => roundScore((part / whole) * 100);

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Custom test: the share of the sheet's questions answered with the correct option (options by index). */
export const customTestScore = (
  questions: { id: string; correctOption: number }[],
  answers: Record<string, number>,
): Score => {
  if (questions.length === 0) return null;
  const correct = questions.filter(
    (question) => answers[question.id] === question.correctOption,
  ).length;
  return percent(correct, questions.length);
};

export type Rating = { valueId: string; score: number };

/**
 * Values test fit: 100 when the professional rates every value exactly as the company does,
 * 0 when every rating is at the opposite end of the scale. Only values both sides rated count.
 */
export const valuesFit = (
  company: Rating[],
  professional: Rating[],
  scale = { min: 1, max: 5 },
): Score => {
  const companyScores = new Map(company.map((rating) => [rating.valueId, rating.score]));
  const distances = professional.flatMap((rating) => {
    const target = companyScores.get(rating.valueId);
    return target === undefined ? [] : [Math.abs(target - rating.score) / (scale.max - scale.min)];
  });
  const distance = mean(distances);
  return distance === null ? null : roundScore((1 - distance) * 100);
};

export type CompetencyResult = {
  competencies: { id: string; name: string; score: Score }[];
  overall: Score;
};

/** Competency test: per competency, the mean of its Likert items mapped to 0-100; overall, the mean of those. */
export const competencyScores = (
  catalogue: Competency[],
  answers: Record<string, number>,
): CompetencyResult => {
  const competencies = catalogue.map((competency) => {
    const average = mean(
      competency.items.flatMap((item) =>
        answers[item.id] === undefined ? [] : [answers[item.id] as number],
      ),
    );
    return {
      id: competency.id,
      name: competency.name,
      score:
        average === null
          ? null
          : roundScore(((average - LIKERT_MIN) / (LIKERT_MAX - LIKERT_MIN)) * 100),
    };
  });
  const overall = mean(
    competencies.flatMap((competency) => (competency.score === null ? [] : [competency.score])),
  );
  return { competencies, overall: overall === null ? null : roundScore(overall) };
};

export type RequirementsResult = { score: Score; missingMandatory: string[] };

/**
 * Requirements: the share met among all of them (an unanswered one is not met), and the
 * mandatory ones the professional does not meet: any of those flags the application.
 */
export const requirementsResult = (
  requirements: { id: string; mandatory: boolean }[],
  answers: { requirementId: string; meets: boolean }[],
): RequirementsResult => {
  if (requirements.length === 0) return { score: null, missingMandatory: [] };
  const met = new Set(
    answers.filter((answer) => answer.meets).map((answer) => answer.requirementId),
  );
  return {
    score: percent(
      requirements.filter((requirement) => met.has(requirement.id)).length,
      requirements.length,
    ),
    missingMandatory: requirements
      .filter((requirement) => requirement.mandatory && !met.has(requirement.id))
      .map((requirement) => requirement.id),
  };
};

/** An auxiliary question's expected answer: yes/no questions expect a boolean, single-choice ones an option id. */
export type ScorableQuestion = { id: string; expectedAnswer?: string | boolean | null };

/** Auxiliary questions: the share of questions with an expected answer that got it; free-text ones do not count. */
export const questionsScore = (
  questions: ScorableQuestion[],
  answers: Record<string, string | boolean>,
): Score => {
  const scorable = questions.filter(
    (question) => question.expectedAnswer !== undefined && question.expectedAnswer !== null,
  );
  if (scorable.length === 0) return null;
  return percent(
    scorable.filter((question) => answers[question.id] === question.expectedAnswer).length,
    scorable.length,
  );
};

/**
 * The eliminatory questions answered otherwise than expected: they flag the application as an
 * unmet mandatory requirement does (a question not answered yet eliminates nothing).
 */
export const eliminatedBy = (
  questions: (ScorableQuestion & { eliminatory?: boolean })[],
  answers: Record<string, string | boolean>,
): string[] =>
  questions
    .filter(
      (question) =>
        question.eliminatory &&
        question.expectedAnswer !== undefined &&
        question.expectedAnswer !== null &&
        question.id in answers &&
        answers[question.id] !== question.expectedAnswer,
    )
    .map((question) => question.id);

/**
 * Interviews: the mean of every rating of the interviewers' scorecards (1 to 5), as 0 to 100 (1 is
 * 0, 5 is 100); null before the first scorecard.
 */
export const interviewScore = (ratings: number[]): Score => {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return roundScore(((mean - 1) / 4) * 100);
};

/** Video interview: the mean of the administrator's 0-100 scores of the answers scored so far. */
export const videoInterviewScore = (scores: (number | null)[]): Score => {
  const average = mean(scores.filter((score): score is number => score !== null));
  return average === null ? null : roundScore(average);
};

export type Weights = Record<AssessmentKey, number>;

export type BreakdownRow = {
  assessment: AssessmentKey;
  score: Score;
  weight: number;
  contribution: number;
};
export type WeightedResult = { total: Score; breakdown: BreakdownRow[] };

/**
 * Weights count only for the assessments a process uses: the total is the weighted mean over
 * those, so a process without a video interview still ranks out of 100. A used assessment the
 * professional has not done counts as 0. Mirrored in SQL by weightedScoreSql on the server.
 */
export const weightedScore = (
  scores: Partial<Scores>,
  weights: Weights,
  used: readonly AssessmentKey[],
): WeightedResult => {
  const usedSet = new Set(used);
  const totalWeight = ASSESSMENT_KEYS.filter((key) => usedSet.has(key)).reduce(
    (sum, key) => sum + weights[key],
    0,
  );
  const breakdown = ASSESSMENT_KEYS.filter((key) => usedSet.has(key)).map((assessment) => {
    const score = scores[assessment] ?? null;
    const weight = weights[assessment];
    return {
      assessment,
      score,
      weight,
      contribution: totalWeight === 0 ? 0 : roundScore(((score ?? 0) * weight) / totalWeight),
    };
  });
  if (totalWeight === 0) return { total: null, breakdown };
  const total =
    breakdown.reduce((sum, row) => sum + (row.score ?? 0) * row.weight, 0) / totalWeight;
  return { total: roundScore(total), breakdown };
};
