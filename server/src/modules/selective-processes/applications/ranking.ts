import { sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_KEYS, type AssessmentKey } from '@hub/contract/assessments';
import type { Weights } from '@hub/contract/scoring';
import type { Db } from '../../../db/client';
import { preparedRowsOf, rowsOf } from '../../../db/rows';

/**
 * The weighted score and rank of applications, computed in SQL from the stored per-assessment
 * scores and the weights: a weights change re-ranks every process at once (the weighted score is
 * never stored). A process's ranking is read whole (selectRankedPlaces) for the places each
 * instance holds (ranked-places.ts, decision 035), or one page at a time when it is searched or
 * sorted by name (selectRanked).
 *
 * Aliases used by every query here: `a` applications, `c` candidates, `r` an application with its
 * score and rank, `p` one chosen page of them.
 */

/**
 * Each assessment's stored score. The competency test's lives with the professional; each of their
 * applications carries a copy (migration 0036), so scoring a process reads its applications alone.
 */
const SCORE_COLUMNS: Record<AssessmentKey, string> = {
  requirements: 'a.requirements_score',
  questions: 'a.questions_score',
  customTest: 'a.custom_test_score',
  valuesTest: 'a.values_score',
  competencyTest: 'a.competency_score',
  videoInterview: 'a.video_interview_score',
  interview: 'a.interview_score',
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
  // Nothing assessed yet is no score ('sem nota'), not a 0: such an application has no rank.
  const assessed = keys.map((key) => `${SCORE_COLUMNS[key]} IS NOT NULL`).join(' OR ');
  return sql.raw(
    `CASE WHEN ${assessed} THEN round(((${terms.join(' + ')}) / ${total})::numeric, 2)::float8 END`,
  );
};

/**
 * A scored application's rank among the active ones of its `partition` (`s` scored rows): ties share
 * the rank; other outcomes, and a process whose used assessments weigh nothing, have none.
 */
const rankOver = (partition: string): SQL =>
  sql.raw(`CASE WHEN s.status = 'active' AND s.weighted_score IS NOT NULL
        THEN rank() OVER (PARTITION BY ${partition} ORDER BY s.weighted_score DESC NULLS LAST) END`);

/**
 * Every application of the process with its weighted score, and its rank among the process's
 * active applications. It carries the columns the filters and sorts read, so a page is chosen
 * before anything else is joined: the joins then touch one page of rows, not the 20,000 of a
 * large process.
 */
const rankedCte = (processId: string, ranking: Ranking): SQL => sql`scored AS (
    SELECT a.id, a.candidate_id, a.stage_id, a.status, a.missing_mandatory, a.created_at, a.updated_at,
      ${weightedScoreSql(ranking)} AS weighted_score
    FROM applications a
    WHERE a.selective_process_id = ${processId}
  ), ranked AS (
    SELECT s.*, ${rankOver(`s.status = 'active'`)} AS rank
    FROM scored s
  )`;

export type ScoreAndRank = { weightedScore: number | null; rank: number | null };

/**
 * The weighted score and rank of a professional's applications, each among its own process's
 * applications as the ranked table has them (rankedCte), in one query however many processes:
 * `rankings` holds the ranking of each of their processes, whose scores differ by what it uses.
 */
export const selectRanksOf = async (
  db: Db,
  candidateId: string,
  rankings: Map<string, Ranking>,
): Promise<Map<string, ScoreAndRank>> => {
  if (rankings.size === 0) return new Map();
  const processes = [...rankings];
  const scoreByProcess = sql.join(
    processes.map(([id, ranking]) => sql`WHEN ${id}::uuid THEN ${weightedScoreSql(ranking)}`),
    sql` `,
  );
  const rows = await rowsOf<ScoreAndRank & { id: string }>(
    db,
    sql`WITH scored AS (
        SELECT a.id, a.candidate_id, a.selective_process_id, a.status,
          CASE a.selective_process_id ${scoreByProcess} END AS weighted_score
        FROM applications a
        WHERE a.selective_process_id IN (${sql.join(
          processes.map(([id]) => sql`${id}::uuid`),
          sql`, `,
        )})
      ), ranked AS (
        SELECT s.id, s.candidate_id, s.weighted_score,
          ${rankOver(`s.selective_process_id, s.status = 'active'`)} AS rank
        FROM scored s
      )
      SELECT r.id, r.weighted_score AS "weightedScore", r.rank::int AS rank
      FROM ranked r WHERE r.candidate_id = ${candidateId}`,
  );
  return new Map(rows.map(({ id, ...found }) => [id, found]));
};

/** The columns an application row is built from (see toApplicationRow), read from the chosen `page`. */
const ROW_COLUMNS =
  sql.raw(`a.id, a.selective_process_id AS "selectiveProcessId", a.candidate_id AS "candidateId",
  c.name AS "candidateName", c.email AS "candidateEmail", c.registration_status AS "registrationStatus",
  a.stage_id AS "stageId", a.status, a.status_reason AS "statusReason", a.missing_mandatory AS "missingMandatory",
  a.requirements_score AS "requirementsScore", a.questions_score AS "questionsScore",
  a.custom_test_score AS "customTestScore", a.values_score AS "valuesScore",
  a.competency_score AS "competencyScore", a.video_interview_score AS "videoInterviewScore", a.interview_score AS "interviewScore",
  p.weighted_score AS "weightedScore", p.rank::int AS rank, a.created_at AS "createdAt", a.updated_at AS "updatedAt"`);

const ROW_FROM = sql.raw(
  `page p JOIN applications a ON a.id = p.id JOIN candidates c ON c.id = a.candidate_id`,
);

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
  interviewScore: number | null;
  weightedScore: number | null;
  rank: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Sort keys as `ranked r JOIN candidates c` has them, and as the chosen `page p` carries them. */
const SORT_COLUMNS = {
  weightedScore: ['r.weighted_score', 'p.weighted_score'],
  candidateName: ['c.name', 'p.name'],
  createdAt: ['r.created_at', 'p.created_at'],
  updatedAt: ['r.updated_at', 'p.updated_at'],
} as const;

export type RankedQuery = {
  /** Conditions on `r` (an application of the process) and `c` (its professional); none without filters. */
  where?: SQL | undefined;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** How many of the process's applications match (the ranked table past its last page). */
const countMatching = async (db: Db, processId: string, where: SQL): Promise<number> => {
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM applications r JOIN candidates c ON c.id = r.candidate_id
      WHERE r.selective_process_id = ${processId} AND ${where}`,
  );
  return count?.total ?? 0;
};

/**
 * One page of the process's applications in the asked order, and how many match: the page's rows
 * carry the total (a window over the matches the ranking has scanned anyway), so one query answers.
 */
export const selectRanked = async (
  db: Db,
  processId: string,
  ranking: Ranking,
  query: RankedQuery,
): Promise<{ rows: RankedRow[]; total: number }> => {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const [choose, keep] = SORT_COLUMNS[query.sort];
  const where = query.where ?? sql`true`;
  // Without filters the text repeats (it changes with the sort and the ranking), so it is prepared:
  // scoring and ranking take about as long to plan as to run.
  const read = query.where ? rowsOf : preparedRowsOf;
  // The professionals are joined to every application only when a filter or the sort reads them:
  // otherwise that join was half of the query, and the page's ten rows join them below anyway.
  const readsProfessional = query.where !== undefined || query.sort === 'candidateName';
  const found = await read<RankedRow & { total: number }>(
    db,
    sql`WITH ${rankedCte(processId, ranking)}, page AS (
        SELECT r.id, r.weighted_score, r.rank, r.created_at, r.updated_at${readsProfessional ? sql`, c.name` : sql``},
          count(*) OVER () AS total
        FROM ranked r${readsProfessional ? sql` JOIN candidates c ON c.id = r.candidate_id` : sql``}
        WHERE ${where}
        ORDER BY ${sql.raw(`${choose} ${direction} NULLS LAST, r.id ${direction}`)}
        LIMIT ${query.limit} OFFSET ${query.offset}
      )
      SELECT ${ROW_COLUMNS}, p.total::int AS total FROM ${ROW_FROM}
      ORDER BY ${sql.raw(`${keep} ${direction} NULLS LAST, p.id ${direction}`)}`,
  );
  const total =
    found[0]?.total ?? (query.offset === 0 ? 0 : await countMatching(db, processId, where));
  return { rows: found.map(({ total: _total, ...row }) => row), total };
};

/**
 * Every application of the process as the ranking places it: its weighted score and rank, what the
 * ranked table and the board filter by, and its place in the orders of creation and of last update
 * (ties by id, as their pages break them). Best ranked first: weighted score descending, nulls
 * last, then id descending (the ranked table's default order).
 */
export type RankedPlace = {
  id: string;
  candidateId: string;
  stageId: string;
  status: string;
  flagged: boolean;
  weightedScore: number | null;
  rank: number | null;
  createdOrder: number;
  updatedOrder: number;
};

export const selectRankedPlaces = (db: Db, processId: string, ranking: Ranking): Promise<RankedPlace[]> =>
  // Prepared: its text changes only with the ranking.
  preparedRowsOf<RankedPlace>(
    db,
    sql`WITH ${rankedCte(processId, ranking)}
      SELECT r.id, r.candidate_id AS "candidateId", r.stage_id AS "stageId", r.status,
        jsonb_array_length(r.missing_mandatory) > 0 AS flagged, r.weighted_score AS "weightedScore",
        r.rank::int AS rank,
        (row_number() OVER (ORDER BY r.created_at, r.id))::int AS "createdOrder",
        (row_number() OVER (ORDER BY r.updated_at, r.id))::int AS "updatedOrder"
      FROM ranked r ORDER BY r.weighted_score DESC NULLS LAST, r.id DESC`,
  );

/**
 * The applications `places` names, in that order, each with the weighted score and rank its place
 * holds (one query: the page's ten rows, or a board's cards, joined to their professionals).
 */
export const selectPlacedRows = (db: Db, places: readonly RankedPlace[]): Promise<RankedRow[]> =>
  places.length === 0
    ? Promise.resolve([])
    : preparedRowsOf<RankedRow>(
        db,
        sql`WITH page AS (
            SELECT * FROM unnest(${sql.param(places.map((place) => place.id))}::uuid[],
              ${sql.param(places.map((place) => place.weightedScore))}::float8[],
              ${sql.param(places.map((place) => place.rank))}::int[]) WITH ORDINALITY AS p(id, weighted_score, rank, n)
          )
          SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} ORDER BY p.n`,
      );

/** The names of the professionals of `places` (a board's cards), by professional. */
export const selectCandidateNames = async (
  db: Db,
  places: readonly RankedPlace[],
): Promise<Map<string, string>> => {
  if (places.length === 0) return new Map();
  const rows = await preparedRowsOf<{ id: string; name: string }>(
    db,
    sql`SELECT c.id, c.name FROM candidates c
      WHERE c.id = ANY(${sql.param(places.map((place) => place.candidateId))}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
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
