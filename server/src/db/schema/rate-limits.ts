import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Fixed-window counters kept in the database so every instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The first answer to a creating request sent with an Idempotency-Key, per administrator and key:
 * a client retrying after a cut connection gets it again instead of creating twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: uuid('actor_id').notNull(),
    key: text('key').notNull(),
    /** The route and body the key was first used with (sha-256). */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
