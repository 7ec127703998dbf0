import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** 0 super-admin, 1 professional, 2 company (the spec's typeUser). */
    typeUser: smallint('type_user').notNull(),
    status: text('status').notNull().default('active'),
    /** Bumped on password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    photoUrl: text('photo_url'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_type_status_idx').on(t.typeUser, t.status)],
);

/**
 * Access profiles (decision 028): what an administrator may see and do. The built-in ones are
 * inserted by their migration with the fixed ids of contract/src/permissions.ts and never change
 * through the API; `ufs` (null: every UF) is the regional scope a later change enforces.
 */
export const accessProfiles = pgTable(
  'access_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    builtIn: boolean('built_in').notNull().default(false),
    permissions: text('permissions').array().notNull(),
    ufs: text('ufs').array(),
    ...timestamps,
  },
  (t) => [uniqueIndex('access_profiles_name_unique').on(sql`lower(${t.name})`)],
);

export const superAdminProfiles = pgTable('super_admin_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  occupation: text('occupation'),
  /**
   * The profile held: none (null) holds nothing until a profile is chosen (DESIGN 5c). Those from
   * before profiles are Super-administradores; no insert gets one by default.
   */
  accessProfileId: uuid('access_profile_id').references(() => accessProfiles.id, { onDelete: 'restrict' }),
  /** A narrower regional scope than the profile's, for one administrator (null: the profile's). */
  ufs: text('ufs').array(),
  ...timestamps,
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the key sent by mail: a leaked table row cannot reset a password. */
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);
