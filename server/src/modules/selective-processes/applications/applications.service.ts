import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_LIFECYCLE,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationOutcomeBody,
  type ApplicationPage,
  type ApplicationRow,
  type ApplicationStatus,
  type Board,
  type CandidateApplication,
  type EnrolBody,
} from '@hub/contract/applications';
import type { RegistrationStatus } from '@hub/contract/candidates';
import { toPage } from '@hub/contract/common';
import { weightedScore, type Weights } from '@hub/contract/scoring';
import {
  answerSheetsOf,
  usedAssessments,
  type ProcessStatus,
} from '@hub/contract/selective-processes';
import type { Db } from '../../../db/client';
import { builtOncePer } from '../../../db/prepared';
import { rowsOf } from '../../../db/rows';
import {
  applications,
  applicationVersions,
  assessmentWeights,
  candidates,
  companies,
  kanbanLog,
  processStages,
  selectiveProcesses,
} from '../../../db/schema/index';
import { isUniqueViolation } from '../../../lib/db-errors';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { withinDays } from '../../../lib/council-days';
import { nameFound, searchKey, termsOf, textFound } from '../../../lib/listing';
import type { Scope } from '../../../lib/permissions';
import { iso } from '../../../lib/records';
import { versionOf } from '../../../lib/remembered-totals';
import { companyInScope } from '../../../lib/scope';
import { moveStatus } from '../../../lib/status';
import { findCompetencyRow, toCompetencyResult } from '../assessments/competency.service';
import { videoAnswersOf } from '../assessments/video-answers';
import { ProcessErrors } from '../selective-processes.errors';
import { assertAllowed, checksOf, gatherFacts } from '../prerequisites';
import { findProcessRow, isFinal } from '../selective-processes.service';
import { stagesOf } from '../stages.service';
import { lateApplications, lateDaysOf, lateIdsOf } from '../idle-watchdog/late';
import { stageEntered, withdrawRuleActions } from '../stage-rules/stage-rule-triggers';
import { currentWeights, SAVED_WEIGHTS_ID, weightsOf } from '../weights/weights.service';
import { ApplicationErrors, maxCandidatesReached } from './applications.errors';
import { placesPage, rankedPlaces, type BoardPlaces } from './ranked-places';
import {
  selectCandidateNames,
  selectPlacedRows,
  selectRanked,
  selectRanksOf,
  type RankedRow,
  type Ranking,
} from './ranking';

type ProcessRow = typeof selectiveProcesses.$inferSelect;
type ApplicationTable = typeof applications.$inferSelect;

type ScoredProcess = Parameters<typeof usedAssessments>[0];

const rankingFrom = (process: ScoredProcess, weights: Weights): Ranking => ({
  used: usedAssessments(process),
  weights,
});

/** What ranks a process's applications: the assessments it uses and the current weights. */
export const rankingOf = async (db: Db, process: ProcessRow): Promise<Ranking> =>
  rankingFrom(process, await currentWeights(db));

/** What the ranking reads of a process, and the saved weights: one query for every ranked view. */
const scoredProcessQuery = builtOncePer((db) =>
  db
    .select({
      process: {
        requirements: selectiveProcesses.requirements,
        questions: selectiveProcesses.questions,
        questionSheetId: selectiveProcesses.questionSheetId,
        useValuesTest: selectiveProcesses.useValuesTest,
        useCompetencyTest: selectiveProcesses.useCompetencyTest,
        useInterviewScore: selectiveProcesses.useInterviewScore,
        interviewQuestions: selectiveProcesses.interviewQuestions,
      },
      weights: assessmentWeights,
      // Compared, never computed with: text keeps a bigint whole.
      version: sql<string>`coalesce(${applicationVersions.version}, 0)::text`,
      namesVersion: versionOf(candidates),
    })
    .from(selectiveProcesses)
    .leftJoin(assessmentWeights, eq(assessmentWeights.id, SAVED_WEIGHTS_ID))
    .leftJoin(applicationVersions, eq(applicationVersions.selectiveProcessId, selectiveProcesses.id))
    .where(eq(selectiveProcesses.id, sql.placeholder('processId')))
    .limit(1)
    .prepare('scored_process_version'),
);

/**
 * The ranking of a process's applications and the version of its applications it was read with
 * (404 when the process is unknown): together they say which ranked places are current.
 */
const processRanking = async (
  db: Db,
  processId: string,
): Promise<{ ranking: Ranking; version: string; namesVersion: string | null }> => {
  const [found] = await scoredProcessQuery(db).execute({ processId });
  if (!found) throw new AppError(ProcessErrors.notFound);
  return {
    ranking: rankingFrom(found.process, weightsOf(found.weights)),
    version: found.version,
    namesVersion: found.namesVersion,
  };
};

/** A board's professionals' names, held with its cards at the version of the professionals' table. */
const heldNames = new WeakMap<BoardPlaces, { version: string; names: Map<string, string> }>();

/**
 * The names of a board's cards, read again only once a professional was written (decision 043):
 * reading a hundred of a million professionals was most of the board's SQL.
 */
const boardNames = async (
  db: Db,
  board: BoardPlaces,
  version: string | null,
): Promise<Map<string, string>> => {
  const held = heldNames.get(board);
  if (held && held.version === version) return held.names;
  const names = await selectCandidateNames(db, board.cards);
  if (version !== null) heldNames.set(board, { version, names });
  return names;
};

export const toApplicationRow = (row: RankedRow, ranking: Ranking): ApplicationRow => {
  const scores = {
    requirements: row.requirementsScore,
    questions: row.questionsScore,
    customTest: row.customTestScore,
    valuesTest: row.valuesScore,
    competencyTest: row.competencyScore,
    videoInterview: row.videoInterviewScore,
    interview: row.interviewScore,
  };
  return {
    id: row.id,
    selectiveProcessId: row.selectiveProcessId,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    registrationStatus: row.registrationStatus as RegistrationStatus,
    stageId: row.stageId,
    status: row.status as ApplicationStatus,
    statusReason: row.statusReason,
    flagged: row.missingMandatory.length > 0,
    scores,
    weightedScore: row.weightedScore,
    rank: row.rank,
    breakdown: weightedScore(scores, ranking.weights, ranking.used).breakdown,
    lateDays: null,
    createdAt: iso(new Date(row.createdAt)),
    updatedAt: iso(new Date(row.updatedAt)),
  };
};

/**
 * The ids of the process's applications the list keeps by what its held places do not carry: late
 * in their stage now (the board's late cards) and enrolled within the São Paulo days asked (as the
 * reports count a period). Undefined when neither is asked.
 */
const keptIdsOf = (processId: string, query: Partial<ApplicationListQuery>, defaultDays: number): SQL | undefined => {
  const late = query.late ? lateIdsOf(processId, defaultDays) : undefined;
  if (!query.enrolledFrom && !query.enrolledTo) return late;
  const enrolled = sql`SELECT a.id FROM applications a WHERE a.selective_process_id = ${processId}
                          AND ${withinDays(sql`a.created_at`, query.enrolledFrom, query.enrolledTo)}`;
  return late ? sql`${late} INTERSECT ${enrolled}` : enrolled;
};

/** The list's filters; undefined when nothing filters it (the ranked table in any sort, unfiltered). */
const listFilters = (query: Partial<ApplicationListQuery>, kept?: SQL): SQL | undefined => {
  const conditions: SQL[] = [];
  if (kept) conditions.push(sql`r.id IN (${kept})`);
  if (query.stageId) conditions.push(sql`r.stage_id = ${query.stageId}`);
  if (query.candidateId) conditions.push(sql`r.candidate_id = ${query.candidateId}`);
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  if (query.flagged !== undefined)
    conditions.push(
      query.flagged
        ? sql`jsonb_array_length(r.missing_mandatory) > 0`
        : sql`jsonb_array_length(r.missing_mandatory) = 0`,
    );
  // Found as the professionals list finds them: the folded name (accents and case ignored) or the email.
  const search = searchKey(query.key);
  if (search) {
    const terms = termsOf(search);
    conditions.push(
      sql`(${nameFound(sql`c.name_folded`, terms)} OR ${textFound(sql`c.email`, terms)})`,
    );
  }
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : undefined;
};

/**
 * The ranked table's page and total: chosen among the process's ranked places (decision 035), or
 * in SQL when it is searched by name or sorted by it (what the places do not carry).
 */
const rankedPage = async (
  db: Db,
  processId: string,
  query: ApplicationListQuery,
  defaultDays: number,
): Promise<{ ranking: Ranking; rows: RankedRow[]; total: number }> => {
  const { ranking, version } = await processRanking(db, processId);
  const offset = (query.page - 1) * query.limit;
  const kept = keptIdsOf(processId, query, defaultDays);
  if (query.sort === 'candidateName' || searchKey(query.key)) {
    const { rows, total } = await selectRanked(db, processId, ranking, {
      where: listFilters(query, kept),
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      offset,
    });
    return { ranking, rows, total };
  }
  const held = await rankedPlaces(db, processId, version, ranking);
  const page = placesPage(held, `${query.sort} ${query.order}`, {
    stageId: query.stageId,
    candidateId: query.candidateId,
    status: query.status,
    flagged: query.flagged,
    ids: kept && new Set((await rowsOf<{ id: string }>(db, kept)).map((row) => row.id)),
    limit: query.limit,
    offset,
  });
  return { ranking, rows: await selectPlacedRows(db, page.places), total: page.total };
};

/** The ranked table: one page, sorted and counted. */
export const listApplications = async (
  db: Db,
  processId: string,
  query: ApplicationListQuery,
  /** The days a stage allows when its process sets none. */
  defaultDays: number,
): Promise<ApplicationPage> => {
  const { ranking, rows, total } = await rankedPage(db, processId, query, defaultDays);
  const late = await lateDaysOf(db, rows.map((row) => row.id), defaultDays);
  return toPage(
    rows.map((row) => ({ ...toApplicationRow(row, ranking), lateDays: late.get(row.id) ?? null })),
    total,
    query.page,
    query.limit,
  );
};

/** The board: each stage's total and its first cards; a column pages on through the list. */
export const getBoard = async (
  db: Db,
  processId: string,
  query: { perStage: number; status: ApplicationStatus; late?: boolean | undefined },
  /** Whose moves the board's undo reverts. */
  actorId: string | undefined,
  /** The days a stage allows when its process sets none. */
  defaultDays: number,
): Promise<Board> => {
  const { ranking, version, namesVersion } = await processRanking(db, processId);
  // The places carry all a card shows but its professional's name.
  const cards = async () => {
    const only = query.late ? await lateApplications(db, processId, defaultDays) : undefined;
    const board = (await rankedPlaces(db, processId, version, ranking)).board(query.status, query.perStage, only);
    return { board, names: await boardNames(db, board, namesVersion) };
  };
  const [stages, { board, names }, undoable] = await Promise.all([
    stagesOf(db, processId),
    cards(),
    lastUndoableMove(db, processId, actorId),
  ]);
  const late = await lateDaysOf(db, board.cards.map((place) => place.id), defaultDays);
  return {
    stages: stages.map((stage) => {
      const column = board.stages.get(stage.id);
      return {
        id: stage.id,
        name: stage.name,
        position: stage.position,
        total: column?.total ?? 0,
        rows: (column?.places ?? []).map((place) => ({
          id: place.id,
          candidateId: place.candidateId,
          candidateName: names.get(place.candidateId) ?? '',
          stageId: place.stageId,
          status: place.status as ApplicationStatus,
          flagged: place.flagged,
          weightedScore: place.weightedScore,
          rank: place.rank,
          lateDays: late.get(place.id) ?? null,
        })),
      };
    }),
    canUndo: undoable !== null,
  };
};

const lastUndoableMoveQuery = builtOncePer((db) =>
  db
    .select()
    .from(kanbanLog)
    .where(
      and(
        eq(kanbanLog.selectiveProcessId, sql.placeholder('processId')),
        eq(kanbanLog.actorId, sql.placeholder('actorId')),
        eq(kanbanLog.action, 'move'),
        sql`${kanbanLog.undoneAt} IS NULL`,
      ),
    )
    .orderBy(desc(kanbanLog.createdAt), desc(kanbanLog.id))
    .limit(1)
    .prepare('last_undoable_move'),
);

/**
 * The administrator's most recent move in the process not undone yet: what the board's "undo"
 * reverts (another administrator's move meanwhile is theirs to undo). Every board asks.
 */
export const lastUndoableMove = async (db: Db, processId: string, actorId: string | undefined) => {
  if (!actorId) return null;
  const [move] = await lastUndoableMoveQuery(db).execute({ processId, actorId });
  return move ?? null;
};

export const findApplicationRow = async (
  db: Db,
  id: string,
  lock = false,
): Promise<ApplicationTable> => {
  const query = db.select().from(applications).where(eq(applications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(ApplicationErrors.notFound);
  return row;
};

/** One application as the board shows it (ranked among its process's applications). */
export const getApplicationRow = async (
  db: Db,
  application: ApplicationTable,
  process: ProcessRow,
): Promise<ApplicationRow> => {
  const ranking = await rankingOf(db, process);
  const { rows } = await selectRanked(db, process.id, ranking, {
    where: sql`r.id = ${application.id}`,
    sort: 'createdAt',
    order: 'asc',
    limit: 1,
    offset: 0,
  });
  const [row] = rows;
  if (!row) throw new AppError(ApplicationErrors.notFound);
  return toApplicationRow(row, ranking);
};

/** The application with its answers, its scores' breakdown and the professional's competency sheet. */
export const getApplicationDetail = async (db: Db, id: string): Promise<ApplicationDetail> => {
  const application = await findApplicationRow(db, id);
  const process = await findProcessRow(db, application.selectiveProcessId);
  const [row, [stage], competency, videos] = await Promise.all([
    getApplicationRow(db, application, process),
    db
      .select({ name: processStages.name })
      .from(processStages)
      .where(eq(processStages.id, application.stageId)),
    findCompetencyRow(db, application.candidateId),
    videoAnswersOf(db, id, process.interviewQuestions),
  ]);
  return {
    ...row,
    processTitle: process.title,
    companyId: process.companyId,
    stageName: stage?.name ?? '',
    missingMandatory: application.missingMandatory,
    overrideReason: application.overrideReason,
    answers: {
      requirements: application.requirementsAnswers,
      questions: application.questionsAnswers,
      customTest: application.customTestAnswers,
      values: application.valuesAnswers,
    },
    competency: competency ? toCompetencyResult(application.candidateId, competency) : null,
    videoAnswers: videos,
  };
};

/**
 * A professional's applications, newest first, each ranked among its process's applications: one
 * ranking query for all of them, each process scored by what it uses. A limited administrator sees
 * those to processes of their scope's companies (decision 029).
 */
export const listCandidateApplications = async (
  db: Db,
  candidateId: string,
  scope: Scope,
): Promise<CandidateApplication[]> => {
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!candidate) throw new AppError(ApplicationErrors.candidateNotFound);
  const [rows, weights] = await Promise.all([
    db
      .select({
        application: applications,
        process: selectiveProcesses,
        companyName: companies.legalName,
        stageName: processStages.name,
      })
      .from(applications)
      .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
      .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
      .innerJoin(processStages, eq(processStages.id, applications.stageId))
      .where(and(eq(applications.candidateId, candidateId), companyInScope(scope)))
      .orderBy(desc(applications.createdAt)),
    currentWeights(db),
  ]);
  const rankings = new Map(rows.map(({ process }) => [process.id, rankingFrom(process, weights)]));
  const ranks = await selectRanksOf(db, candidateId, rankings);
  return rows.map(({ application, process, companyName, stageName }) => {
    const ranked = ranks.get(application.id);
    return {
      id: application.id,
      selectiveProcessId: process.id,
      processTitle: process.title,
      processStatus: process.status as ProcessStatus,
      companyId: process.companyId,
      companyName,
      stageName,
      status: application.status as ApplicationStatus,
      weightedScore: ranked?.weightedScore ?? null,
      rank: ranked?.rank ?? null,
      answerSheets: answerSheetsOf(process),
      createdAt: iso(application.createdAt),
    };
  });
};

/** Refuses a professional who may not be enrolled; answers whether the registration was overridden. */
const checkCandidate = async (tx: Db, candidateId: string, overrideReason: string | null) => {
  const [candidate] = await tx
    .select({ status: candidates.status, registrationStatus: candidates.registrationStatus })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!candidate) throw new AppError(ApplicationErrors.candidateNotFound);
  if (candidate.status === 'blocked' || candidate.status === 'anonymized')
    throw new AppError(ApplicationErrors.candidateUnavailable);
  const irregular = candidate.registrationStatus === 'irregular';
  if (irregular && !overrideReason) throw new AppError(ApplicationErrors.irregularRegistration);
  return { irregular };
};

/**
 * Enrols a professional in the first stage, once the process's prerequisites for enrolling are
 * met (active company and subscription, room in the plan). The process row is locked for the
 * whole check, so concurrent enrolments are counted one after another: neither maxCandidates nor
 * the plan's limit can be overrun, and a duplicate is caught before the unique index has to.
 */
export const enrol = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: EnrolBody,
): Promise<ApplicationDetail> => {
  const overrideReason = body.overrideReason ?? null;
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const process = await findProcessRow(tx, processId, true);
      if (isFinal(process.status)) throw new AppError(ApplicationErrors.processClosed);
      const { irregular } = await checkCandidate(tx, body.candidateId, overrideReason);
      const [existing] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.selectiveProcessId, processId),
            eq(applications.candidateId, body.candidateId),
          ),
        );
      if (existing) throw new AppError(ApplicationErrors.duplicate);
      const facts = await gatherFacts(tx, process);
      assertAllowed(checksOf(process, facts), 'enrol');
      if (process.maxCandidates !== null && facts.applications >= process.maxCandidates)
        throw new AppError(maxCandidatesReached(process.maxCandidates));
      const [first] = await stagesOf(tx, processId);
      if (!first) throw new Error(`process ${processId} has no stage`);
      const [row] = await tx
        .insert(applications)
        .values({
          selectiveProcessId: processId,
          candidateId: body.candidateId,
          stageId: first.id,
          // The reason is kept only when it was needed: it explains an exception.
          overrideReason: irregular ? overrideReason : null,
          enrolledBy: request.user?.id ?? null,
        })
        .returning();
      if (!row) throw new Error('application insert returned nothing');
      await stageEntered(tx, { applicationId: row.id, processId, stageId: first.id, hiring: false }, 'enrol');
      await recordAudit(tx, request, {
        action: irregular ? 'enrol.override' : 'enrol',
        entity: 'applications',
        entityId: row.id,
        after: row,
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'applications_process_candidate_unique'))
      throw new AppError(ApplicationErrors.duplicate);
    throw error;
  }
  return getApplicationDetail(db, id);
};

/** Refuses changes to an application of a closed or cancelled process. */
export const assertProcessOpen = (process: ProcessRow): void => {
  if (isFinal(process.status)) throw new AppError(ApplicationErrors.processFinal);
};

/**
 * Ends an application with its reason, in its own transaction; hiring goes through
 * moves.service.ts, which takes the application to the hiring stage.
 */
export const decideApplication = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: ApplicationOutcomeBody,
  /** What else the outcome does, in its transaction (a mail to the professional). */
  onDecided?: (tx: Db) => Promise<void>,
): Promise<void> => {
  const application = await findApplicationRow(db, id);
  assertProcessOpen(await findProcessRow(db, application.selectiveProcessId));
  await db.transaction(async (tx) => {
    await moveStatus(tx, request, {
      table: applications,
      entity: 'applications',
      id,
      lifecycle: APPLICATION_LIFECYCLE,
      to: body.status,
      reason: body.reason,
      notFound: ApplicationErrors.notFound,
    });
    // Ended, the application is told nothing more about the stage it was in.
    await withdrawRuleActions(tx, id);
    await onDecided?.(tx);
  });
};

/**
 * The process's hiring stage, its last: reaching it is hiring (moves.service.ts), so the board,
 * the funnel, the ranking's filter, the dashboard and the professional's record, which all read
 * the application's status, agree on who was hired.
 */
export const hiringStageOf = async (db: Db, processId: string) => {
  const [stage] = await db
    .select()
    .from(processStages)
    .where(eq(processStages.selectiveProcessId, processId))
    .orderBy(desc(processStages.position))
    .limit(1);
  return stage ?? null;
};

/** The stages of a process by id (moves check the target belongs to the process). */
export const stageOfProcess = async (db: Db, processId: string, stageId: string) => {
  const [stage] = await db
    .select()
    .from(processStages)
    .where(and(eq(processStages.id, stageId), eq(processStages.selectiveProcessId, processId)))
    .orderBy(asc(processStages.position))
    .limit(1);
  return stage ?? null;
};
