import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema/index';

/*
 * What a company's subscription grants its selective processes, read by their prerequisites
 * (selective-processes/prerequisites.ts), which word the refusals. Only an `active` subscription
 * grants limits: pending, past-due, cancelled and expired ones do not. A null limit means unlimited.
 */

export type PlanLimits = {
  subscriptionId: string;
  planId: string;
  planName: string;
  maxOpenProcesses: number | null;
  maxApplicationsPerProcess: number | null;
};

/** The limits of the company's active subscription's plan (the plan as it is now), or null. */
export const activePlanLimits = async (db: Db, companyId: string): Promise<PlanLimits | null> => {
  const [row] = await db
    .select({
      subscriptionId: subscriptions.id,
      planId: plans.id,
      planName: plans.name,
      maxOpenProcesses: plans.maxOpenProcesses,
      maxApplicationsPerProcess: plans.maxApplicationsPerProcess,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row ?? null;
};

/** The company's newest subscription that activating would make it subscribed (pending or past due). */
export const subscriptionToActivate = async (db: Db, companyId: string): Promise<string | null> => {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        inArray(subscriptions.status, ['pending', 'past_due']),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.id ?? null;
};

/** Whether one more fits: `current` counts what there is without the one being added. */
export const withinLimit = (limit: number | null, current: number): boolean =>
  limit === null || current < limit;
