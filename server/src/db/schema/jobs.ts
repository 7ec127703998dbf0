import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './users';

/**
 * Every deferred action that is not a delivery (a reminder's time, a stage rule's delay, a daily
 * digest, a periodic sweep) is a row here, claimed by one instance at a time (lib/jobs): the
 * outbox's design, for work of any kind. `key` names the action, so scheduling it again moves it
 * and withdrawing it finds it.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it (lib/jobs: the handlers the server is given). */
    kind: text('kind').notNull(),
    /** What it is about, unique: 'interview:…:reminder-24h', 'subscriptions.expire'. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** pending | running | done | failed | withdrawn */
    status: text('status').notNull().default('pending'),
    /** Bumped by each claim: the lease's fencing token. */
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('scheduled_jobs_key_unique').on(t.key),
    index('scheduled_jobs_due_idx').on(t.runAt).where(sql`status in ('pending', 'running')`),
  ],
);
