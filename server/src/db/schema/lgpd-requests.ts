import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { statusColumns } from './companies';
import { foldedIndex, foldedOf, portugueseText } from './folded';
import { timestamps } from './users';

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
