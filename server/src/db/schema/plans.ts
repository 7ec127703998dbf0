import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlanInterval, PlanStatus } from '@hub/contract/plans';
import { statusColumns } from './companies';
import { timestamps } from './users';

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    interval: text('interval').$type<PlanInterval>().notNull(),
    /** null = unlimited. */
    maxOpenProcesses: integer('max_open_processes'),
    /** null = unlimited. */
    maxApplicationsPerProcess: integer('max_applications_per_process'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    displayOrder: integer('display_order').notNull().default(0),
    status: text('status').$type<PlanStatus>().notNull().default('active'),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_name_unique').on(sql`lower(${t.name})`),
    index('plans_status_order_idx').on(t.status, t.displayOrder),
    check('plans_price_check', sql`${t.priceCents} >= 0`),
    check(
      'plans_interval_check',
      sql`${t.interval} IN ('monthly', 'quarterly', 'semiannual', 'yearly')`,
    ),
    check('plans_status_check', sql`${t.status} IN ('active', 'inactive')`),
  ],
);
