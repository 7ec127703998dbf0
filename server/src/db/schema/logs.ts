import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { unaccentedIndex } from './folded';
import { users } from './users';

/** Every administrator write: who did what to which row, with the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The record's name when it was written (a company's, a process's title…): what the trail shows and is searched by. */
    recordLabel: text('record_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The search's expressions exactly (lib/listing.ts ilikeUnaccented), and what else it reads
    // (modules/audit): the actions by label, the actors by name, a record's whole id.
    unaccentedIndex('audit_log_record_label_unaccent_trgm_idx', t.recordLabel),
    unaccentedIndex('audit_log_actor_email_unaccent_trgm_idx', t.actorEmail),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_entity_id_idx').on(t.entityId),
  ],
);

/** One row per mail the platform tried to send: sent or failed, with the transport's answer. */
export const emailLog = pgTable(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull(),
    messageId: text('message_id'),
    error: text('error'),
    /** The outbox delivery the mail was, whose recipient places it in a regional scope (decision 047). */
    deliveryId: uuid('delivery_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('email_log_created_idx').on(t.createdAt),
    index('email_log_status_idx').on(t.status),
    // The search's expressions exactly (lib/listing.ts ilikeUnaccented), and the templates it finds by label.
    unaccentedIndex('email_log_to_unaccent_trgm_idx', t.to),
    unaccentedIndex('email_log_subject_unaccent_trgm_idx', t.subject),
    index('email_log_template_idx').on(t.template),
  ],
);
