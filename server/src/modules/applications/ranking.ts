import { sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_KEYS, type AssessmentKey } from '@hub/contract/assessments';
import type { Weights } from '@hub/contract/scoring';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The weighted score and rank of applications, computed in SQL from the stored per-assessment
 * scores and the weights: sorting and paging a process of 20,000 applications happens in the
 * database, and a weights change re-ranks every process at once (nothing derived is stored).
 *
 * Aliases used by every query here: `a` applications, `c` candidates, `cc` candidate_competency.
 */

/** Each assessment's stored score; the competency test's lives with the professional. */
const SCORE_COLUMNS: Record<AssessmentKey, string> = {
  requirements: 'a.requirements_score',
  questions: 'a.questions_score',
  customTest: 'a.custom_test_score',
  valuesTest: 'a.values_score',
  competencyTest: 'cc.overall_score',
  videoInterview: 'a.video_interview_score',
};

export type Ranking = { used: readonly AssessmentKey[]; weights: Weights };

/**
 * SQL mirror of `weightedScore` (contract/src/scoring.ts): the weighted mean over the assessments
 * the process uses, a missing score counting 0, rounded to two decimals; NULL when the used
 * assessments weigh nothing. Weights are validated integers, so they are inlined as literals.
 */
export const weightedScoreSql = ({ used, weights }: Ranking): SQL => {
  const keys = ASSESSMENT_KEYS.filter((key) => used.includes(key));
  const total = keys.reduce((sum, key) => sum + weights[key], 0);
  if (total === 0) return sql`NULL::float8`;
  const terms = keys.map((key) => {
    const weight = weights[key];
    if (!Number.isInteger(weight)) throw new Error(`weight of ${key} is not an integer`);
    return `coalesce(${SCORE_COLUMNS[key]}, 0) * ${weight}`;
  });
  return sql.raw(`round(((${terms.join(' + ')}) / ${total})::numeric, 2)::float8`);
};

/**
 * Every application of the process with its weighted score, and its rank among the process's
 * active applications (ties share the rank; other outcomes have none).
 */
const rankedCte = (processId: string, ranking: Ranking): SQL => {
  const score = weightedScoreSql(ranking);
  return sql`ranked AS (
    SELECT a.id, ${score} AS weighted_score,
      CASE WHEN a.status = 'active' AND ${score} IS NOT NULL
        THEN rank() OVER (PARTITION BY a.status = 'active' ORDER BY ${score} DESC NULLS LAST) END AS rank
    FROM applications a LEFT JOIN candidate_competency cc ON cc.candidate_id = a.candidate_id
    WHERE a.selective_process_id = ${processId}
  )`;
};

/** The columns an application row is built from (see toApplicationRow). */
const ROW_COLUMNS = sql.raw(`a.id, a.selective_process_id AS "selectiveProcessId", a.candidate_id AS "candidateId",
  c.name AS "candidateName", c.email AS "candidateEmail", c.registration_status AS "registrationStatus",
  a.stage_id AS "stageId", a.status, a.status_reason AS "statusReason", a.missing_mandatory AS "missingMandatory",
  a.requirements_score AS "requirementsScore", a.questions_score AS "questionsScore",
  a.custom_test_score AS "customTestScore", a.values_score AS "valuesScore",
  cc.overall_score AS "competencyScore", a.video_interview_score AS "videoInterviewScore",
  r.weighted_score AS "weightedScore", r.rank::int AS rank, a.created_at AS "createdAt", a.updated_at AS "updatedAt"`);

const ROW_FROM = sql.raw(`ranked r JOIN applications a ON a.id = r.id JOIN candidates c ON c.id = a.candidate_id
  LEFT JOIN candidate_competency cc ON cc.candidate_id = a.candidate_id`);

export type RankedRow = {
  id: string;
  selectiveProcessId: string;
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
  registrationStatus: string;
  stageId: string;
  status: string;
  statusReason: string | null;
  missingMandatory: string[];
  requirementsScore: number | null;
  questionsScore: number | null;
  customTestScore: number | null;
  valuesScore: number | null;
  competencyScore: number | null;
  videoInterviewScore: number | null;
  weightedScore: number | null;
  rank: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export const SORT_SQL = {
  weightedScore: 'r.weighted_score',
  candidateName: 'c.name',
  createdAt: 'a.created_at',
  updatedAt: 'a.updated_at',
} as const;

export type RankedQuery = {
  where: SQL;
  sort: keyof typeof SORT_SQL;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of the process's applications in the asked order, and how many match. */
export const selectRanked = async (
  db: Db,
  processId: string,
  ranking: Ranking,
  query: RankedQuery,
): Promise<{ rows: RankedRow[]; total: number }> => {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = sql.raw(`${SORT_SQL[query.sort]} ${direction} NULLS LAST, a.id ${direction}`);
  const [rows, count] = await Promise.all([
    rowsOf<RankedRow>(
      db,
      sql`WITH ${rankedCte(processId, ranking)}
        SELECT ${ROW_COLUMNS} FROM ${ROW_FROM}
        WHERE ${query.where} ORDER BY ${orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM applications a JOIN candidates c ON c.id = a.candidate_id
        WHERE a.selective_process_id = ${processId} AND ${query.where}`,
    ),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
};

/** The first `perStage` applications of every stage, best ranked first (one query, whatever the size). */
export const selectBoardRows = (
  db: Db,
  processId: string,
  ranking: Ranking,
  status: string,
  perStage: number,
): Promise<RankedRow[]> =>
  rowsOf<RankedRow>(
    db,
    sql`WITH ${rankedCte(processId, ranking)}, numbered AS (
        SELECT ${ROW_COLUMNS},
          row_number() OVER (PARTITION BY a.stage_id ORDER BY r.weighted_score DESC NULLS LAST, a.id) AS n
        FROM ${ROW_FROM} WHERE a.status = ${status}
      )
      SELECT * FROM numbered WHERE n <= ${perStage} ORDER BY "stageId", n`,
  );

/** How many applications of the status each stage holds. */
export const stageTotals = async (
  db: Db,
  processId: string,
  status: string,
): Promise<Map<string, number>> => {
  const rows = await rowsOf<{ stageId: string; total: number }>(
    db,
    sql`SELECT stage_id AS "stageId", count(*)::int AS total FROM applications
      WHERE selective_process_id = ${processId} AND status = ${status} GROUP BY stage_id`,
  );
  return new Map(rows.map((row) => [row.stageId, row.total]));
};

export type PreviewRow = {
  applicationId: string;
  candidateName: string;
  currentScore: number | null;
  currentPosition: number;
  proposedScore: number | null;
  proposedPosition: number;
};

/**
 * The process's active applications placed under the current and the proposed weights, best
 * proposed first. Positions are distinct: current ties are broken by id, as in the ranked table;
 * proposed ties keep their current order, so an unchanged score never looks like a move.
 */
export const selectPreview = async (
  db: Db,
  processId: string,
  current: Ranking,
  proposed: Ranking,
  limit: number,
): Promise<{ rows: PreviewRow[]; total: number }> => {
  const rows = await rowsOf<PreviewRow & { total: number }>(
    db,
    sql`WITH scored AS (
        SELECT a.id, c.name, ${weightedScoreSql(current)} AS current_score, ${weightedScoreSql(proposed)} AS proposed_score
        FROM applications a JOIN candidates c ON c.id = a.candidate_id
          LEFT JOIN candidate_competency cc ON cc.candidate_id = a.candidate_id
        WHERE a.selective_process_id = ${processId} AND a.status = 'active'
      ), placed AS (
        SELECT *, row_number() OVER (ORDER BY current_score DESC NULLS LAST, id DESC) AS current_position,
          row_number() OVER (ORDER BY proposed_score DESC NULLS LAST, current_score DESC NULLS LAST, id DESC) AS proposed_position,
          count(*) OVER () AS total
        FROM scored
      )
      SELECT id AS "applicationId", name AS "candidateName", current_score AS "currentScore",
        current_position::int AS "currentPosition", proposed_score AS "proposedScore",
        proposed_position::int AS "proposedPosition", total::int AS total
      FROM placed ORDER BY proposed_position LIMIT ${limit}`,
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
};
