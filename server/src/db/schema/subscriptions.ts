import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanInterval } from '@hub/contract/plans';
import type { PaymentMethod, SubscriptionStatus } from '@hub/contract/subscriptions';
import { companies, statusColumns } from './companies';
import { plans } from './plans';
import { timestamps } from './users';
import { vouchers } from './vouchers';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    /** Snapshots of the plan and the discount when subscribed: later edits do not rewrite history. */
    interval: text('interval').$type<PlanInterval>().notNull(),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
    /** The job cancels instead of expiring when the period ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    ...statusColumns,
    ...timestamps,
  },
  (t) => [
    // One live subscription per company, whatever the code above it does (DESIGN.md section 4).
    uniqueIndex('subscriptions_one_live_per_company')
      .on(t.companyId)
      .where(sql`${t.status} IN ('active', 'past_due')`),
    index('subscriptions_company_idx').on(t.companyId, t.createdAt),
    index('subscriptions_plan_idx').on(t.planId),
    index('subscriptions_status_created_idx').on(t.status, t.createdAt),
    // The list's default order (newest first): its page walks this instead of sorting every row.
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    // What the expiry job scans: live rows by the end of their period.
    index('subscriptions_live_period_end_idx')
      .on(t.periodEnd)
      .where(sql`${t.status} IN ('active', 'past_due')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} IN ('pending', 'active', 'past_due', 'cancelled', 'expired')`,
    ),
    check(
      'subscriptions_payment_method_check',
      sql`${t.paymentMethod} IN ('boleto', 'pix', 'card')`,
    ),
    check(
      'subscriptions_amounts_check',
      sql`${t.priceCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.discountCents} <= ${t.priceCents}`,
    ),
    check('subscriptions_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);
