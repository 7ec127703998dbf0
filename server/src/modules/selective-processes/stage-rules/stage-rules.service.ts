import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  STAGE_RULE_MESSAGES,
  type DefaultStageRuleInput,
  type StageRule,
  type StageRuleInput,
  type StageRuleKind,
  type StageRulePreview,
  type StageRuleSwitchBody,
} from '@hub/contract/stage-rules';
import type { Db } from '../../../db/client';
import { applications, messageTemplates, stageRules } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { withdrawJobs } from '../../../lib/jobs/schedule';
import { iso } from '../../../lib/records';
import { hiringStageOf, stageOfProcess } from '../applications/applications.service';
import { ProcessErrors } from '../selective-processes.errors';
import { findProcessRow, isFinal } from '../selective-processes.service';
import { STAGE_RULE_JOB, scheduleRuleAction } from './stage-rule-triggers';
import { StageRuleErrors } from './stage-rules.errors';

type RuleRow = typeof stageRules.$inferSelect;

/**
 * Why a rule cannot act, or null: what it needs was deleted since it was written, or its channel
 * is not configured on this installation.
 */
export const brokenReason = (
  rule: Pick<
    RuleRow,
    | 'kind'
    | 'selectiveProcessId'
    | 'stageId'
    | 'stageName'
    | 'templateId'
    | 'templateName'
    | 'whatsapp'
  >,
  whatsappConfigured: boolean,
): string | null => {
  if (rule.kind !== 'hired' && !rule.templateId)
    return STAGE_RULE_MESSAGES.templateDeleted(rule.templateName);
  if (rule.whatsapp && !whatsappConfigured) return STAGE_RULE_MESSAGES.whatsappNotConfigured;
  // A default names its stage; a process's rule lost it when the stage was removed.
  if (rule.kind === 'stage_entered' && rule.selectiveProcessId && !rule.stageId)
    return STAGE_RULE_MESSAGES.stageRemoved(rule.stageName);
  return null;
};

const toRule = (row: RuleRow, whatsappConfigured: boolean): StageRule => ({
  id: row.id,
  selectiveProcessId: row.selectiveProcessId,
  name: row.name,
  kind: row.kind as StageRuleKind,
  stageId: row.stageId,
  stageName: row.stageName,
  templateId: row.templateId,
  templateName: row.templateName,
  delayHours: row.delayHours,
  whatsapp: row.whatsapp,
  enabled: row.enabled,
  broken: brokenReason(row, whatsappConfigured),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const auditOf = ({
  name,
  kind,
  stageName,
  templateName,
  delayHours,
  whatsapp,
  enabled,
}: RuleRow) => ({
  name,
  kind,
  stageName,
  templateName,
  delayHours,
  whatsapp,
  enabled,
});

const templateNameOf = async (
  db: Db,
  templateId: string | null | undefined,
): Promise<string | null> => {
  if (!templateId) return null;
  const [template] = await db
    .select({ name: messageTemplates.name })
    .from(messageTemplates)
    .where(eq(messageTemplates.id, templateId));
  if (!template) throw new AppError(StageRuleErrors.templateNotFound);
  return template.name;
};

/** The process, refused when it is unknown (404) or over (409: its rules no longer act). */
const editableProcess = async (tx: Db, processId: string) => {
  const process = await findProcessRow(tx, processId, true);
  if (isFinal(process.status)) throw new AppError(ProcessErrors.notEditable);
  return process;
};

/** A process's rule, locked for the write; another process's rule is not found. */
const findRule = async (
  db: Db,
  processId: string | null,
  ruleId: string,
  lock = false,
): Promise<RuleRow> => {
  const query = db
    .select()
    .from(stageRules)
    .where(
      and(
        eq(stageRules.id, ruleId),
        processId
          ? eq(stageRules.selectiveProcessId, processId)
          : isNull(stageRules.selectiveProcessId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(StageRuleErrors.notFound);
  return row;
};

/** What a process's rule body writes: its stage checked against the process, its template's name kept. */
const processRuleValues = async (tx: Db, processId: string, body: StageRuleInput) => {
  const stage =
    body.kind === 'stage_entered' && body.stageId
      ? await stageOfProcess(tx, processId, body.stageId)
      : null;
  if (body.kind === 'stage_entered' && !stage)
    throw new AppError(StageRuleErrors.stageNotInProcess);
  const templateId = body.kind === 'hired' ? null : (body.templateId ?? null);
  return {
    name: body.name,
    kind: body.kind,
    stageId: stage?.id ?? null,
    stageName: stage?.name ?? null,
    templateId,
    templateName: await templateNameOf(tx, templateId),
    delayHours: body.delayHours,
    whatsapp: body.kind !== 'hired' && body.whatsapp,
    updatedAt: new Date(),
  };
};

const AUDITED = 'stage_rules';

type RuleValues = Omit<typeof stageRules.$inferInsert, 'id'>;

/** Writes a new rule (a process's or a default) and audits it, in the caller's transaction. */
const insertRule = async (tx: Db, request: FastifyRequest, values: RuleValues, whatsappConfigured: boolean): Promise<StageRule> => {
  const [row] = await tx
    .insert(stageRules)
    .values({ ...values, createdBy: request.user?.id ?? null })
    .returning();
  if (!row) throw new Error('stage rule insert returned nothing');
  await recordAudit(tx, request, { action: 'stage-rule.create', entity: AUDITED, entityId: row.id, after: auditOf(row) });
  return toRule(row, whatsappConfigured);
};

/** Rewrites a rule found locked as `before` and audits the change, in the caller's transaction. */
const rewriteRule = async (
  tx: Db,
  request: FastifyRequest,
  before: RuleRow,
  values: Partial<RuleValues>,
  whatsappConfigured: boolean,
): Promise<StageRule> => {
  const [row] = await tx.update(stageRules).set(values).where(eq(stageRules.id, before.id)).returning();
  if (!row) throw new AppError(StageRuleErrors.notFound);
  await recordAudit(tx, request, {
    action: 'stage-rule.update',
    entity: AUDITED,
    entityId: row.id,
    before: auditOf(before),
    after: auditOf(row),
  });
  return toRule(row, whatsappConfigured);
};

export const listRules = async (
  db: Db,
  processId: string,
  whatsappConfigured: boolean,
): Promise<StageRule[]> => {
  await findProcessRow(db, processId);
  const rows = await db
    .select()
    .from(stageRules)
    .where(eq(stageRules.selectiveProcessId, processId))
    .orderBy(asc(stageRules.createdAt), asc(stageRules.id));
  return rows.map((row) => toRule(row, whatsappConfigured));
};

export const createRule = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: StageRuleInput,
  whatsappConfigured: boolean,
): Promise<StageRule> =>
  db.transaction(async (tx) => {
    await editableProcess(tx, processId);
    return insertRule(tx, request, { ...(await processRuleValues(tx, processId, body)), selectiveProcessId: processId }, whatsappConfigured);
  });

export const updateRule = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  ruleId: string,
  body: StageRuleInput,
  whatsappConfigured: boolean,
): Promise<StageRule> =>
  db.transaction(async (tx) => {
    await editableProcess(tx, processId);
    const before = await findRule(tx, processId, ruleId, true);
    return rewriteRule(tx, request, before, await processRuleValues(tx, processId, body), whatsappConfigured);
  });

/** The rule's actions not yet run never will: switched off or deleted, it no longer decides anything. */
const withdrawActionsOf = (tx: Db, ruleId: string): Promise<number> =>
  withdrawJobs(tx, { kind: STAGE_RULE_JOB, payload: { ruleId } });

export const deleteRule = async (
  db: Db,
  request: FastifyRequest,
  processId: string | null,
  ruleId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    if (processId) await editableProcess(tx, processId);
    const before = await findRule(tx, processId, ruleId, true);
    await withdrawActionsOf(tx, ruleId);
    await tx.delete(stageRules).where(eq(stageRules.id, ruleId));
    await recordAudit(tx, request, {
      action: 'stage-rule.delete',
      entity: AUDITED,
      entityId: ruleId,
      before: auditOf(before),
    });
  });

/**
 * The applications a rule would act on now: those in its stage (hired, for the hiring notice;
 * active otherwise), or active with a mandatory requirement unmet.
 */
const currentApplications = async (db: Db, rule: RuleRow): Promise<SQL | null> => {
  const processId = rule.selectiveProcessId;
  if (!processId) return null;
  const ofProcess = eq(applications.selectiveProcessId, processId);
  switch (rule.kind as StageRuleKind) {
    case 'stage_entered':
      return rule.stageId
        ? and(ofProcess, eq(applications.stageId, rule.stageId), eq(applications.status, 'active'))!
        : null;
    case 'mandatory_unmet':
      return and(
        ofProcess,
        eq(applications.status, 'active'),
        sql`jsonb_array_length(${applications.missingMandatory}) > 0`,
      )!;
    case 'hired': {
      const hiring = await hiringStageOf(db, processId);
      return hiring
        ? and(ofProcess, eq(applications.stageId, hiring.id), eq(applications.status, 'hired'))!
        : null;
    }
  }
};

export const previewRule = async (
  db: Db,
  processId: string,
  ruleId: string,
): Promise<StageRulePreview> => {
  await findProcessRow(db, processId);
  const where = await currentApplications(db, await findRule(db, processId, ruleId));
  if (!where) return { count: 0 };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(where);
  return { count: row?.count ?? 0 };
};

/**
 * Switches a rule on or off. On, it acts on what happens next, and on the applications already
 * there when the administrator chose so (each once: the key names the switching on). Off, its
 * pending actions are withdrawn. A broken rule is not switched on (409).
 */
export const switchRule = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  ruleId: string,
  body: Required<StageRuleSwitchBody>,
  whatsappConfigured: boolean,
): Promise<StageRule> =>
  db.transaction(async (tx) => {
    await editableProcess(tx, processId);
    const before = await findRule(tx, processId, ruleId, true);
    if (body.enabled && brokenReason(before, whatsappConfigured))
      throw new AppError(StageRuleErrors.broken);
    const [row] = await tx
      .update(stageRules)
      .set({ enabled: body.enabled, updatedAt: new Date() })
      .where(eq(stageRules.id, ruleId))
      .returning();
    if (!row) throw new AppError(StageRuleErrors.notFound);
    let applied = 0;
    if (!body.enabled) await withdrawActionsOf(tx, ruleId);
    else if (body.applyToCurrent && !before.enabled) {
      const where = await currentApplications(tx, row);
      const current = where
        ? await tx
            .select({ id: applications.id, stageId: applications.stageId })
            .from(applications)
            .where(where)
        : [];
      const switchedOn = row.updatedAt.getTime();
      for (const application of current) {
        if (row.kind === 'mandatory_unmet')
          await scheduleRuleAction(
            tx,
            { id: row.id, delayHours: 0 },
            { applicationId: application.id, step: 'unmet' },
            'unmet',
          );
        else
          await scheduleRuleAction(
            tx,
            row,
            { applicationId: application.id, step: 'enter', stageId: application.stageId },
            `on-${switchedOn}`,
          );
      }
      applied = current.length;
    }
    await recordAudit(tx, request, {
      action: body.enabled ? 'stage-rule.on' : 'stage-rule.off',
      entity: AUDITED,
      entityId: row.id,
      before: { enabled: before.enabled },
      after: { enabled: row.enabled, ...(body.enabled && { appliedToCurrent: applied }) },
    });
    return toRule(row, whatsappConfigured);
  });

/** The council's defaults, which each new process copies. */
export const listDefaultRules = async (db: Db, whatsappConfigured: boolean): Promise<StageRule[]> =>
  (
    await db
      .select()
      .from(stageRules)
      .where(isNull(stageRules.selectiveProcessId))
      .orderBy(asc(stageRules.createdAt), asc(stageRules.id))
  ).map((row) => toRule(row, whatsappConfigured));

const defaultRuleValues = async (tx: Db, body: DefaultStageRuleInput) => {
  const templateId = body.kind === 'hired' ? null : (body.templateId ?? null);
  return {
    name: body.name,
    kind: body.kind,
    stageName: body.kind === 'stage_entered' ? (body.stageName ?? null) : null,
    templateId,
    templateName: await templateNameOf(tx, templateId),
    delayHours: body.delayHours,
    whatsapp: body.kind !== 'hired' && body.whatsapp,
    enabled: body.enabled,
    updatedAt: new Date(),
  };
};

export const createDefaultRule = async (
  db: Db,
  request: FastifyRequest,
  body: DefaultStageRuleInput,
  whatsappConfigured: boolean,
): Promise<StageRule> =>
  db.transaction(async (tx) => insertRule(tx, request, await defaultRuleValues(tx, body), whatsappConfigured));

export const updateDefaultRule = async (
  db: Db,
  request: FastifyRequest,
  ruleId: string,
  body: DefaultStageRuleInput,
  whatsappConfigured: boolean,
): Promise<StageRule> =>
  db.transaction(async (tx) => {
    const before = await findRule(tx, null, ruleId, true);
    return rewriteRule(tx, request, before, await defaultRuleValues(tx, body), whatsappConfigured);
  });
