import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { foldedIndex, foldedOf } from './folded';
import { statusColumns } from './companies';
import { timestamps } from './users';

/** Partners of the council: companies offering benefits (vouchers may point to them). */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameFolded: foldedOf('name'),
    cnpj: text('cnpj'),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    logoUrl: text('logo_url'),
    description: text('description'),
    benefit: text('benefit'),
    status: text('status').notNull().default('active'),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('partners_cnpj_unique').on(t.cnpj.op('text_pattern_ops')),
    index('partners_status_idx').on(t.status),
    index('partners_created_idx').on(t.createdAt),
    index('partners_name_idx').on(sql`lower(${t.name})`),
    foldedIndex('partners_name_folded_trgm_idx', t.nameFolded),
    check('partners_status_check', sql`${t.status} IN ('active', 'inactive')`),
  ],
);
