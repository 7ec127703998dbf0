import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportScheduleFilters } from '@hub/contract/reports';
import { timestamps, users } from './users';

/**
 * A report mailed by itself (decision 053): weekly or monthly, with the .xlsx of its table, to
 * chosen administrators, each getting it computed for their own profile and scope. Its runs are
 * actions of the one scheduler, keyed by the schedule.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    report: text('report').notNull(),
    frequency: text('frequency').notNull(),
    /** The report's filters but the period (each run covers the twelve months before it). */
    filters: jsonb('filters').$type<ReportScheduleFilters>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('report_schedules_report_check', sql`${t.report} IN ('contratacao', 'etapas', 'processos', 'comercial')`),
    check('report_schedules_frequency_check', sql`${t.frequency} IN ('weekly', 'monthly')`),
  ],
);

/** Who gets a scheduled report: an administrator leaving takes them off it. */
export const reportScheduleRecipients = pgTable(
  'report_schedule_recipients',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index('report_schedule_recipients_user_idx').on(t.userId)],
);
