import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusColumns } from './companies';
import { foldedIndex, foldedOf, portugueseText } from './folded';
import { timestamps } from './users';

/**
 * The security incidents register (decision 052): kept at least 5 years, so no route deletes one.
 * The notice's due date is stored (3 business days after it became known) so the list sorts by it.
 */
export const securityIncidents = pgTable(
  'security_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: portugueseText('title').notNull(),
    titleFolded: foldedOf('title'),
    description: text('description').notNull(),
    knownOn: date('known_on', { mode: 'string' }).notNull(),
    dataAffected: text('data_affected').notNull(),
    peopleAffected: integer('people_affected'),
    measures: text('measures'),
    noticeDueOn: date('notice_due_on', { mode: 'string' }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    status: text('status').notNull().default('investigating'),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    index('security_incidents_known_idx').on(t.knownOn),
    index('security_incidents_due_idx').on(t.noticeDueOn),
    index('security_incidents_created_idx').on(t.createdAt),
    foldedIndex('security_incidents_title_folded_trgm_idx', t.titleFolded),
    check('security_incidents_status_check', sql`${t.status} IN ('investigating', 'notified', 'closed')`),
  ],
);
