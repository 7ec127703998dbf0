import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedIndex, foldedOf } from './folded';
import { timestamps, users } from './users';

/** Who moved a row to its current status, when and why (the full history is in the audit log). */
export const statusColumns = {
  statusReason: text('status_reason'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
  statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
};

/**
 * Companies of the hub (they sign in to their own app, not here). The trigram index on email is
 * in the `registry_search` custom migration.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    legalNameFolded: foldedOf('legal_name'),
    tradeNameFolded: foldedOf('trade_name'),
    /** Upper-case letters and digits only (alphanumeric CNPJs exist from 2026). */
    cnpj: text('cnpj').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    sector: text('sector'),
    size: text('size'),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    uf: text('uf'),
    contactName: text('contact_name'),
    logoUrl: text('logo_url'),
    about: text('about'),
    status: text('status').notNull().default('pending'),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_cnpj_unique').on(t.cnpj.op('text_pattern_ops')),
    uniqueIndex('companies_email_unique').on(sql`lower(${t.email})`),
    index('companies_status_created_idx').on(t.status, t.createdAt),
    index('companies_created_idx').on(t.createdAt),
    index('companies_uf_city_idx').on(t.uf, t.city),
    // The list's default order (legal name, then id): pages are read from the index, deep ones too.
    index('companies_legal_name_id_idx').on(t.legalName, t.id),
    foldedIndex('companies_legal_name_folded_trgm_idx', t.legalNameFolded),
    foldedIndex('companies_trade_name_folded_trgm_idx', t.tradeNameFolded),
    check(
      'companies_status_check',
      sql`${t.status} IN ('pending', 'active', 'suspended', 'inactive')`,
    ),
  ],
);

/** The values of the values test: seeded by a migration, edited by administrators. */
export const valuesTestItems = pgTable(
  'values_test_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('values_test_items_name_unique').on(sql`lower(${t.name})`)],
);

/** A company's rating (1 to 5) of each value: its culture, matched against professionals'. */
export const companyValuesAnswers = pgTable(
  'company_values_answers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => valuesTestItems.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.valueId] }),
    check('company_values_answers_score_check', sql`${t.score} BETWEEN 1 AND 5`),
  ],
);
