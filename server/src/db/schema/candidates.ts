import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedIndex, foldedOf } from './folded';
import { statusColumns } from './companies';
import { timestamps, users } from './users';

/**
 * Professionals (candidates). They sign in to their own app, not to this back-office; the
 * trigram index on email is in the `registry_search` custom migration.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameFolded: foldedOf('name'),
    email: text('email').notNull(),
    /** Eleven digits, no punctuation. */
    cpf: text('cpf').notNull(),
    /** Council registration number, upper-case. */
    registrationNumber: text('registration_number'),
    registrationStatus: text('registration_status').notNull().default('nao_verificado'),
    registrationCheckedAt: timestamp('registration_checked_at', {
      withTimezone: true,
      mode: 'date',
    }),
    registrationCheckedBy: uuid('registration_checked_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** E.164. */
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    city: text('city'),
    uf: text('uf'),
    educationLevel: text('education_level'),
    area: text('area'),
    headline: text('headline'),
    about: text('about'),
    linkedinUrl: text('linkedin_url'),
    videoResumeUrl: text('video_resume_url'),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }),
    /** For the professionals' own app; never answered by this API. */
    passwordHash: text('password_hash'),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(false),
    notifyInApp: boolean('notify_in_app').notNull().default(true),
    passwordResetSentAt: timestamp('password_reset_sent_at', { withTimezone: true, mode: 'date' }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true, mode: 'date' }),
    status: text('status').notNull().default('incomplete'),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    // text_pattern_ops lets `cpf LIKE '123%'` (search by the start of a CPF) use the index.
    uniqueIndex('candidates_cpf_unique').on(t.cpf.op('text_pattern_ops')),
    uniqueIndex('candidates_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('candidates_registration_unique').on(t.registrationNumber.op('text_pattern_ops')),
    index('candidates_status_created_idx').on(t.status, t.createdAt),
    index('candidates_created_idx').on(t.createdAt),
    index('candidates_uf_city_idx').on(t.uf, t.city),
    // The list's default order (name, then id): pages are read from the index, deep ones too.
    index('candidates_name_id_idx').on(t.name, t.id),
    // The WhatsApp channel asks whether a number is a professional's (their opt-in then rules).
    index('candidates_phone_idx').on(t.phone),
    foldedIndex('candidates_name_folded_trgm_idx', t.nameFolded),
    check(
      'candidates_status_check',
      sql`${t.status} IN ('incomplete', 'active', 'blocked', 'anonymized')`,
    ),
    check(
      'candidates_registration_status_check',
      sql`${t.registrationStatus} IN ('regular', 'irregular', 'nao_verificado')`,
    ),
  ],
);

/** Single-use password links mailed to professionals for their own app; only the hash is kept. */
export const candidatePasswordKeys = pgTable(
  'candidate_password_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('candidate_password_keys_hash_unique').on(t.tokenHash)],
);

/**
 * A professional's opt-in to WhatsApp messages from the council (LGPD art. 8; the Cloud API's
 * policy): for the number it was given for, when, through which channel and the text agreed to,
 * and its revocation. A WhatsApp to a professional's number goes only while one is active.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('whatsapp_consents_candidate_idx').on(t.candidateId, t.givenAt),
    index('whatsapp_consents_active_phone_idx').on(t.phone).where(sql`${t.revokedAt} IS NULL`),
  ],
);
