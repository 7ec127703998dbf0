import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { statusColumns } from './companies';
import { processStages, selectiveProcesses } from './selective-processes';
import { timestamps, users } from './users';

export type RequirementAnswer = { requirementId: string; meets: boolean; evidence: string | null };
export type QuestionAnswer = { questionId: string; answer: boolean | string };
export type CustomTestAnswer = { questionId: string; option: number };
export type ValueRating = { valueId: string; score: number };

/**
 * A professional's application to a process: its stage, outcome, answers and the score of each
 * assessment (0-100, null until scored). The weighted score is not stored: it is computed in SQL
 * from these columns and the current weights, so a weights change re-ranks every process at once.
 * The competency score lives with the professional (candidate_competency), shared by all processes.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'restrict' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => processStages.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('active'),
    ...statusColumns,
    /** Why an administrator enrolled a professional whose council registration is irregular. */
    overrideReason: text('override_reason'),
    enrolledBy: uuid('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    requirementsAnswers: jsonb('requirements_answers').$type<RequirementAnswer[]>(),
    questionsAnswers: jsonb('questions_answers').$type<QuestionAnswer[]>(),
    customTestAnswers: jsonb('custom_test_answers').$type<CustomTestAnswer[]>(),
    valuesAnswers: jsonb('values_answers').$type<ValueRating[]>(),
    /** Ids of the mandatory requirements not met; non-empty flags the application. */
    missingMandatory: jsonb('missing_mandatory').$type<string[]>().notNull().default([]),
    requirementsScore: doublePrecision('requirements_score'),
    questionsScore: doublePrecision('questions_score'),
    customTestScore: doublePrecision('custom_test_score'),
    valuesScore: doublePrecision('values_score'),
    videoInterviewScore: doublePrecision('video_interview_score'),
    /** The mean of the interviewers' scorecards (1–5 as 0–100), kept by the scorecards' saves. */
    interviewScore: doublePrecision('interview_score'),
    /**
     * The professional's competency score (candidate_competency), copied by triggers (migration
     * 0036): the ranking reads every application of a process, and joining the scores cost it more
     * than the rest of its work. Any value written here is replaced by the professional's.
     */
    competencyScore: doublePrecision('competency_score'),
    /**
     * The furthest stage its moves took it to, when further than where it is (decision 059): kept by
     * every write of its stage history (applications/kept-stages.ts), so the reports count how many
     * reached each stage without reading every move.
     */
    furthestStageId: uuid('furthest_stage_id').references(() => processStages.id, {
      onDelete: 'set null',
    }),
    /**
     * When it entered the stage it is in: its last move or undo (a stage rule's entry moves
     * nothing); null while it is where it was enrolled. Kept with furthestStageId (decision 060), so
     * 'late' reads no move: the board, the digest, Início and the reports count it at every scale.
     */
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true, mode: 'date' }),
    /** When the retention policy erased its answers' free text (decision 055): scores and stages stay. */
    answersErasedAt: timestamp('answers_erased_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_process_candidate_unique').on(t.selectiveProcessId, t.candidateId),
    // The board reads one stage of one process at a time; the table one process filtered by status.
    index('applications_process_stage_idx').on(t.selectiveProcessId, t.stageId, t.status),
    index('applications_process_status_created_idx').on(
      t.selectiveProcessId,
      t.status,
      t.createdAt,
    ),
    // The reports' hires of a period (decision 053): a range of their moment, read from the index alone.
    index('applications_hired_at_idx')
      .on(t.statusChangedAt, t.selectiveProcessId, t.createdAt)
      .where(sql`${t.status} = 'hired'`),
    // Candidaturas reads every process's applications newest first: a page walks it and stops.
    index('applications_created_idx').on(t.createdAt),
    index('applications_candidate_idx').on(t.candidateId),
    index('applications_stage_idx').on(t.stageId),
    // A stage's delete sets its references null: the few applications moved back from it, found at once.
    index('applications_furthest_stage_idx')
      .on(t.furthestStageId)
      .where(sql`${t.furthestStageId} IS NOT NULL`),
    check(
      'applications_status_check',
      sql`${t.status} IN ('active', 'rejected', 'withdrawn', 'hired')`,
    ),
  ],
);

/**
 * How many times each process's applications were written (inserted, updated, deleted), kept by
 * statement triggers on applications (migration 0037, decision 035): a ranking an instance holds
 * in memory for a process is current while this number is the one it was read at. No foreign key:
 * the applications' delete that a process's own delete cascades to still bumps its entry.
 */
export const applicationVersions = pgTable('application_versions', {
  selectiveProcessId: uuid('selective_process_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Every move of an application between stages, every undo of a move, and every stage rule's action on it. */
export const kanbanLog = pgTable(
  'kanban_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    fromStageId: uuid('from_stage_id').references(() => processStages.id, { onDelete: 'set null' }),
    toStageId: uuid('to_stage_id').references(() => processStages.id, { onDelete: 'set null' }),
    /** Names as they were at the move: stages can be renamed or removed later. */
    fromStageName: text('from_stage_name').notNull(),
    toStageName: text('to_stage_name').notNull(),
    /** On a move: when it was undone. On an undo: the move it reverted. */
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoOf: uuid('undo_of'),
    /**
     * On a move not undone: the hours the application spent in the stage it left, since its move
     * before or its enrolment (decision 059), kept with the stage history (applications/kept-stages.ts).
     */
    stayHours: doublePrecision('stay_hours'),
    /** A stage rule's action (decision 051): what it did, in a sentence; its name is the actor. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('kanban_log_created_idx').on(t.createdAt),
    index('kanban_log_process_created_idx').on(t.selectiveProcessId, t.createdAt),
    index('kanban_log_application_idx').on(t.applicationId),
    check('kanban_log_action_check', sql`${t.action} IN ('move', 'undo', 'rule')`),
  ],
);

/** The video answer to one interview question, and the administrator's score of it. */
export const videoAnswers = pgTable(
  'video_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    fileKey: text('file_key'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
    score: smallint('score'),
    comment: text('comment'),
    scoredBy: uuid('scored_by').references(() => users.id, { onDelete: 'set null' }),
    scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('video_answers_application_question_unique').on(t.applicationId, t.questionId),
    check('video_answers_score_check', sql`${t.score} IS NULL OR ${t.score} BETWEEN 0 AND 100`),
  ],
);

/** A professional's competency test: one answer sheet reused by every process they apply to. */
export const candidateCompetency = pgTable('candidate_competency', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<{ itemId: string; score: number }[]>().notNull(),
  overallScore: doublePrecision('overall_score'),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A message that reached an application's professional about it (a rule's template, an outcome's
 * message, a message composed to chosen applications): after the application ended, or its process
 * closed, it is the closing message the idle watchdog looks for.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** What sent it: 'rule', 'outcome' or 'message'. */
    source: text('source').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('application_messages_application_sent_idx').on(t.applicationId, t.sentAt),
    check('application_messages_source_check', sql`${t.source} IN ('rule', 'outcome', 'message')`),
  ],
);
