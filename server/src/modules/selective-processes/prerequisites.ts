import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { COMPANY_LIFECYCLE, type CompanyStatus } from '@hub/contract/companies';
import { counted, formatCount } from '@hub/contract/counts';
import {
  FINAL_PROCESS_STATUSES,
  OPEN_PROCESS_STATUSES,
  PREREQUISITE_GATES,
  PREREQUISITE_LABELS,
  PREREQUISITE_MESSAGES,
  type Prerequisite,
  type ProcessAction,
  type ProcessReadiness,
  type ProcessStatus,
} from '@hub/contract/selective-processes';
import type { Db } from '../../db/client';
import {
  applications,
  companies,
  companyValuesAnswers,
  selectiveProcesses,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import {
  activePlanLimits,
  subscriptionToActivate,
  withinLimit,
  type PlanLimits,
} from '../subscriptions/plan-limits';

/*
 * What a process needs before its actions can succeed. The checklist of its page and the
 * refusals of the actions (opening, enrolling, the values test) are computed by the same checks
 * below, so the screen and the API cannot disagree, and a missing prerequisite is refused with
 * the same message and code (the prerequisite's key) by every action.
 */

type ProcessRow = typeof selectiveProcesses.$inferSelect;

export type Check = { key: Prerequisite; met: boolean; detail: string; message: string };

const check = (key: Prerequisite, met: boolean, detail: string, message: string): Check => ({
  key,
  met,
  detail,
  message,
});

export const companyActiveCheck = (status: CompanyStatus): Check => {
  const label = COMPANY_LIFECYCLE.labels[status];
  return check(
    'companyActive',
    status === 'active',
    `Status da empresa: ${label}`,
    PREREQUISITE_MESSAGES.companyActive(label),
  );
};

const subscriptionDetail = (plan: PlanLimits | null, toActivate: string | null): string => {
  if (plan) return `Plano ${plan.planName}`;
  return toActivate ? 'A assinatura da empresa aguarda ativação' : 'A empresa não tem assinatura';
};

export const activeSubscriptionCheck = (
  plan: PlanLimits | null,
  toActivate: string | null,
): Check =>
  check(
    'activeSubscription',
    plan !== null,
    subscriptionDetail(plan, toActivate),
    PREREQUISITE_MESSAGES.activeSubscription,
  );

/** "Plano Essencial: 2 de 3 processos abertos na empresa", or "1 processo aberto na empresa, sem limite". */
const usage = (
  plan: PlanLimits,
  count: number,
  limit: number | null,
  [one, many]: [string, string],
): string =>
  limit === null
    ? `Plano ${plan.planName}: ${counted(count, one, many)}, sem limite`
    : `Plano ${plan.planName}: ${formatCount(count)} de ${counted(limit, one, many)}`;

/** `open`: the company's other processes that count as open. */
export const openProcessLimitCheck = (plan: PlanLimits, open: number): Check =>
  check(
    'openProcessLimit',
    withinLimit(plan.maxOpenProcesses, open),
    usage(plan, open, plan.maxOpenProcesses, [
      'processo aberto na empresa',
      'processos abertos na empresa',
    ]),
    PREREQUISITE_MESSAGES.openProcessLimit(plan.planName, plan.maxOpenProcesses ?? 0),
  );

/** `count`: the process's applications now. */
export const applicationLimitCheck = (plan: PlanLimits, count: number): Check =>
  check(
    'applicationLimit',
    withinLimit(plan.maxApplicationsPerProcess, count),
    usage(plan, count, plan.maxApplicationsPerProcess, [
      'inscrição neste processo',
      'inscrições neste processo',
    ]),
    PREREQUISITE_MESSAGES.applicationLimit(plan.planName, plan.maxApplicationsPerProcess ?? 0),
  );

export const valuesProfileCheck = (answered: boolean): Check =>
  check(
    'valuesProfile',
    answered,
    answered
      ? 'A empresa respondeu o teste de valores'
      : 'A empresa ainda não respondeu o teste de valores',
    PREREQUISITE_MESSAGES.valuesProfile,
  );

/** What the checks of a process read, gathered in one place for the checklist and the guards alike. */
export type ProcessFacts = {
  companyStatus: CompanyStatus;
  plan: PlanLimits | null;
  subscriptionToActivate: string | null;
  /** The company's other processes that count as open. */
  openProcesses: number;
  applications: number;
  valuesProfile: boolean;
};

export const hasValuesProfile = async (db: Db, companyId: string): Promise<boolean> => {
  const [row] = await db
    .select({ companyId: companyValuesAnswers.companyId })
    .from(companyValuesAnswers)
    .where(eq(companyValuesAnswers.companyId, companyId))
    .limit(1);
  return row !== undefined;
};

const countOf = async (query: Promise<{ total: number }[]>): Promise<number> =>
  (await query)[0]?.total ?? 0;

/**
 * `lockCompany`: inside the transaction that opens a process, the company row is locked first, so
 * two processes of the same company opened at the same time are counted one after the other and
 * cannot both take the last place.
 */
export const gatherFacts = async (
  db: Db,
  process: ProcessRow,
  { lockCompany = false } = {},
): Promise<ProcessFacts> => {
  const companyQuery = db
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.id, process.companyId));
  const [company] = lockCompany ? await companyQuery.for('update') : await companyQuery;
  const [plan, toActivate, openProcesses, applicationCount, valuesProfile] = await Promise.all([
    activePlanLimits(db, process.companyId),
    subscriptionToActivate(db, process.companyId),
    countOf(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(selectiveProcesses)
        .where(
          and(
            eq(selectiveProcesses.companyId, process.companyId),
            inArray(selectiveProcesses.status, [...OPEN_PROCESS_STATUSES]),
            ne(selectiveProcesses.id, process.id),
          ),
        ),
    ),
    countOf(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(applications)
        .where(eq(applications.selectiveProcessId, process.id)),
    ),
    hasValuesProfile(db, process.companyId),
  ]);
  return {
    companyStatus: (company?.status ?? 'inactive') as CompanyStatus,
    plan,
    subscriptionToActivate: toActivate,
    openProcesses,
    applications: applicationCount,
    valuesProfile,
  };
};

/**
 * The checks that apply to the process as it is: the plan's limits only under an active
 * subscription (without one they are not known), the open-process limit only while it is a draft
 * (an open process already holds its place), the values profile only when it uses the values test.
 */
export const checksOf = (process: ProcessRow, facts: ProcessFacts): Check[] => {
  if (FINAL_PROCESS_STATUSES.includes(process.status as ProcessStatus)) return [];
  const { plan } = facts;
  return [
    companyActiveCheck(facts.companyStatus),
    activeSubscriptionCheck(plan, facts.subscriptionToActivate),
    ...(plan && process.status === 'draft'
      ? [openProcessLimitCheck(plan, facts.openProcesses)]
      : []),
    ...(plan ? [applicationLimitCheck(plan, facts.applications)] : []),
    ...(process.useValuesTest ? [valuesProfileCheck(facts.valuesProfile)] : []),
  ];
};

/** The first missing prerequisite that refuses the action, if any. */
export const refusalOf = (checks: Check[], action: ProcessAction): Check | undefined =>
  checks.find((item) => !item.met && PREREQUISITE_GATES[item.key].includes(action));

/** Refuses the action with the message and code of its first missing prerequisite. */
export const assertAllowed = (checks: Check[], action: ProcessAction): void => {
  const refusal = refusalOf(checks, action);
  if (refusal)
    throw new AppError({ kind: 'conflict', message: refusal.message, code: refusal.key });
};

export const readinessOf = (process: ProcessRow, facts: ProcessFacts): ProcessReadiness => {
  const checks = checksOf(process, facts);
  const refusal = (action: ProcessAction) => {
    const found = refusalOf(checks, action);
    return found ? { code: found.key, message: found.message } : null;
  };
  return {
    processId: process.id,
    companyId: process.companyId,
    checks: checks.map((item) => ({
      key: item.key,
      label: PREREQUISITE_LABELS[item.key],
      met: item.met,
      detail: item.detail,
      message: item.met ? null : item.message,
      gates: [...PREREQUISITE_GATES[item.key]],
    })),
    refusals: { open: refusal('open'), enrol: refusal('enrol'), valuesTest: refusal('valuesTest') },
    subscriptionId: facts.plan?.subscriptionId ?? facts.subscriptionToActivate,
  };
};
