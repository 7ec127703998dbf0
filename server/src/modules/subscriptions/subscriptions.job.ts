import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES } from '@hub/contract/subscriptions';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/index';
import { recordSystemAudit } from '../../lib/audit';
import type { JobHandler } from '../../lib/jobs/worker';

const BATCH = 200;
export const EXPIRED_REASON = 'Período encerrado sem renovação';

/**
 * Ends the live subscriptions whose period is over: expired, or cancelled when cancellation at
 * the period's end was asked. Safe with several instances running it at once: each batch is
 * claimed with FOR UPDATE SKIP LOCKED and re-checked by the UPDATE, so a row is ended once.
 * Answers how many rows this call ended.
 */
export const expireEndedSubscriptions = async (db: Db, now = new Date()): Promise<number> => {
  let ended = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
            lte(subscriptions.periodEnd, now),
          ),
        )
        .orderBy(asc(subscriptions.periodEnd))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const updated = await tx
        .update(subscriptions)
        .set({
          status: sql`CASE WHEN ${subscriptions.cancelAtPeriodEnd} THEN 'cancelled' ELSE 'expired' END`,
          statusReason: sql`CASE WHEN ${subscriptions.cancelAtPeriodEnd} THEN ${subscriptions.statusReason} ELSE ${EXPIRED_REASON} END`,
          statusChangedAt: now,
          statusChangedBy: null,
          updatedAt: now,
        })
        .where(
          and(
            inArray(subscriptions.id, due),
            inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
          ),
        )
        .returning({
          id: subscriptions.id,
          status: subscriptions.status,
          periodEnd: subscriptions.periodEnd,
        });
      await recordSystemAudit(
        tx,
        updated.map((row) => ({
          action: 'subscription.end',
          entity: 'subscriptions',
          entityId: row.id,
          after: row,
        })),
      );
      return updated;
    });
    ended += rows.length;
    if (rows.length < BATCH) return ended;
  }
};

/** The expiry's one recurring action (lib/jobs): one instance runs it, every `intervalMs`. */
export const SUBSCRIPTION_EXPIRY_JOB = { kind: 'subscriptions.expire', key: 'subscriptions.expire' } as const;

export const expireSubscriptionsEvery =
  (intervalMs: number): JobHandler =>
  async (tx) => {
    await expireEndedSubscriptions(tx);
    return { next: new Date(Date.now() + intervalMs) };
  };
