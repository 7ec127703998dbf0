import { and, asc, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { CandidateExport } from '@hub/contract/candidates';
import type { Db } from '../../db/client';
import { messagesReceived } from '../messages/received';
import { withdrawRuleActions } from '../selective-processes/stage-rules/stage-rule-triggers';
import {
  applications,
  auditLog,
  candidateCompetency,
  companies,
  deliveries,
  messageRecipients,
  processStages,
  recordNotes,
  selectiveProcesses,
  videoAnswers,
} from '../../db/schema/index';

/** What the hub holds about a professional beyond the registry row: applications and messages (LGPD). */

type History = Pick<CandidateExport, 'applications' | 'competencyAnswers' | 'messages'>;

/** Messages reach professionals as typeUser 1 (contract/src/messages.ts). */
const PROFESSIONALS = 1;
/** Free text a person typed is personal data; what was chosen or scored is not. */
const ERASED_TEXT = '[anonimizado]';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const personalHistory = async (db: Db, candidateId: string): Promise<History> => {
  const [applied, competency, received] = await Promise.all([
    db
      .select({
        application: applications,
        processTitle: selectiveProcesses.title,
        companyName: companies.legalName,
        stage: processStages.name,
      })
      .from(applications)
      .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
      .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
      .innerJoin(processStages, eq(processStages.id, applications.stageId))
      .where(eq(applications.candidateId, candidateId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({ answers: candidateCompetency.answers })
      .from(candidateCompetency)
      .where(eq(candidateCompetency.candidateId, candidateId)),
    // The person's own data, whole: the record's scope was checked on its path.
    messagesReceived(db, PROFESSIONALS, candidateId, null),
  ]);
  const applicationIds = applied.map((row) => row.application.id);
  const videos = applicationIds.length
    ? await db.select().from(videoAnswers).where(inArray(videoAnswers.applicationId, applicationIds))
    : [];

  return {
    applications: applied.map(({ application, processTitle, companyName, stage }) => ({
      processTitle,
      companyName,
      stage,
      status: application.status,
      createdAt: application.createdAt.toISOString(),
      answers: {
        requirements: application.requirementsAnswers,
        questions: application.questionsAnswers,
        customTest: application.customTestAnswers,
        values: application.valuesAnswers,
      },
      scores: {
        requirements: application.requirementsScore,
        questions: application.questionsScore,
        customTest: application.customTestScore,
        values: application.valuesScore,
        videoInterview: application.videoInterviewScore,
      },
      videoAnswers: videos
        .filter((video) => video.applicationId === application.id)
        .map((video) => ({
          questionId: video.questionId,
          uploadedAt: iso(video.uploadedAt),
          score: video.score,
          comment: video.comment,
        })),
    })),
    competencyAnswers: competency[0]?.answers ?? null,
    // The export reads oldest first.
    messages: received.reverse().map(({ subject, createdAt, deliveries }) => ({ subject, createdAt, deliveries })),
  };
};

/**
 * Erases the personal part of the history inside the anonymisation's transaction: typed text in
 * answers, the address and phone messages went to, and the interview videos (whose files the
 * caller removes once committed: the keys are returned). Scores, stages and counts stay.
 */
export const erasePersonalHistory = async (
  tx: Db,
  candidateId: string,
  anonymizedName: string,
  placeholderEmail: string,
): Promise<string[]> => {
  const asRecipient = and(
    eq(messageRecipients.recipientId, candidateId),
    eq(messageRecipients.typeUser, PROFESSIONALS),
  );
  await tx
    .update(messageRecipients)
    .set({ name: anonymizedName, email: placeholderEmail, phone: null, fields: null })
    .where(asRecipient);
  // Each delivery's copy of whom it went to (decision 036), written as the recipient's now is.
  await tx
    .update(deliveries)
    .set({
      toName: anonymizedName,
      toAddress: sql`CASE WHEN ${deliveries.channel} = 'whatsapp' THEN NULL ELSE ${placeholderEmail} END`,
    })
    .where(
      inArray(
        deliveries.recipientId,
        tx.select({ id: messageRecipients.id }).from(messageRecipients).where(asRecipient),
      ),
    );
  // Administrators' notes about the person are free text about them: gone, and so are their bodies in the trail.
  const notes = await tx
    .delete(recordNotes)
    .where(
      or(
        and(eq(recordNotes.entity, 'candidates'), eq(recordNotes.entityId, candidateId)),
        and(
          eq(recordNotes.entity, 'applications'),
          inArray(
            recordNotes.entityId,
            tx.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, candidateId)),
          ),
        ),
      ),
    )
    .returning({ id: recordNotes.id });
  if (notes.length > 0)
    await tx
      .update(auditLog)
      .set({ before: null, after: null, recordLabel: anonymizedName })
      .where(and(eq(auditLog.entity, 'notes'), inArray(auditLog.entityId, notes.map((note) => note.id))));
  const applied = await tx.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, candidateId));
  return eraseApplicationAnswers(
    tx,
    applied.map((application) => application.id),
  );
};

/**
 * Erases what the professional wrote in these applications, the one path of the anonymisation and
 * of the retention policy (decision 055): the evidence of each requirement, the text answers, the
 * interview videos (whose files the caller removes once committed: the keys are returned) and the
 * answers the trail's assessment entries copied; stamps `answers_erased_at`. What was chosen or
 * scored, the stage and the stage history stay, so the reports and the funnels still count them.
 */
export const eraseApplicationAnswers = async (tx: Db, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const applied = await tx
    .select({
      id: applications.id,
      requirements: applications.requirementsAnswers,
      questions: applications.questionsAnswers,
    })
    .from(applications)
    .where(inArray(applications.id, ids));
  const at = new Date();
  for (const application of applied) {
    // Nothing a rule had pending reaches an anonymised professional.
    await withdrawRuleActions(tx, application.id);
    await tx
      .update(applications)
      .set({
        requirementsAnswers:
          application.requirements?.map((answer) => ({ ...answer, evidence: null })) ?? null,
        questionsAnswers:
          application.questions?.map((answer) =>
            typeof answer.answer === 'string' ? { ...answer, answer: ERASED_TEXT } : answer,
          ) ?? null,
        answersErasedAt: at,
      })
      .where(eq(applications.id, application.id));
  }
  // What the person answered is in their applications' assessment rows of the trail too.
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.entity, 'applications'), inArray(auditLog.entityId, ids), like(auditLog.action, 'assessment.%')));
  const videos = await tx
    .update(videoAnswers)
    .set({ fileKey: null, contentType: null, sizeBytes: null })
    .where(and(inArray(videoAnswers.applicationId, ids), isNotNull(videoAnswers.fileKey)))
    .returning({ fileKey: videoAnswers.fileKey });
  return videos.flatMap((video) => (video.fileKey ? [video.fileKey] : []));
};
