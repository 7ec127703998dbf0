import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One sign-in of an administrator, kept on the server (ASVS V7): the access token names it (its
 * `sid` claim) and every request reads it beside the user. `state` is 'active'; 'mfa' while the
 * login waits for the second factor (no access token yet, only the challenge key whose hash is
 * kept); 'enrol' while MFA_REQUIRED holds it to enrolling a factor before anything else.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('active'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Written at most once a minute per session, so the check on every request stays a read. */
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    /** The absolute end: the access token's own expiry. */
    expiresAt: at('expires_at').notNull(),
    /** When its owner last proved who they are (password or a factor): re-authentication asks after 5 minutes. */
    provedAt: at('proved_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /** logout, ended, others, password, deactivated, factors-reset. */
    endedReason: text('ended_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** SHA-256 of the second step's challenge key, while `state` is 'mfa'. */
    challengeHash: text('challenge_hash'),
    /** The WebAuthn challenge of a passkey ceremony under way in this session. */
    webauthnChallenge: text('webauthn_challenge'),
  },
  (t) => [
    index('sessions_user_open_idx').on(t.userId).where(sql`${t.endedAt} IS NULL`),
    uniqueIndex('sessions_challenge_unique').on(t.challengeHash),
  ],
);

/** An administrator's TOTP key (RFC 6238); usable once confirmed with a code. */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed with AES-256-GCM under a key derived from JWT_SECRET (lib/secret-box.ts). */
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  /** The time step of the last code accepted: that code and older ones are refused. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored as argon2id hashes like passwords. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys) used as a second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);
