import { z } from 'zod';
import { cpfSchema } from './br';
import { councilDay } from './calendar';
import { apiErrorSchema, concurrencySchema, idParamsSchema, idSchema, writeErrors } from './common';
import { defineDomain } from './domain';
import {
  choiceSchema,
  dateOnlySchema,
  optionalText,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
} from './fields';
import { listContract, recordOperations } from './list-resource';
import { defineOperations } from './operation';

/**
 * Requests of the data subject (LGPD art. 18), answered within 15 days (art. 19): the DPO's desk
 * (decision 052).
 */
export const lgpdRequestDomain = defineDomain({
  tag: { name: 'lgpd-requests', description: 'Solicitações dos titulares de dados (LGPD, art. 18)' },
  area: {
    name: 'lgpd',
    label: 'Solicitações LGPD',
    noun: 'solicitações LGPD',
    actions: ['ver', 'editar', 'status', 'exportar'],
    after: 'profissionais',
  },
  audit: { entity: 'lgpd-requests', name: 'Solicitação LGPD' },
  savedViews: { list: 'lgpd-requests' },
});

/** Calendar days the council has to answer a request (art. 19, II). */
export const LGPD_ANSWER_DAYS = 15;

export const LGPD_REQUEST_STATUSES = ['received', 'in_review', 'answered', 'refused'] as const;
export type LgpdRequestStatus = (typeof LGPD_REQUEST_STATUSES)[number];

/** recebida → em análise → atendida | indeferida (a refusal says why). */
export const LGPD_REQUEST_LIFECYCLE: Lifecycle<LgpdRequestStatus> = {
  labels: { received: 'Recebida', in_review: 'Em análise', answered: 'Atendida', refused: 'Indeferida' },
  moves: {
    received: ['in_review', 'refused'],
    in_review: ['answered', 'refused'],
    answered: [],
    refused: [],
  },
  reasonRequired: ['refused'],
  destructive: ['refused'],
};

/** The open statuses: the deadline runs for them alone. */
export const LGPD_OPEN_STATUSES = ['received', 'in_review'] as const satisfies readonly LgpdRequestStatus[];

/** The rights of art. 18 a person may ask for. */
export const LGPD_RIGHT_LABELS = {
  confirmacao: 'Confirmação da existência de tratamento',
  acesso: 'Acesso aos dados',
  correcao: 'Correção de dados',
  anonimizacao: 'Anonimização, bloqueio ou eliminação',
  portabilidade: 'Portabilidade',
  compartilhamento: 'Informação sobre compartilhamento',
  revogacao: 'Revogação do consentimento',
  revisao: 'Revisão de decisão automatizada (art. 20)',
} as const;
export type LgpdRight = keyof typeof LGPD_RIGHT_LABELS;
const LGPD_RIGHTS = Object.keys(LGPD_RIGHT_LABELS) as [LgpdRight, ...LgpdRight[]];
/** The rights a request registered by CPF may ask for: a review is registered on its application (art. 20). */
type RightByCpf = Exclude<LgpdRight, 'revisao'>;
export const RIGHTS_BY_CPF = LGPD_RIGHTS.filter((right): right is RightByCpf => right !== 'revisao') as [RightByCpf, ...RightByCpf[]];

/** The rights answered with the subject's file (what is held, and with whom it was shared). */
export const FILE_RIGHTS: readonly LgpdRight[] = ['confirmacao', 'acesso', 'portabilidade', 'compartilhamento'];

export const LGPD_CHANNEL_LABELS = {
  email: 'Email',
  telefone: 'Telefone',
  presencial: 'Presencial',
  correspondencia: 'Correspondência',
  outro: 'Outro',
} as const;
export type LgpdChannel = keyof typeof LGPD_CHANNEL_LABELS;
const LGPD_CHANNELS = Object.keys(LGPD_CHANNEL_LABELS) as [LgpdChannel, ...LgpdChannel[]];

export const lgpdRequestSchema = z
  .object({
    id: z.uuid(),
    candidateId: z.uuid(),
    candidateName: z.string(),
    channel: z.enum(LGPD_CHANNELS),
    right: z.enum(LGPD_RIGHTS),
    identityCheck: z.string(),
    details: z.string().nullable(),
    receivedOn: z.string(),
    dueOn: z.string(),
    /** Open and past its due date (São Paulo's calendar). */
    overdue: z.boolean(),
    status: z.enum(LGPD_REQUEST_STATUSES),
    /** When the anonymisation it asked for was carried out, and how many companies were told. */
    executedAt: z.string().nullable(),
    companiesNotified: z.number().int().nullable(),
    /** A review of an automated decision (art. 20): the application whose score is contested. */
    applicationId: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(statusMetaSchema.shape);
export type LgpdRequest = z.infer<typeof lgpdRequestSchema>;

const notInFuture = (value: string) => value <= councilDay();

const requestFields = {
  channel: choiceSchema(LGPD_CHANNELS, { required: 'Informe o canal', invalid: 'Canal inválido' }),
  right: choiceSchema(LGPD_RIGHTS, { required: 'Informe o direito pedido', invalid: 'Direito inválido' }),
  identityCheck: requiredText('Informe como a identidade foi confirmada', 500),
  details: optionalText(2000),
  receivedOn: dateOnlySchema.refine(notInFuture, { error: 'A data de recebimento não pode ser futura' }),
};

/** A new request: the professional is found by CPF. */
export const lgpdRequestInputSchema = z.object({
  cpf: cpfSchema,
  ...requestFields,
  right: choiceSchema(RIGHTS_BY_CPF, {
    required: 'Informe o direito pedido',
    invalid: 'Direito inválido: a revisão de uma nota é pedida na candidatura (Como esta nota foi calculada)',
  }),
});
export type LgpdRequestInput = z.input<typeof lgpdRequestInputSchema>;
export type LgpdRequestCreate = z.output<typeof lgpdRequestInputSchema>;

/** An edit keeps the professional. */
export const lgpdRequestUpdateSchema = z.object(requestFields).extend(concurrencySchema.shape);
export type LgpdRequestUpdateInput = z.input<typeof lgpdRequestUpdateSchema>;
export type LgpdRequestUpdate = z.output<typeof lgpdRequestUpdateSchema>;

export const LGPD_REQUEST_SORTS = ['dueOn', 'receivedOn', 'candidateName', 'status', 'createdAt'] as const;

const lgpdRequestList = listContract({
  row: lgpdRequestSchema,
  sorts: LGPD_REQUEST_SORTS,
  defaultSort: 'dueOn',
  filters: {
    status: z.enum(LGPD_REQUEST_STATUSES, { error: 'Status inválido' }).optional(),
    right: z.enum(LGPD_RIGHTS, { error: 'Direito inválido' }).optional(),
  },
  createdRange: true,
});
export type LgpdRequestListQuery = z.infer<typeof lgpdRequestList.query>;
export type LgpdRequestExportQuery = z.infer<typeof lgpdRequestList.exportQuery>;

export const lgpdRequestStatusBodySchema = statusBodySchema(LGPD_REQUEST_STATUSES, LGPD_REQUEST_LIFECYCLE);

/** The open requests due within the next 7 days (today included), and those past their date. */
export const lgpdDueSchema = z.object({ dueThisWeek: z.number().int(), overdue: z.number().int() });
export type LgpdDue = z.infer<typeof lgpdDueSchema>;

export const LGPD_FILE_FORMATS = ['json', 'html'] as const;
export type LgpdFileFormat = (typeof LGPD_FILE_FORMATS)[number];

/** The subject's file (acesso, portabilidade), in one of its two forms; each download is audited. */
const subjectFile = <Format extends LgpdFileFormat>(format: Format, type: string, form: string) =>
  ({
    method: 'GET',
    path: `/lgpd-requests/:id/file.${format}`,
    summary: `O arquivo do titular ${form}: dados, candidaturas, mensagens, consentimentos, empresas que os receberam e quem os viu sem máscara`,
    tag: lgpdRequestDomain.tag.name,
    permission: 'lgpd.exportar',
    params: idParamsSchema,
    produces: [type],
    responses: {
      200: z.string().meta({ description: 'O arquivo do titular' }),
      400: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }) as const;

export const anonymizeRequestBodySchema = z.object({
  confirm: z.literal(true, { error: 'Confirme que a anonimização é irreversível' }),
});
export type AnonymizeRequestBody = z.infer<typeof anonymizeRequestBodySchema>;

const request = recordOperations({
  path: '/lgpd-requests',
  tag: lgpdRequestDomain.tag.name,
  area: lgpdRequestDomain.area.name,
  noun: { one: 'uma solicitação LGPD', many: 'as solicitações LGPD' },
  row: lgpdRequestSchema,
  list: lgpdRequestList,
  create: lgpdRequestInputSchema,
  update: lgpdRequestUpdateSchema,
  status: lgpdRequestStatusBodySchema,
  statusSummary: 'Move uma solicitação LGPD: em análise, atendida ou indeferida (com o motivo)',
});

/** A review of an application's score (art. 20), registered from the application itself. */
export const lgpdReviewInputSchema = z.object({
  applicationId: idSchema,
  channel: requestFields.channel,
  identityCheck: requestFields.identityCheck,
  details: requiredText('Diga o que o profissional contesta', 2000),
  receivedOn: requestFields.receivedOn,
});
export type LgpdReviewInput = z.input<typeof lgpdReviewInputSchema>;
export type LgpdReviewCreate = z.output<typeof lgpdReviewInputSchema>;

export const lgpdRequestOperations = defineOperations({
  listLgpdRequests: request.list,
  exportLgpdRequests: request.export,
  getLgpdRequestsDue: {
    method: 'GET',
    path: '/lgpd-requests/due',
    summary: 'Quantas solicitações LGPD abertas vencem nos próximos 7 dias, e quantas já venceram',
    tag: lgpdRequestDomain.tag.name,
    permission: 'lgpd.ver',
    responses: { 200: lgpdDueSchema },
  },
  createLgpdRequest: request.create,
  getLgpdRequest: request.get,
  updateLgpdRequest: request.update,
  changeLgpdRequestStatus: request.changeStatus,
  downloadLgpdSubjectFile: subjectFile('json', 'application/json', 'em JSON, para portabilidade'),
  downloadLgpdSubjectDocument: subjectFile('html', 'text/html', 'num documento em português, para ler ou imprimir'),
  createLgpdReviewRequest: {
    method: 'POST',
    path: '/lgpd-requests/reviews',
    summary: 'Registra o pedido de revisão da nota de uma candidatura (LGPD, art. 20), ligado a ela',
    tag: lgpdRequestDomain.tag.name,
    permission: 'lgpd.editar',
    body: lgpdReviewInputSchema,
    responses: { 201: lgpdRequestSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  anonymizeLgpdSubject: {
    method: 'POST',
    path: '/lgpd-requests/:id/anonymize',
    summary:
      'Anonimiza o titular de uma solicitação de anonimização e avisa as empresas que receberam os dados (art. 18, §6º)',
    tag: lgpdRequestDomain.tag.name,
    permission: 'anonimizar',
    params: idParamsSchema,
    body: anonymizeRequestBodySchema,
    responses: { 200: lgpdRequestSchema, ...writeErrors },
  },
});
