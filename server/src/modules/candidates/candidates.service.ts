import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AREA_LABELS,
  CANDIDATE_LIFECYCLE,
  candidateRowSchema,
  EDUCATION_LEVEL_LABELS,
  REGISTRATION_STATUS_LABELS,
  type AnonymizeBody,
  type Candidate,
  type CandidateCreate,
  type CandidateExport,
  type CandidateExportQuery,
  type CandidateRow,
  type CandidateSettings,
  type CandidateSettingsBody,
  type CandidateSort,
  type CandidateStatusBody,
  type CandidateUpdate,
  type RegistrationStatus,
  type CandidateBulkStatusBody,
} from '@hub/contract/candidates';
import { formatCpf, formatPhone } from '@hub/contract/br';
import {
  PERSONAL_DATA_REVEAL_ACTION,
  type RevealedPersonalData,
} from '@hub/contract/personal-data';
import type { BulkResult, BulkStatusResult, BulkStatusUndoBody } from '@hub/contract/bulk';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import {
  applications,
  auditLog,
  candidatePasswordKeys,
  candidates,
  emailLog,
  lgpdRequests,
  whatsappConsents,
} from '../../db/schema/index';
import { recordAudit, recordSystemAudit, relabelAudit } from '../../lib/audit';
import { missingIds, runBulk, selectBulkRows } from '../../lib/bulk';
import { csvDate, type CsvColumn } from '../../lib/csv';
import { AppError, CommonErrors } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { enqueueMail, forgetPlatformMails } from '../../lib/outbox/mails';
import {
  type SortExpression,
  unchangedSince,
} from '../../lib/listing';
import { scopeOf } from '../../lib/permissions';
import { iso } from '../../lib/records';
import { defineResource } from '../../lib/resource';
import {
  candidateInScope,
  candidatesInScopeCount,
  candidatesInScopeKept,
  requireUfInScope,
} from '../../lib/scope';
import { fileUrl } from '../../lib/storage';
import { createOneTimeKey } from '../../lib/tokens';
import type { UniqueRule } from '../../lib/unique';
import { keyOfUrl } from '../../lib/storage';
import { removeStoredFile, storeUpload } from '../../lib/uploads';
import { ANCHORED_ORDERS } from '../../lib/page-anchors';
import { passwordLink, RESET_TTL_MS } from '../auth/password-reset';
import { CandidateErrors, videoTooLarge } from './candidates.errors';
import { CANDIDATE_SEARCH, candidateFilters, candidatesMatching } from './candidates.filters';
import { erasePersonalHistory, personalHistory } from './personal-history';

export type StoredCandidate = typeof candidates.$inferSelect;

/** The columns the registry's list reads: the contract row's fields, each a column of the table. */
const LISTED = Object.keys(candidateRowSchema.shape) as (keyof CandidateRow)[];

const toCandidateRow = (row: Pick<StoredCandidate, keyof CandidateRow>): CandidateRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  cpf: row.cpf,
  registrationNumber: row.registrationNumber,
  registrationStatus: row.registrationStatus as RegistrationStatus,
  city: row.city,
  uf: row.uf as Candidate['uf'],
  area: row.area as Candidate['area'],
  status: row.status as Candidate['status'],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toCandidate = (row: StoredCandidate): Candidate => ({
  ...toCandidateRow(row),
  registrationCheckedAt: iso(row.registrationCheckedAt),
  registrationCheckedBy: row.registrationCheckedBy,
  phone: row.phone,
  birthDate: row.birthDate,
  educationLevel: row.educationLevel as Candidate['educationLevel'],
  headline: row.headline,
  about: row.about,
  linkedinUrl: row.linkedinUrl,
  videoResumeUrl: row.videoResumeUrl,
  consentAt: iso(row.consentAt),
  notifications: { email: row.notifyEmail, whatsapp: row.notifyWhatsapp, inApp: row.notifyInApp },
  statusReason: row.statusReason,
  statusChangedAt: iso(row.statusChangedAt),
});

const SORTS: Record<CandidateSort, SortExpression> = {
  name: candidates.name,
  email: candidates.email,
  cpf: candidates.cpf,
  registrationNumber: sql`coalesce(${candidates.registrationNumber}, '')`,
  registrationStatus: candidates.registrationStatus,
  city: sql`coalesce(${candidates.city}, '')`,
  uf: sql`coalesce(${candidates.uf}, '')`,
  area: sql`coalesce(${candidates.area}, '')`,
  status: candidates.status,
  createdAt: candidates.createdAt,
  updatedAt: candidates.updatedAt,
};

/** The sorts whose pages by number start from page anchors (lib/page-anchors.ts). */
const ANCHORS: Partial<Record<CandidateSort, string>> = {
  name: ANCHORED_ORDERS.candidatesByName.listName,
};

const labelOf = <Key extends string>(
  labels: Record<Key, string>,
  value: string | null,
): string | null => (value ? (labels[value as Key] ?? value) : null);

const CANDIDATE_CSV: CsvColumn<StoredCandidate>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  {
    header: 'CPF',
    value: (row) => (row.status === 'anonymized' ? null : formatCpf(row.cpf)),
    personal: 'cpf',
  },
  { header: 'Registro no conselho', value: (row) => row.registrationNumber },
  {
    header: 'Situação do registro',
    value: (row) => labelOf(REGISTRATION_STATUS_LABELS, row.registrationStatus),
  },
  {
    header: 'Telefone',
    value: (row) => (row.phone ? formatPhone(row.phone) : null),
    personal: 'phone',
  },
  { header: 'Nascimento', value: (row) => csvDate(row.birthDate), personal: 'birthDate' },
  { header: 'Cidade', value: (row) => row.city },
  { header: 'UF', value: (row) => row.uf },
  { header: 'Escolaridade', value: (row) => labelOf(EDUCATION_LEVEL_LABELS, row.educationLevel) },
  { header: 'Área', value: (row) => labelOf(AREA_LABELS, row.area) },
  { header: 'Título', value: (row) => row.headline },
  { header: 'LinkedIn', value: (row) => row.linkedinUrl },
  { header: 'Status', value: (row) => labelOf(CANDIDATE_LIFECYCLE.labels, row.status) },
  { header: 'Motivo do status', value: (row) => row.statusReason },
  { header: 'Cadastrado em', value: (row) => row.createdAt },
];

export const candidateResource = defineResource({
  table: candidates,
  entity: 'candidates',
  label: candidates.name,
  notFound: CandidateErrors.notFound,
  toAnswer: toCandidate,
  list: {
    sorts: SORTS,
    search: CANDIDATE_SEARCH,
    filters: (query: CandidateExportQuery) => candidateFilters(query),
    scope: candidateInScope,
    scopedCount: { kept: candidatesInScopeKept, count: candidatesInScopeCount },
    columns: LISTED,
    toRow: toCandidateRow,
    anchors: ANCHORS,
    keptCount: true,
  },
  csv: { file: 'profissionais', columns: CANDIDATE_CSV },
  lifecycle: CANDIDATE_LIFECYCLE,
  unique: (input: CandidateCreate): UniqueRule[] => [
    {
      index: 'candidates_cpf_unique',
      where: eq(candidates.cpf, input.cpf),
      error: CandidateErrors.cpfTaken,
    },
    {
      index: 'candidates_email_unique',
      where: sql`lower(${candidates.email}) = ${input.email.toLowerCase()}`,
      error: CandidateErrors.emailTaken,
    },
    {
      index: 'candidates_registration_unique',
      where: input.registrationNumber
        ? eq(candidates.registrationNumber, input.registrationNumber)
        : undefined,
      error: CandidateErrors.registrationTaken,
    },
  ],
});

const findRow = (db: Db, id: string): Promise<StoredCandidate> => candidateResource.find(db, id);

const refuseAnonymized = (row: StoredCandidate): void => {
  if (row.status === 'anonymized') throw new AppError(CandidateErrors.anonymized);
};

/** The row, unless it is anonymized: its data is gone for good and stays gone. */
const findEditable = async (db: Db, id: string): Promise<StoredCandidate> => {
  const row = await findRow(db, id);
  refuseAnonymized(row);
  return row;
};

type RegistrationFields = {
  registrationNumber: string | null;
  registrationStatus: RegistrationStatus;
};

/** Who set the council registration status, and when: stamped whenever the number or its status changes. */
const registrationStamp = (
  request: FastifyRequest,
  values: RegistrationFields,
  previous?: RegistrationFields,
) => {
  const changed = previous
    ? previous.registrationStatus !== values.registrationStatus ||
      previous.registrationNumber !== values.registrationNumber
    : values.registrationStatus !== 'nao_verificado';
  return changed
    ? { registrationCheckedAt: new Date(), registrationCheckedBy: request.user?.id ?? null }
    : {};
};

export const createCandidate = async (
  db: Db,
  request: FastifyRequest,
  input: CandidateCreate,
): Promise<Candidate> => {
  await requireUfInScope(db, request, input.uf);
  return candidateResource.create(db, request, { ...input, ...registrationStamp(request, input) });
};

export const updateCandidate = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: CandidateUpdate,
): Promise<Candidate> => {
  const before = await findRow(db, id);
  const previous = {
    registrationNumber: before.registrationNumber,
    registrationStatus: before.registrationStatus as RegistrationStatus,
  };
  return candidateResource.update(
    db,
    request,
    id,
    { ...input, ...registrationStamp(request, input, previous) },
    refuseAnonymized,
  );
};

export const changeCandidateStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: CandidateStatusBody,
): Promise<Candidate> =>
  (await candidateResource.changeStatus(db, request, id, body)).answer;

/**
 * The same move for many professionals, each on its own (its own transaction and audit); answers
 * the changes made, which `undoBulkCandidateStatus` puts back.
 */
export const bulkChangeCandidateStatus = async (
  db: Db,
  request: FastifyRequest,
  body: CandidateBulkStatusBody,
): Promise<BulkStatusResult> => {
  const { ids, filter } = body.selection;
  const rows = await selectBulkRows(
    db,
    { table: candidates, id: candidates.id, label: candidates.name, order: candidates.name },
    { ids, where: filter && candidatesMatching(filter), scope: candidateInScope(await scopeOf(db, request)) },
  );
  const changeIds: string[] = [];
  const result = await runBulk(
    rows,
    async (id) => {
      const { changeId } = await candidateResource.changeStatus(db, request, id, {
        status: body.status,
        reason: body.reason,
      });
      changeIds.push(changeId);
    },
    { ids: missingIds(ids, rows), message: CandidateErrors.notFound.message },
  );
  return { ...result, changeIds };
};

export const undoBulkCandidateStatus = (
  db: Db,
  request: FastifyRequest,
  body: BulkStatusUndoBody,
): Promise<BulkResult> =>
  candidateResource.undoStatusChanges(db, request, candidates.name, body.changeIds);

export const videoRules = (maxBytes: number) => ({
  maxBytes,
  accept: ['video/mp4', 'video/webm'] as ('video/mp4' | 'video/webm')[],
  errors: { wrongType: CandidateErrors.videoWrongType, tooLarge: videoTooLarge(maxBytes) },
});

/**
 * 'Mostrar': one professional's personal data unmasked, for a profile that sees it masked. The
 * trail keeps who saw whose data and when, never the values (decision 030).
 */
export const revealPersonalData = async (
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<RevealedPersonalData> => {
  const row = await findRow(db, id);
  await recordAudit(db, request, {
    action: PERSONAL_DATA_REVEAL_ACTION,
    entity: 'candidates',
    entityId: id,
    after: { fields: ['cpf', 'phone', 'birthDate'] },
  });
  return { cpf: row.cpf, phone: row.phone, birthDate: row.birthDate };
};

/** Stores the new video, points the professional at it, then removes the one it replaces. */
export const uploadVideoResume = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<{ videoResumeUrl: string }> => {
  const before = await findEditable(deps.db, id);
  const { key } = await storeUpload(deps, request, videoRules(deps.config.videoMaxBytes), 'videos');
  const videoResumeUrl = fileUrl(key);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({ videoResumeUrl, updatedAt: new Date() })
      .where(eq(candidates.id, id));
    await recordAudit(tx, request, {
      action: 'video-resume.update',
      entity: 'candidates',
      entityId: id,
      before: { videoResumeUrl: before.videoResumeUrl },
      after: { videoResumeUrl },
    });
  });
  await removeStoredFile(deps, before.videoResumeUrl);
  return { videoResumeUrl };
};


export const removeVideoResume = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<void> => {
  const before = await findEditable(deps.db, id);
  if (!before.videoResumeUrl) throw new AppError(CandidateErrors.noVideo);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({ videoResumeUrl: null, updatedAt: new Date() })
      .where(eq(candidates.id, id));
    await recordAudit(tx, request, {
      action: 'video-resume.remove',
      entity: 'candidates',
      entityId: id,
      before: { videoResumeUrl: before.videoResumeUrl },
    });
  });
  await removeStoredFile(deps, before.videoResumeUrl);
};

const settingsOf = (row: StoredCandidate): CandidateSettings => ({
  status: row.status as CandidateSettings['status'],
  statusReason: row.statusReason,
  notifications: { email: row.notifyEmail, whatsapp: row.notifyWhatsapp, inApp: row.notifyInApp },
  passwordResetSentAt: iso(row.passwordResetSentAt),
  updatedAt: iso(row.updatedAt),
});

export const getCandidateSettings = async (db: Db, id: string): Promise<CandidateSettings> =>
  settingsOf(await findRow(db, id));

export const updateCandidateSettings = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: CandidateSettingsBody,
): Promise<CandidateSettings> => {
  const before = await findEditable(db, id);
  const { email, whatsapp, inApp } = body.notifications;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(candidates)
      .set({
        notifyEmail: email,
        notifyWhatsapp: whatsapp,
        notifyInApp: inApp,
        updatedAt: new Date(),
      })
      .where(and(eq(candidates.id, id), unchangedSince(candidates.updatedAt, body.updatedAt)))
      .returning();
    if (!row) throw new AppError(CommonErrors.staleWrite);
    await recordAudit(tx, request, {
      action: 'settings.update',
      entity: 'candidates',
      entityId: id,
      before: settingsOf(before).notifications,
      after: body.notifications,
    });
    return settingsOf(row);
  });
};

/**
 * Mails the professional a single-use link to choose a new password in the professionals' app
 * (CANDIDATE_APP_URL, else the first APP_URLS origin, else this server).
 */
export const sendCandidatePasswordReset = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<CandidateSettings> => {
  const row = await findEditable(deps.db, id);
  const origin = deps.config.candidateAppUrl ?? deps.config.appUrls[0] ?? '';
  const { key, hash } = createOneTimeKey();
  const sentAt = new Date();
  const updated = await deps.db.transaction(async (tx) => {
    await tx.insert(candidatePasswordKeys).values({
      candidateId: id,
      tokenHash: hash,
      expiresAt: new Date(sentAt.getTime() + RESET_TTL_MS),
    });
    const [after] = await tx
      .update(candidates)
      .set({ passwordResetSentAt: sentAt })
      .where(eq(candidates.id, id))
      .returning();
    await recordAudit(tx, request, {
      action: 'password-reset.send',
      entity: 'candidates',
      entityId: id,
    });
    const link = passwordLink(origin, '/auth/change-password', key);
    await enqueueMail(tx, {
      template: 'candidate-password-reset',
      to: { name: row.name, email: row.email },
      subject: 'Redefinição de senha',
      text: `Olá, ${row.name}!\n\nA equipe do Hub de Recrutamento enviou a você um link para escolher uma nova senha: ${link}\n\nO link vale por 1 hora e pode ser usado uma vez. Se você não esperava este email, ignore-o.`,
      html: `<p>Olá, ${escapeHtml(row.name)}!</p><p>A equipe do Hub de Recrutamento enviou a você um link para escolher uma nova senha.</p><p><a href="${link}">Escolher uma nova senha</a></p><p>O link vale por 1 hora e pode ser usado uma vez. Se você não esperava este email, ignore-o.</p>`,
    });
    return after ?? row;
  });
  return settingsOf(updated);
};

/** LGPD access request: the person's record, what administrators did to it, and the mails sent to them. */
export const exportCandidate = async (db: Db, id: string): Promise<CandidateExport> => {
  const row = await findRow(db, id);
  const [audits, emails, history] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'candidates'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.createdAt)),
    db
      .select()
      .from(emailLog)
      .where(sql`lower(${emailLog.to}) = ${row.email.toLowerCase()}`)
      .orderBy(asc(emailLog.createdAt)),
    personalHistory(db, id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    candidate: toCandidate(row),
    auditTrail: audits.map((audit) => ({
      action: audit.action,
      actorEmail: audit.actorEmail,
      createdAt: iso(audit.createdAt),
      before: audit.before,
      after: audit.after,
    })),
    emails: emails.map((email) => ({
      subject: email.subject,
      template: email.template,
      status: email.status,
      createdAt: iso(email.createdAt),
    })),
    ...history,
  };
};

export const ANONYMIZED_NAME = 'Profissional anonimizado';

/**
 * LGPD erasure, irreversible: personal data is replaced or cleared, the videos deleted, the
 * before/after copies in the audit trail emptied, the address in the email log and in message
 * recipients replaced, typed answers in applications erased (personal-history.ts).
 * What aggregates need stays: UF, area, education level, dates, and the id other tables point to.
 */
/** Who anonymises: an administrator's request, or the platform itself (the retention policy, named in the trail). */
export type Anonymizer = { request: FastifyRequest } | { by: string };

/**
 * The anonymisation itself, in the caller's transaction (decision 030; the one path of the
 * registry, the LGPD desk and the retention policy): the record's personal fields, its keys and
 * opt-ins, the desk's copies of the name, the trail's copies of the data and the personal history.
 * Answers the row and the storage keys of the files to remove once committed.
 */
export const anonymizeCandidateIn = async (
  tx: Db,
  before: StoredCandidate,
  reason: string,
  who: Anonymizer,
): Promise<{ row: StoredCandidate | undefined; fileKeys: string[] }> => {
  const { id } = before;
  const placeholder = `anonimizado-${id}@anonimizado.invalid`;
  const at = new Date();
  const [after] = await tx
    .update(candidates)
    .set({
      name: ANONYMIZED_NAME,
      email: placeholder,
      cpf: `anon-${id}`,
      registrationNumber: null,
      phone: null,
      birthDate: null,
      city: null,
      headline: null,
      about: null,
      linkedinUrl: null,
      videoResumeUrl: null,
      passwordHash: null,
      notifyEmail: false,
      notifyWhatsapp: false,
      notifyInApp: false,
      anonymizedAt: at,
      status: 'anonymized',
      statusReason: reason,
      statusChangedAt: at,
      statusChangedBy: 'request' in who ? (who.request.user?.id ?? null) : null,
      updatedAt: at,
    })
    .where(eq(candidates.id, id))
    .returning();
  await tx.delete(candidatePasswordKeys).where(eq(candidatePasswordKeys.candidateId, id));
  // An opt-in is of a number that is gone: nothing is left to send to.
  await tx.delete(whatsappConsents).where(eq(whatsappConsents.candidateId, id));
  // The LGPD desk's requests name the person too.
  await tx.update(lgpdRequests).set({ candidateName: ANONYMIZED_NAME, updatedAt: at }).where(eq(lgpdRequests.candidateId, id));
  await tx
    .update(auditLog)
    .set({ before: null, after: null, recordLabel: ANONYMIZED_NAME })
    .where(and(eq(auditLog.entity, 'candidates'), eq(auditLog.entityId, id)));
  // Their applications' rows in the trail are named after them too.
  const enrolled = await tx.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, id));
  await tx
    .update(emailLog)
    .set({ to: placeholder })
    .where(sql`lower(${emailLog.to}) = ${before.email.toLowerCase()}`);
  await forgetPlatformMails(tx, before.email, ANONYMIZED_NAME, placeholder);
  const videoKeys = await erasePersonalHistory(tx, id, ANONYMIZED_NAME, placeholder);
  await relabelAudit(tx, 'applications', enrolled.map((application) => application.id));
  const entry = {
    action: 'anonymize',
    entity: 'candidates',
    entityId: id,
    before: { status: before.status },
    after: { status: 'anonymized', statusReason: reason },
  };
  if ('request' in who) await recordAudit(tx, who.request, entry);
  else await recordSystemAudit(tx, [entry], who.by);
  const resume = keyOfUrl(before.videoResumeUrl);
  return { row: after, fileKeys: resume ? [resume, ...videoKeys] : videoKeys };
};

export const anonymizeCandidate = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
  body: AnonymizeBody,
): Promise<Candidate> => {
  const before = await findEditable(deps.db, id);
  const { row, fileKeys } = await deps.db.transaction((tx) => anonymizeCandidateIn(tx, before, body.reason, { request }));
  if (!row) throw new AppError(CandidateErrors.notFound);
  for (const key of fileKeys) await deps.storage.remove(key);
  return toCandidate(row);
};
