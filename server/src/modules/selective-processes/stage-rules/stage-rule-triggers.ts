import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processStages, stageRules } from '../../../db/schema/index';
import { scheduleJobOnce, withdrawJobs } from '../../../lib/jobs/schedule';

/*
 * Where the pipeline decides what its rules do (decision 051), in the transaction of the write that
 * causes it: a stage entered, answers that leave a mandatory requirement unmet, an outcome. Kept
 * below the applications' services, which call it, and above nothing of theirs.
 */

export const STAGE_RULE_JOB = 'stage-rule';

/** What a rule's action is about: entering a stage, the rejection for an unmet requirement, the refusal after it. */
export type StageRuleStep = 'enter' | 'unmet' | 'refusal';

export type StageRulePayload = {
  ruleId: string;
  applicationId: string;
  step: StageRuleStep;
  stageId?: string;
};

/** Every action of an application starts so: leaving a stage withdraws them at once. */
const applicationPrefix = (applicationId: string) => `${STAGE_RULE_JOB}:${applicationId}:`;

const HOUR_MS = 3_600_000;

/** A rule's action on one application, once per key (a stage entry, the unmet requirement). */
export const scheduleRuleAction = (
  db: Db,
  rule: { id: string; delayHours: number },
  payload: Omit<StageRulePayload, 'ruleId'>,
  entry: string,
  from = new Date(),
): Promise<void> =>
  scheduleJobOnce(db, {
    kind: STAGE_RULE_JOB,
    key: `${applicationPrefix(payload.applicationId)}${entry}:${rule.id}`,
    runAt: new Date(from.getTime() + rule.delayHours * HOUR_MS),
    payload: { ...payload, ruleId: rule.id },
  });

/** The application left where its pending actions were meant for (moved, undone, decided): none of them runs. */
export const withdrawRuleActions = (db: Db, applicationId: string): Promise<number> =>
  withdrawJobs(db, { prefix: applicationPrefix(applicationId) });

/**
 * An application entered a stage (`entry` names this entry: the move's log row, its enrolment):
 * what was pending for the stage it left is withdrawn, and the rules switched on for this stage
 * (and for the hiring stage, the hiring notice) are scheduled.
 */
export const stageEntered = async (
  db: Db,
  entered: { applicationId: string; processId: string; stageId: string; hiring: boolean },
  entry: string,
): Promise<void> => {
  await withdrawRuleActions(db, entered.applicationId);
  const rules = await db
    .select({
      id: stageRules.id,
      kind: stageRules.kind,
      stageId: stageRules.stageId,
      delayHours: stageRules.delayHours,
    })
    .from(stageRules)
    .where(and(eq(stageRules.selectiveProcessId, entered.processId), eq(stageRules.enabled, true)));
  for (const rule of rules) {
    const acts =
      rule.kind === 'stage_entered'
        ? rule.stageId === entered.stageId
        : rule.kind === 'hired' && entered.hiring;
    if (acts)
      await scheduleRuleAction(
        db,
        rule,
        { applicationId: entered.applicationId, step: 'enter', stageId: entered.stageId },
        entry,
      );
  }
};

/**
 * Answers (or a change of the process's requirements and questions) left these applications with
 * a mandatory requirement unmet or an eliminatory question failed: each rule for it rejects them, once.
 */
export const mandatoryUnmet = async (
  db: Db,
  processId: string,
  applicationIds: readonly string[],
): Promise<void> => {
  if (applicationIds.length === 0) return;
  const rules = await db
    .select({ id: stageRules.id })
    .from(stageRules)
    .where(
      and(
        eq(stageRules.selectiveProcessId, processId),
        eq(stageRules.kind, 'mandatory_unmet'),
        eq(stageRules.enabled, true),
      ),
    );
  for (const rule of rules)
    for (const applicationId of applicationIds)
      await scheduleRuleAction(
        db,
        { id: rule.id, delayHours: 0 },
        { applicationId, step: 'unmet' },
        'unmet',
      );
};

/** A new process's rules: the council's defaults, each stage found by its name among the process's. */
export const copyDefaultRules = async (
  db: Db,
  processId: string,
  createdBy: string | null,
): Promise<void> => {
  const defaults = await db.select().from(stageRules).where(isNull(stageRules.selectiveProcessId));
  if (defaults.length === 0) return;
  const stages = await db
    .select()
    .from(processStages)
    .where(eq(processStages.selectiveProcessId, processId));
  const byName = new Map(stages.map((stage) => [stage.name.toLocaleLowerCase('pt-BR'), stage.id]));
  await db.insert(stageRules).values(
    defaults.map((rule) => ({
      selectiveProcessId: processId,
      name: rule.name,
      kind: rule.kind,
      stageId: rule.stageName
        ? (byName.get(rule.stageName.toLocaleLowerCase('pt-BR')) ?? null)
        : null,
      stageName: rule.stageName,
      templateId: rule.templateId,
      templateName: rule.templateName,
      delayHours: rule.delayHours,
      whatsapp: rule.whatsapp,
      enabled: rule.enabled,
      createdBy,
    })),
  );
};
