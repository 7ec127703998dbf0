import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, type AnyPgColumn, type ExtraConfigColumn, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { foldedIndex, foldedOf, unaccentedIndex } from './folded';
import { timestamps, users } from './users';

/** A message an administrator sent to professionals (typeUser 1) or companies (typeUser 2). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    typeUser: smallint('type_user').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised HTML, safe to render. */
    body: text('body').notNull(),
    /** The body as plain text: search, excerpts and WhatsApp. */
    textBody: text('text_body').notNull(),
    channels: text('channels').array().notNull(),
    audience: jsonb('audience').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('messages_author_type_created_idx').on(t.authorId, t.typeUser, t.createdAt),
    // The mailbox's and the top bar's searches by subject and text (ilikeUnaccented).
    unaccentedIndex('messages_subject_unaccent_trgm_idx', t.subject),
    unaccentedIndex('messages_text_body_unaccent_trgm_idx', t.textBody),
  ],
);

export const messageLabels = pgTable(
  'message_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('message_labels_name_unique').on(sql`lower(${t.name})`)],
);

export const messageLabelLinks = pgTable(
  'message_label_links',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => messageLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.labelId] }), index('message_label_links_label_idx').on(t.labelId)],
);

/** Who a message went to, copied at send time so later edits of the registry do not rewrite history. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    typeUser: smallint('type_user').notNull(),
    /** The professional's or company's id in the registry (no foreign key: anonymisation keeps the history). */
    recipientId: uuid('recipient_id'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The channels this person accepts (professionals' notification preferences). */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`ARRAY['email', 'whatsapp', 'in_app']::text[]`),
    /**
     * This person's values of the message's fields ({{nome}}…), copied at send time; the worker
     * renders the subject and body with them. Null for messages sent before fields existed.
     */
    fields: jsonb('fields').$type<Record<string, string>>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // A message's recipients page by name (column collation pt_br): the index hands it the page in order.
    index('message_recipients_message_name_idx').on(t.messageId, t.name, t.id),
    index('message_recipients_recipient_idx').on(t.recipientId),
  ],
);

/** A reusable subject and body with fields ({{nome}}, {{empresa}}…), for compose and bulk actions. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameFolded: foldedOf('name'),
    subject: text('subject').notNull(),
    /** Plain text: its lines become paragraphs when it is sent. */
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('message_templates_name_unique').on(sql`lower(${t.name})`),
    foldedIndex('message_templates_name_folded_trgm_idx', t.nameFolded),
  ],
);

/**
 * A mail the platform sends by itself (a password link, an invitation, an approval), to one address.
 * Its content is erased once its delivery is final: a password link is a credential.
 */
export const mails = pgTable('mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What kind of mail it is (the email log's 'Tipo'): password-reset, super-admin-invite… */
  template: text('template').notNull(),
  toName: text('to_name').notNull(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  textBody: text('text_body').notNull(),
  /** A calendar invitation sent with the mail as its text/calendar part (an interview's, decision 050). */
  calendar: jsonb('calendar').$type<MailCalendar>(),
  /** The approved WhatsApp template its WhatsApp delivery sends instead of free text (a reminder's). */
  whatsappTemplate: jsonb('whatsapp_template').$type<WhatsAppTemplate>(),
  /** A file sent with the mail (a scheduled report's .xlsx), erased with the rest of its content. */
  attachment: jsonb('attachment').$type<MailAttachment>(),
  createdAt: timestamps.createdAt,
});

/** An iCalendar text and its METHOD (REQUEST, CANCEL), as nodemailer's `icalEvent` takes them. */
export type MailCalendar = { method: string; content: string };
/** A file attached to a platform mail: its name, type and bytes in base64. */
export type MailAttachment = { filename: string; contentType: string; base64: string };
/** A template message of the WhatsApp Cloud API: its name, language and body parameters in order. */
export type WhatsAppTemplate = { name: string; language: string; parameters: string[] };

/**
 * What a search of the deliveries reads, in one text: name, address, subject and error, each on
 * a line of its own so that a key never spans two of them.
 */
export const deliverySearchedText = (t: {
  toName: AnyPgColumn | ExtraConfigColumn;
  toAddress: AnyPgColumn | ExtraConfigColumn;
  subject: AnyPgColumn | ExtraConfigColumn;
  lastError: AnyPgColumn | ExtraConfigColumn;
}): SQL =>
  sql`${t.toName} || chr(10) || coalesce(${t.toAddress}, '') || chr(10) || ${t.subject} || chr(10) || coalesce(${t.lastError}, '')`;

/**
 * The outbox: one row per recipient and channel of a message, or one per platform mail. The worker
 * claims rows with FOR UPDATE SKIP LOCKED, marks them 'sending' under a lease, and sends with
 * idempotencyKey as the mail's Message-ID or the WhatsApp request's opaque data.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The message and recipient, for a message's deliveries; both null for a platform mail. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => messageRecipients.id, { onDelete: 'cascade' }),
    mailId: uuid('mail_id').references(() => mails.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /**
     * Whom and what it goes to, copied from its recipient and message (or its mail) when it is
     * queued: the failures' log reads and searches this one table (decision 036). An anonymisation
     * rewrites them with the recipient's; a subject edited reaches the deliveries not yet final.
     */
    toName: text('to_name').notNull(),
    /** The email or phone of its channel; null when the recipient has none for it. */
    toAddress: text('to_address'),
    subject: text('subject').notNull(),
    /** pending | sending | sent | failed | not_configured */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    /** The provider's acknowledgement (SMTP Message-ID, WhatsApp message id): once set, never sent again. */
    providerId: text('provider_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('deliveries_idempotency_key_unique').on(t.idempotencyKey),
    index('deliveries_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('deliveries_message_status_idx').on(t.messageId, t.status),
    index('deliveries_recipient_idx').on(t.recipientId),
    index('deliveries_channel_status_updated_idx').on(t.channel, t.status, t.updatedAt),
    index('deliveries_mail_idx').on(t.mailId),
    // The failures' log searched (its one group, log-definitions.ts): the key in any of its texts.
    index('deliveries_email_failures_search_idx')
      .using('gin', sql`immutable_unaccent(${deliverySearchedText(t)}) gin_trgm_ops`)
      .where(sql`${t.channel} = 'email' AND ${t.status} = 'failed'`),
    check(
      'deliveries_message_or_mail',
      sql`(${t.mailId} IS NULL AND ${t.messageId} IS NOT NULL AND ${t.recipientId} IS NOT NULL) OR (${t.mailId} IS NOT NULL AND ${t.messageId} IS NULL AND ${t.recipientId} IS NULL)`,
    ),
  ],
);

/** Every failed attempt of a delivery, the retried ones too. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    attempt: integer('attempt').notNull(),
    /** retry (will be tried again) | failed (final) */
    outcome: text('outcome').notNull(),
    code: text('code'),
    error: text('error').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('delivery_attempts_created_idx').on(t.createdAt), index('delivery_attempts_delivery_idx').on(t.deliveryId)],
);

/** One row per WhatsApp Cloud API request (or skipped send when it is not configured). */
export const whatsappLog = pgTable(
  'whatsapp_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    /** sent | failed | not_configured */
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    providerId: text('provider_id'),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('whatsapp_log_created_idx').on(t.createdAt), index('whatsapp_log_status_idx').on(t.status)],
);

/** Figures too costly to count on every request (the dashboard), refreshed by the outbox worker. */
export const dashboardSnapshots = pgTable('dashboard_snapshots', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
