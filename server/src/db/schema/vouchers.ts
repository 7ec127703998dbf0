import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DiscountType, VoucherStatus } from '@hub/contract/vouchers';
import { statusColumns } from './companies';
import { partners } from './partners';
import { timestamps } from './users';

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case A-Z, 0-9 and '-' (the contract normalises it before it gets here). */
    code: text('code').notNull(),
    description: text('description'),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Percent (1-100) or cents, depending on discountType. */
    discountValue: integer('discount_value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    /** null = unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Incremented only by a conditional UPDATE inside the subscription's transaction. */
    redemptions: integer('redemptions').notNull().default(0),
    /** Empty = valid for every plan. Plans are archived, never deleted, so ids stay meaningful. */
    planIds: uuid('plan_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    status: text('status').$type<VoucherStatus>().notNull().default('active'),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    index('vouchers_status_idx').on(t.status),
    index('vouchers_partner_idx').on(t.partnerId),
    // The last line of defence of atomic redemption: no write can push uses past the maximum.
    check(
      'vouchers_redemptions_check',
      sql`${t.redemptions} >= 0 AND (${t.maxRedemptions} IS NULL OR ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
    check('vouchers_status_check', sql`${t.status} IN ('active', 'inactive')`),
    check(
      'vouchers_discount_check',
      sql`${t.discountValue} >= 1 AND (${t.discountType} <> 'percent' OR ${t.discountValue} <= 100)`,
    ),
  ],
);
