import { eq } from 'drizzle-orm';
import { STAGE_RULE_MESSAGES, unmetReason } from '@hub/contract/stage-rules';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import {
  applications,
  candidates,
  companies,
  kanbanLog,
  messageTemplates,
  processStages,
  selectiveProcesses,
  stageRules,
} from '../../../db/schema/index';
import { recordSystemAudit, type AuditEntry } from '../../../lib/audit';
import type { JobHandler } from '../../../lib/jobs/worker';
import { enqueueMail } from '../../../lib/outbox/mails';
import { renderFor, textToHtml } from '../../message-templates/template-values';
import { recordApplicationMessages } from '../idle-watchdog/closing-messages';
import { followersWhoSee } from '../idle-watchdog/followers';
import {
  scheduleRuleAction,
  withdrawRuleActions,
  type StageRulePayload,
} from './stage-rule-triggers';
import { brokenReason } from './stage-rules.service';

type RuleRow = typeof stageRules.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/**
 * What the rule did, as the rule's own ('Regra: Recusa automática'): in the application's history
 * (the audit) and, as a `rule` row in its stage, in the kanban log, with `detail` saying it in a
 * sentence. A rule moves no card, so the funnel, the reports and lateness count only the moves.
 */
const recordRuleAction = async (
  tx: Db,
  rule: RuleRow,
  application: ApplicationRow,
  entry: Omit<AuditEntry, 'entity' | 'entityId'>,
  detail: string,
): Promise<void> => {
  const by = `Regra: ${rule.name}`;
  await recordSystemAudit(tx, [{ ...entry, entity: 'applications', entityId: application.id }], by);
  const [stage] = await tx.select({ name: processStages.name }).from(processStages).where(eq(processStages.id, application.stageId));
  const stageName = stage?.name ?? '';
  await tx.insert(kanbanLog).values({
    action: 'rule',
    selectiveProcessId: application.selectiveProcessId,
    applicationId: application.id,
    actorEmail: by,
    fromStageId: application.stageId,
    toStageId: application.stageId,
    fromStageName: stageName,
    toStageName: stageName,
    detail,
  });
};

/** The professional's WhatsApp number, when the rule sends by it and they accept WhatsApp notices. */
const whatsappOf = async (
  tx: Db,
  rule: RuleRow,
  application: ApplicationRow,
): Promise<string | null> => {
  if (!rule.whatsapp) return null;
  const [candidate] = await tx
    .select({ phone: candidates.phone, accepts: candidates.notifyWhatsapp })
    .from(candidates)
    .where(eq(candidates.id, application.candidateId));
  return candidate?.accepts && candidate.phone ? candidate.phone : null;
};

/**
 * The rule's template, rendered for the application's professional and put in the outbox: by
 * e-mail, and by WhatsApp (its text) where the rule says so; the WhatsApp channel still checks
 * their opt-in when it sends.
 */
const sendTemplate = async (tx: Db, rule: RuleRow, application: ApplicationRow): Promise<void> => {
  const [template] = rule.templateId
    ? await tx.select().from(messageTemplates).where(eq(messageTemplates.id, rule.templateId))
    : [];
  if (!template) return;
  const rendered = await renderFor(tx, template, application.id);
  if (!rendered) return;
  const phone = await whatsappOf(tx, rule, application);
  await enqueueMail(tx, {
    template: 'stage-rule',
    to: { name: rendered.values.nome, email: rendered.email },
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ...(phone && { whatsapp: { phone } }),
  });
  await recordApplicationMessages(tx, [application.id], 'rule');
  await recordRuleAction(
    tx,
    rule,
    application,
    { action: 'rule.message', after: { templateName: template.name, channels: phone ? ['email', 'whatsapp'] : ['email'] } },
    STAGE_RULE_MESSAGES.sentDetail(template.name, phone !== null),
  );
};

/** The hiring notice: to the company's contact and to who follows the process, when they may see it. */
const sendHiredNotice = async (
  tx: Db,
  rule: RuleRow,
  application: ApplicationRow,
): Promise<void> => {
  const [found] = await tx
    .select({
      candidate: candidates.name,
      process: selectiveProcesses.title,
      company: companies.legalName,
      companyEmail: companies.email,
      contactName: companies.contactName,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .where(eq(applications.id, application.id));
  if (!found) return;
  const subject = STAGE_RULE_MESSAGES.hiredSubject(found.candidate, found.process);
  const text = STAGE_RULE_MESSAGES.hiredText(found.candidate, found.process, found.company);
  const recipients = [{ name: found.contactName ?? found.company, email: found.companyEmail }];
  for (const follower of await followersWhoSee(tx, application.selectiveProcessId)) recipients.push({ name: follower.name, email: follower.email });
  for (const to of recipients)
    await enqueueMail(tx, { template: 'hired-notice', to, subject, text, html: textToHtml(text) });
  await recordRuleAction(
    tx,
    rule,
    application,
    { action: 'rule.notice', after: { recipients: recipients.length } },
    STAGE_RULE_MESSAGES.noticeDetail(recipients.length),
  );
};

/** The rejection's reason: the unmet mandatory requirements' texts and the failed eliminatory questions'. */
const reasonOf = async (tx: Db, application: ApplicationRow): Promise<string> => {
  const [process] = await tx
    .select({ requirements: selectiveProcesses.requirements, questions: selectiveProcesses.questions })
    .from(selectiveProcesses)
    .where(eq(selectiveProcesses.id, application.selectiveProcessId));
  return unmetReason({ requirements: process?.requirements ?? [], questions: process?.questions ?? [] }, application.missingMandatory);
};

/** Rejects the application for its unmet requirement, then schedules the refusal after the rule's delay. */
const rejectForUnmet = async (
  tx: Db,
  rule: RuleRow,
  application: ApplicationRow,
  now: Date,
): Promise<void> => {
  if (application.status !== 'active' || application.missingMandatory.length === 0) return;
  const reason = await reasonOf(tx, application);
  await tx
    .update(applications)
    .set({
      status: 'rejected',
      statusReason: reason,
      statusChangedAt: now,
      statusChangedBy: null,
      updatedAt: now,
    })
    .where(eq(applications.id, application.id));
  await recordRuleAction(
    tx,
    rule,
    application,
    { action: 'rule.reject', before: { status: application.status }, after: { status: 'rejected', statusReason: reason } },
    STAGE_RULE_MESSAGES.rejectDetail(reason),
  );
  // What was pending for its stage no longer applies: the application left the pipeline.
  await withdrawRuleActions(tx, application.id);
  await scheduleRuleAction(
    tx,
    rule,
    { applicationId: application.id, step: 'refusal' },
    'refusal',
    now,
  );
};

/** Whether the application is still where the action was meant for: a move out withdraws it, this is the last guard. */
const stillThere = (application: ApplicationRow, payload: StageRulePayload): boolean => {
  if (payload.step === 'refusal') return application.status === 'rejected';
  if (payload.step === 'unmet') return true;
  // Entering the hiring stage is being hired: its rules find the application hired there.
  return (
    application.stageId === payload.stageId &&
    (application.status === 'active' || application.status === 'hired')
  );
};

/**
 * A stage rule's action (decision 051), run once on one instance in the scheduler's transaction: a
 * rule switched off or deleted since does nothing; a broken one says so in the application's
 * history instead of acting.
 */
export const runStageRule =
  (config: Config): JobHandler =>
  async (tx, job) => {
    const payload = job.payload as StageRulePayload;
    const [rule] = await tx.select().from(stageRules).where(eq(stageRules.id, payload.ruleId));
    if (!rule?.enabled) return;
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, payload.applicationId))
      .for('update');
    if (!application || !stillThere(application, payload)) return;
    const broken = brokenReason(rule, config.whatsapp !== null);
    if (broken) {
      await recordRuleAction(tx, rule, application, { action: 'rule.broken', after: { brokenReason: broken } }, STAGE_RULE_MESSAGES.brokenDetail(broken));
      return;
    }
    if (payload.step === 'unmet') await rejectForUnmet(tx, rule, application, new Date());
    else if (rule.kind === 'hired') await sendHiredNotice(tx, rule, application);
    else await sendTemplate(tx, rule, application);
  };
