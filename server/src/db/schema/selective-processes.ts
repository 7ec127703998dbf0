import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, statusColumns } from './companies';
import { timestamps, users } from './users';
import { foldedIndex, foldedOf } from './folded';

export type RequirementItem = { id: string; text: string; mandatory: boolean };
export type QuestionItem = {
  id: string;
  text: string;
  type: 'text' | 'yes_no' | 'single_choice';
  options: string[];
  expectedAnswer: boolean | string | null;
  /** Answered otherwise than expected, it eliminates (absent on questions written before it existed). */
  eliminatory?: boolean;
};
export type InterviewQuestionItem = { id: string; text: string };
export type SheetQuestionItem = {
  id: string;
  text: string;
  options: string[];
  correctOption: number;
};

/** A company's reusable multiple-choice sheets: the custom test of any of its processes. */
export const questionSheets = pgTable(
  'question_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    questions: jsonb('questions').$type<SheetQuestionItem[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('question_sheets_company_idx').on(t.companyId, t.name)],
);

/** Between the names of a searched text: a new line, then a space (`processSearchedText`). */
const NAME_BREAK = sql.raw(`E'\\n '`);

/**
 * What the processes' list searches, in one text: the title, then its company's names, each on a
 * line of its own so that a key never spans two of them, and after a space so that each starts a
 * word for a search by word start (lib/listing.ts nameFound; decision 037).
 */
export const processSearchedText = (t: {
  titleFolded: AnyPgColumn | ExtraConfigColumn;
  companyNamesFolded: AnyPgColumn | ExtraConfigColumn;
}): SQL => sql`(${t.titleFolded} || ${NAME_BREAK} || ${t.companyNamesFolded})`;

/**
 * Selective processes (job openings). Requirements, auxiliary questions and interview questions
 * are small ordered lists edited with the process, so they live in jsonb beside it; answers point
 * at their ids. The title is searched through its folded copy (schema/folded.ts), and the list
 * searches it with its company's names, which each process carries (decision 037).
 */
export const selectiveProcesses = pgTable(
  'selective_processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    titleFolded: foldedOf('title'),
    /**
     * Its company's legal and trade names, folded as foldedOf folds, apart as `processSearchedText`
     * sets names apart: written by triggers when the process is created or moved and when the
     * company is renamed (migration 0039).
     */
    companyNamesFolded: text('company_names_folded').notNull().default(''),
    description: text('description').notNull(),
    area: text('area').notNull(),
    seniority: text('seniority').notNull(),
    contractType: text('contract_type').notNull(),
    workMode: text('work_mode').notNull(),
    city: text('city'),
    uf: text('uf'),
    salaryMinCents: integer('salary_min_cents'),
    salaryMaxCents: integer('salary_max_cents'),
    vacancies: integer('vacancies').notNull().default(1),
    maxCandidates: integer('max_candidates'),
    startsAt: date('starts_at', { mode: 'string' }),
    endsAt: date('ends_at', { mode: 'string' }),
    confidential: boolean('confidential').notNull().default(false),
    publishToCatho: boolean('publish_to_catho').notNull().default(false),
    requirements: jsonb('requirements').$type<RequirementItem[]>().notNull().default([]),
    questions: jsonb('questions').$type<QuestionItem[]>().notNull().default([]),
    questionSheetId: uuid('question_sheet_id').references(() => questionSheets.id, {
      onDelete: 'restrict',
    }),
    useValuesTest: boolean('use_values_test').notNull().default(true),
    useCompetencyTest: boolean('use_competency_test').notNull().default(true),
    useInterviewScore: boolean('use_interview_score').notNull().default(false),
    interviewQuestions: jsonb('interview_questions')
      .$type<InterviewQuestionItem[]>()
      .notNull()
      .default([]),
    status: text('status').notNull().default('draft'),
    ...statusColumns,
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    foldedIndex('selective_processes_title_folded_trgm_idx', t.titleFolded),
    index('selective_processes_searched_trgm_idx').using(
      'gin',
      sql`${processSearchedText(t)} gin_trgm_ops`,
    ),
    index('selective_processes_company_status_idx').on(t.companyId, t.status),
    index('selective_processes_status_created_idx').on(t.status, t.createdAt),
    index('selective_processes_created_idx').on(t.createdAt),
    index('selective_processes_area_idx').on(t.area),
    index('selective_processes_uf_idx').on(t.uf),
    index('selective_processes_dates_idx').on(t.startsAt, t.endsAt),
    index('selective_processes_sheet_idx').on(t.questionSheetId),
    check(
      'selective_processes_status_check',
      sql`${t.status} IN ('draft', 'open', 'in_progress', 'closed', 'cancelled')`,
    ),
    check(
      'selective_processes_salary_check',
      sql`${t.salaryMaxCents} IS NULL OR ${t.salaryMinCents} IS NULL OR ${t.salaryMaxCents} >= ${t.salaryMinCents}`,
    ),
  ],
);

/** The ordered pipeline of a process (Inscritos, Triagem, …), editable per process. */
export const processStages = pgTable(
  'process_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Days an application may stay here before it is late (decision 051); null: NOTIFY_IDLE_DAYS. */
    allowedDays: integer('allowed_days'),
    ...timestamps,
  },
  (t) => [
    index('process_stages_process_idx').on(t.selectiveProcessId, t.position),
    check('process_stages_allowed_days_check', sql`${t.allowedDays} IS NULL OR ${t.allowedDays} BETWEEN 1 AND 365`),
  ],
);

/**
 * The administrators who follow a process (its creator from the start): they get its daily digest
 * of late applications and its hiring notices, within their permissions and scope.
 */
export const processFollowers = pgTable(
  'process_followers',
  {
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.selectiveProcessId, t.userId] }), index('process_followers_user_idx').on(t.userId)],
);

/** Council-wide assessment weights (one row): integers summing to 100, checked here as well. */
export const assessmentWeights = pgTable(
  'assessment_weights',
  {
    id: integer('id').primaryKey().default(1),
    requirements: integer('requirements').notNull(),
    questions: integer('questions').notNull(),
    customTest: integer('custom_test').notNull(),
    valuesTest: integer('values_test').notNull(),
    competencyTest: integer('competency_test').notNull(),
    videoInterview: integer('video_interview').notNull(),
    interview: integer('interview').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('assessment_weights_single_row', sql`${t.id} = 1`),
    check(
      'assessment_weights_sum_check',
      sql`${t.requirements} + ${t.questions} + ${t.customTest} + ${t.valuesTest} + ${t.competencyTest} + ${t.videoInterview} + ${t.interview} = 100
        AND LEAST(${t.requirements}, ${t.questions}, ${t.customTest}, ${t.valuesTest}, ${t.competencyTest}, ${t.videoInterview}, ${t.interview}) >= 0`,
    ),
  ],
);

/** A process's posting on the Catho job board (at most one per process). */
export const cathoPostings = pgTable(
  'catho_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('draft'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    liveAt: timestamp('live_at', { withTimezone: true, mode: 'date' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catho_postings_process_unique').on(t.selectiveProcessId),
    check(
      'catho_postings_state_check',
      sql`${t.state} IN ('draft', 'sent', 'live', 'removed', 'failed')`,
    ),
  ],
);

/** Every request made to Catho and its answer: status, excerpts of both bodies, duration. */
export const cathoLog = pgTable(
  'catho_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectiveProcessId: uuid('selective_process_id').references(() => selectiveProcesses.id, {
      onDelete: 'set null',
    }),
    postingId: uuid('posting_id').references(() => cathoPostings.id, { onDelete: 'set null' }),
    operation: text('operation').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    requestExcerpt: text('request_excerpt'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('catho_log_created_idx').on(t.createdAt),
    index('catho_log_process_idx').on(t.selectiveProcessId, t.createdAt),
  ],
);
