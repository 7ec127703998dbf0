import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  SAMPLE_VALUES,
  knownFields,
  type MessageTemplate,
  type MessageTemplateCreate,
  type MessageTemplateSort,
  type TemplateField,
  type TemplatePreview,
  type TemplatePreviewBody,
  type TemplateTestSendBody,
  type TemplateValues,
} from '@hub/contract/message-templates';
import type { Db } from '../../db/client';
import { candidates, companies, messageTemplates, superAdminProfiles } from '../../db/schema/index';
import type { CsvColumn } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { textHolds, nameFound, type ListSearch, type SortExpression } from '../../lib/listing';
import { enqueueMail } from '../../lib/outbox/mails';
import { iso } from '../../lib/records';
import { defineResource } from '../../lib/resource';
import type { UniqueRule } from '../../lib/unique';
import { MessageTemplateErrors } from './message-templates.errors';
import { companyName, renderMessage, valuesOfApplications } from './template-values';

type TemplateRow = typeof messageTemplates.$inferSelect;

export const toTemplate = (row: TemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  fields: knownFields(`${row.subject}\n${row.body}`),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS: Record<MessageTemplateSort, SortExpression> = {
  name: sql`lower(${messageTemplates.name})`,
  subject: messageTemplates.subject,
  createdAt: messageTemplates.createdAt,
  updatedAt: messageTemplates.updatedAt,
};

/** `key` finds a fragment of the name or of the subject, ignoring accents and case. */
const TEMPLATE_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) =>
    or(nameFound(messageTemplates.nameFolded, terms), textHolds(messageTemplates.subject, terms)),
};

const TEMPLATE_CSV: CsvColumn<TemplateRow>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Assunto', value: (row) => row.subject },
  { header: 'Texto', value: (row) => row.body },
  { header: 'Criado em', value: (row) => row.createdAt },
  { header: 'Alterado em', value: (row) => row.updatedAt },
];

export const templateResource = defineResource({
  table: messageTemplates,
  entity: 'message_templates',
  notFound: MessageTemplateErrors.notFound,
  toAnswer: toTemplate,
  list: { sorts: SORTS, search: TEMPLATE_SEARCH },
  csv: { file: 'modelos-de-mensagem', columns: TEMPLATE_CSV },
  /** Names are unique whatever their case: "Convite" and "convite" would be told apart by no one. */
  unique: (input: MessageTemplateCreate & { createdBy?: string | null }): UniqueRule[] => [
    {
      index: 'message_templates_name_unique',
      where: sql`lower(${messageTemplates.name}) = lower(${input.name})`,
      error: MessageTemplateErrors.nameTaken,
    },
  ],
});

/** A template keeps who wrote it. */
export const createTemplate = (
  db: Db,
  request: FastifyRequest,
  input: MessageTemplateCreate,
): Promise<MessageTemplate> =>
  templateResource.create(db, request, { ...input, createdBy: request.user?.id ?? null });

const braced = (fields: TemplateField[]) => fields.map((field) => `{{${field}}}`).join(', ');

/** Why fields the text uses render empty for this recipient, and what would fill them. */
const notesOf = (
  used: TemplateField[],
  values: TemplateValues,
  type: TemplatePreviewBody['recipient']['type'],
): string[] => {
  const empty = used.filter((field) => !values[field]);
  if (empty.length === 0) return [];
  const verb = empty.length === 1 ? 'fica vazio' : 'ficam vazios';
  const where =
    type === 'candidate'
      ? 'uma candidatura do profissional'
      : 'uma candidatura a um processo da empresa';
  return [
    `${braced(empty)} ${verb} sem uma candidatura: escolha ${where} para ver o texto completo.`,
  ];
};

const recipientOf = async (
  db: Db,
  recipient: TemplatePreviewBody['recipient'],
): Promise<{ id: string; name: string }> => {
  if (recipient.type === 'candidate') {
    const [row] = await db
      .select({ id: candidates.id, name: candidates.name })
      .from(candidates)
      .where(eq(candidates.id, recipient.id));
    if (!row) throw new AppError(MessageTemplateErrors.candidateNotFound);
    return row;
  }
  const [row] = await db
    .select({ id: companies.id, name: companyName })
    .from(companies)
    .where(eq(companies.id, recipient.id));
  if (!row) throw new AppError(MessageTemplateErrors.companyNotFound);
  return row;
};

/**
 * The text as this professional or company would receive it: {{nome}} is their name; for a
 * company {{empresa}} too. An application of theirs fills the company of its process (for a
 * professional), the process and the stage; without one those render empty, and a note says why.
 */
export const previewTemplate = async (
  db: Db,
  body: TemplatePreviewBody,
): Promise<TemplatePreview> => {
  const recipient = await recipientOf(db, body.recipient);
  let values: TemplateValues =
    body.recipient.type === 'candidate'
      ? { nome: recipient.name }
      : { nome: recipient.name, empresa: recipient.name };
  if (body.applicationId) {
    const [application] = await valuesOfApplications(db, [body.applicationId]);
    if (!application) throw new AppError(MessageTemplateErrors.applicationNotFound);
    const owner =
      body.recipient.type === 'candidate' ? application.candidateId : application.companyId;
    if (owner !== recipient.id) throw new AppError(MessageTemplateErrors.applicationOfAnother);
    values = { ...application.values, ...values };
  }
  const used = knownFields(`${body.subject}\n${body.body}`);
  const rendered = renderMessage(body, values);
  return {
    recipientName: recipient.name,
    subject: rendered.subject,
    body: rendered.text,
    notes: notesOf(used, values, body.recipient.type),
  };
};

/**
 * Mails the text to the administrator signed in, rendered with their name and sample values,
 * through the outbox like every other mail (the worker sends it, the email log shows it).
 */
export const sendTestTemplate = async (
  db: Db,
  request: FastifyRequest,
  body: TemplateTestSendBody,
): Promise<{ email: string }> => {
  const user = request.user;
  if (!user?.email) throw new AppError(MessageTemplateErrors.noEmail);
  const [profile] = await db
    .select({ name: superAdminProfiles.name })
    .from(superAdminProfiles)
    .where(eq(superAdminProfiles.userId, user.id));
  const name = profile?.name ?? user.email;
  const rendered = renderMessage(body, { ...SAMPLE_VALUES, nome: name });
  await enqueueMail(db, {
    template: 'message-template-test',
    to: { name, email: user.email },
    subject: `[Teste] ${rendered.subject}`,
    text: rendered.text,
    html: rendered.html,
  });
  return { email: user.email };
};
