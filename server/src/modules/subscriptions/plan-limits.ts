import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema/index';
import type { ErrorSpec } from '../../lib/errors';

/*
 * The limits of a company's plan, for the selective-processes module.
 *
 * Usage (inside the transaction that opens the process or enrols the professional):
 *   const check = await mayOpenProcess(tx, companyId, openProcessCount);
 *   if (!check.allowed) throw new AppError(check.error);
 *
 * The caller passes its own counts (the company's processes that count as open, without the one
 * being opened; the process's applications, without the one being added), so this file knows
 * nothing of the processes tables. Only an `active` subscription grants limits: pending,
 * past-due, cancelled and expired ones do not. A null limit means unlimited.
 */

export type PlanLimits = {
  subscriptionId: string;
  planId: string;
  planName: string;
  maxOpenProcesses: number | null;
  maxApplicationsPerProcess: number | null;
};

export type LimitCheck =
  { allowed: true; limits: PlanLimits } | { allowed: false; error: ErrorSpec };

export const PlanLimitErrors = {
  noActiveSubscription: {
    kind: 'conflict',
    message: 'A empresa não tem uma assinatura ativa. Ative uma assinatura para continuar.',
  },
  processLimit: (limits: PlanLimits): ErrorSpec => ({
    kind: 'conflict',
    message: `O plano ${limits.planName} permite até ${limits.maxOpenProcesses} processos abertos ao mesmo tempo`,
  }),
  applicationLimit: (limits: PlanLimits): ErrorSpec => ({
    kind: 'conflict',
    message: `O plano ${limits.planName} permite até ${limits.maxApplicationsPerProcess} inscrições por processo`,
  }),
} as const;

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

const check = async (
  db: Db,
  companyId: string,
  current: number,
  limitOf: (limits: PlanLimits) => number | null,
  refusal: (limits: PlanLimits) => ErrorSpec,
): Promise<LimitCheck> => {
  const limits = await activePlanLimits(db, companyId);
  if (!limits) return { allowed: false, error: PlanLimitErrors.noActiveSubscription };
  const limit = limitOf(limits);
  return limit === null || current < limit
    ? { allowed: true, limits }
    : { allowed: false, error: refusal(limits) };
};

/** May the company open another process, given how many it has open now? */
export const mayOpenProcess = (
  db: Db,
  companyId: string,
  openProcesses: number,
): Promise<LimitCheck> =>
  check(
    db,
    companyId,
    openProcesses,
    (limits) => limits.maxOpenProcesses,
    PlanLimitErrors.processLimit,
  );

/** May a process of the company take another application, given how many it has now? */
export const mayTakeApplication = (
  db: Db,
  companyId: string,
  applications: number,
): Promise<LimitCheck> =>
  check(
    db,
    companyId,
    applications,
    (limits) => limits.maxApplicationsPerProcess,
    PlanLimitErrors.applicationLimit,
  );
