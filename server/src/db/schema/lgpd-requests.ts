import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { candidates } from './candidates';
import { statusColumns } from './companies';
import { foldedIndex, foldedOf, portugueseText } from './folded';
import { timestamps, users } from './users';

/**
 * A data subject's request (LGPD art. 18) and its deadline (art. 19, decision 052). The
 * professional's name is copied so the desk's list reads one table; an anonymisation replaces it.
 */
export const lgpdRequests = pgTable(
  'lgpd_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'restrict' }),
    candidateName: portugueseText('candidate_name').notNull(),
    candidateNameFolded: foldedOf('candidate_name'),
    channel: text('channel').notNull(),
    right: text('right').notNull(),
    identityCheck: text('identity_check').notNull(),
    details: text('details'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('received'),
    executedAt: timestamp('executed_at', { withTimezone: true, mode: 'date' }),
    companiesNotified: integer('companies_notified'),
    /** A review of an automated decision (art. 20) names the application whose score is contested. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    index('lgpd_requests_due_idx').on(t.dueOn),
    index('lgpd_requests_candidate_idx').on(t.candidateId),
    index('lgpd_requests_created_idx').on(t.createdAt),
    foldedIndex('lgpd_requests_name_folded_trgm_idx', t.candidateNameFolded),
    check(
      'lgpd_requests_status_check',
      sql`${t.status} IN ('received', 'in_review', 'answered', 'refused')`,
    ),
  ],
);

/**
 * The council's LGPD settings (one row, decision 055): the retention policy, off until switched
 * on, and what the record of processing (art. 37) says of each activity besides the contract's
 * personal fields. Before the row is saved the defaults hold.
 */
export const lgpdSettings = pgTable(
  'lgpd_settings',
  {
    id: integer('id').primaryKey().default(1),
    retentionEnabled: boolean('retention_enabled').notNull().default(false),
    inactiveMonths: integer('inactive_months').notNull().default(24),
    closedProcessMonths: integer('closed_process_months').notNull().default(12),
    /** HH:MM, São Paulo's clock. */
    retentionRunAt: text('retention_run_at').notNull().default('03:00'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * What the record of processing (art. 37) says besides the contract's marks, as the DPO wrote it
     * (contract/src/processing-record.ts `ProcessingSettings`); null: the defaults.
     */
    processing: jsonb('processing').$type<Record<string, unknown>>(),
    processingUpdatedBy: uuid('processing_updated_by').references(() => users.id, { onDelete: 'set null' }),
    processingUpdatedAt: timestamp('processing_updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('lgpd_settings_single_row', sql`${t.id} = 1`),
    check('lgpd_settings_months_check', sql`${t.inactiveMonths} >= 6 AND ${t.closedProcessMonths} >= 1`),
  ],
);

/**
 * One run of the retention policy: the day limits it was started with (its batches keep them) and
 * what it did so far; finished when nothing due was left.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inactiveBefore: timestamp('inactive_before', { withTimezone: true, mode: 'date' }).notNull(),
    closedBefore: timestamp('closed_before', { withTimezone: true, mode: 'date' }).notNull(),
    professionals: integer('professionals').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    /** The last professional and application a batch went through: the next batch reads on from them (keyset). */
    professionalCursor: uuid('professional_cursor'),
    applicationCursor: uuid('application_cursor'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt)],
);
