import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { candidates } from './candidates';
import { selectiveProcesses } from './selective-processes';
import { timestamps, users } from './users';

/**
 * An interview booked for one application (decision 050). The process and the professional are
 * copied from the application, so the calendar and the conflict check read this table alone.
 * `sequence` is the invitation's SEQUENCE: bumped by every change the participants are sent.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** presencial | online */
    kind: text('kind').notNull(),
    address: text('address'),
    link: text('link'),
    notes: text('notes'),
    /** agendada | cancelada */
    status: text('status').notNull().default('agendada'),
    sequence: integer('sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** compareceu | faltou | remarcada: recorded once the interview has begun. */
    attendance: text('attendance'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId),
    index('interviews_process_starts_idx').on(t.selectiveProcessId, t.startsAt),
    index('interviews_candidate_starts_idx').on(t.candidateId, t.startsAt),
    index('interviews_starts_idx').on(t.startsAt),
    check('interviews_kind_check', sql`${t.kind} IN ('presencial', 'online')`),
    check('interviews_status_check', sql`${t.status} IN ('agendada', 'cancelada')`),
    check('interviews_duration_check', sql`${t.durationMinutes} BETWEEN 1 AND 480`),
    check('interviews_attendance_check', sql`${t.attendance} IN ('compareceu', 'faltou', 'remarcada')`),
  ],
);

/** The administrators who interview: each gets the invitation and the morning reminder. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_interviewers_user_idx').on(t.userId)],
);

export type ScorecardRating = { criterion: string; score: number; comment: string | null };

/**
 * One interviewer's assessment of one interview: each criterion rated 1–5 with a comment, and a
 * recommendation. The application's interview mean is the mean of every rating of its scorecards.
 */
export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<ScorecardRating[]>().notNull(),
    /** avancar | talvez | nao_avancar */
    recommendation: text('recommendation').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('interview_scorecards_interview_interviewer_unique').on(t.interviewId, t.interviewerId),
    check('interview_scorecards_recommendation_check', sql`${t.recommendation} IN ('avancar', 'talvez', 'nao_avancar')`),
  ],
);

/**
 * Times offered to the professional, who picks one through a link (issue 69): the key is mailed,
 * only its SHA-256 is kept. Single use: `pendente` until the professional picks (`escolhida`, the
 * interview booked) or asks for another time (`outro_horario`); past `expires_at` it answers 410.
 * The booking's other fields wait here until the pick books them as any booking.
 */
export const interviewSlotOffers = pgTable(
  'interview_slot_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    selectiveProcessId: uuid('selective_process_id')
      .notNull()
      .references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The instants offered (ISO, UTC), each `duration_minutes` long. */
    slots: jsonb('slots').$type<string[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    kind: text('kind').notNull(),
    address: text('address'),
    link: text('link'),
    notes: text('notes'),
    interviewerIds: jsonb('interviewer_ids').$type<string[]>().notNull(),
    /** pendente | escolhida | outro_horario */
    status: text('status').notNull().default('pendente'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The interview the pick booked. */
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    /** What the professional wrote when asking for another time. */
    requestMessage: text('request_message'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('interview_slot_offers_token_idx').on(t.tokenHash),
    index('interview_slot_offers_application_idx').on(t.applicationId),
    check('interview_slot_offers_status_check', sql`${t.status} IN ('pendente', 'escolhida', 'outro_horario')`),
    check('interview_slot_offers_kind_check', sql`${t.kind} IN ('presencial', 'online')`),
  ],
);
