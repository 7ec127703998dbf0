import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, idSchema, storedIdSchema, writeErrors } from './common';
import { defineDomain } from './domain';
import { defineOperations } from './operation';

/*
 * Interviews (decision 050): a date booked for one application, with its interviewers, sent to
 * everyone as a calendar invitation and reminded through the one scheduler.
 */

export const interviewDomain = defineDomain({
  tag: { name: 'interviews', description: 'Entrevistas agendadas com os profissionais inscritos', after: 'applications' },
  audit: { entity: 'interviews', name: 'Entrevista' },
});

/** Where every interview's time is shown and written in its invitation. */
export const INTERVIEW_TIME_ZONE = 'America/Sao_Paulo';
/** Eight hours: longer is a typing mistake, not an interview. */
export const MAX_INTERVIEW_MINUTES = 480;
/** How many applications one booking may take, one after another. */
export const MAX_INTERVIEWS_PER_BOOKING = 30;

export const INTERVIEW_KINDS = ['presencial', 'online'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = { presencial: 'Presencial', online: 'Online' };

export const INTERVIEW_STATUSES = ['agendada', 'cancelada'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = { agendada: 'Agendada', cancelada: 'Cancelada' };

export const INTERVIEW_MESSAGES = {
  notFound: 'Entrevista não encontrada',
  past: 'Escolha uma data e hora no futuro',
  tooLong: `A entrevista pode durar no máximo ${MAX_INTERVIEW_MINUTES / 60} horas`,
  tooShort: 'Informe a duração em minutos (pelo menos 5)',
  addressRequired: 'Informe o endereço da entrevista presencial',
  linkRequired: 'Informe o link da reunião online',
  linkInvalid: 'Informe um link começando com https://',
  interviewersRequired: 'Escolha pelo menos um entrevistador',
  interviewerUnknown: 'Entrevistador não encontrado',
  interviewerWithoutAccess: (name: string) => `${name} não tem acesso a este processo seletivo`,
  applicationFinal: 'Não é possível agendar entrevista para uma candidatura reprovada, desistente ou contratada',
  applicationNotInProcess: 'Uma das candidaturas não é deste processo seletivo',
  cancelled: 'Esta entrevista foi cancelada',
  conflict: 'Há entrevistas no mesmo horário. Confirme para agendar mesmo assim.',
  rangeTooLong: 'Escolha um período de até 62 dias',
  rangeOrder: 'O fim do período deve ser depois do início',
} as const;

export const INTERVIEW_ATTENDANCES = ['compareceu', 'faltou', 'remarcada'] as const;
export type InterviewAttendance = (typeof INTERVIEW_ATTENDANCES)[number];
export const INTERVIEW_ATTENDANCE_LABELS: Record<InterviewAttendance, string> = {
  compareceu: 'Compareceu',
  faltou: 'Faltou',
  remarcada: 'Remarcada',
};

export const SCORECARD_RECOMMENDATIONS = ['avancar', 'talvez', 'nao_avancar'] as const;
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];
export const SCORECARD_RECOMMENDATION_LABELS: Record<ScorecardRecommendation, string> = {
  avancar: 'Avançar',
  talvez: 'Talvez',
  nao_avancar: 'Não avançar',
};

export const SCORECARD_MESSAGES = {
  notStarted: 'A presença e a avaliação são registradas depois do início da entrevista',
  notInterviewer: 'Só os entrevistadores desta entrevista preenchem a avaliação',
  absent: 'O profissional não compareceu a esta entrevista: não há o que avaliar',
  criteriaRepeated: 'Cada critério aparece uma vez',
} as const;

/** Whom the 409 of a booking names: someone already booked at an overlapping time. */
export const INTERVIEW_CONFLICT_CODE = 'interview_conflict';

const interviewerSchema = z.object({ id: storedIdSchema, name: z.string(), email: z.string() });
export type Interviewer = z.infer<typeof interviewerSchema>;

export const interviewSchema = z.object({
  id: storedIdSchema,
  applicationId: storedIdSchema,
  selectiveProcessId: storedIdSchema,
  processTitle: z.string(),
  companyName: z.string(),
  candidateId: storedIdSchema,
  candidateName: z.string(),
  /** ISO instants (UTC); shown in America/Sao_Paulo. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  kind: z.enum(INTERVIEW_KINDS),
  address: z.string().nullable(),
  link: z.string().nullable(),
  interviewers: z.array(interviewerSchema),
  notes: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  /** Recorded once the interview has begun; null until then. */
  attendance: z.enum(INTERVIEW_ATTENDANCES).nullable(),
  /** The invitation's SEQUENCE: 0 when booked, one more at each change. */
  sequence: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const trimmedOptional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres` })
    .optional()
    .transform((value) => value || undefined);

/** When, how long, where and with whom: the part of a booking a reschedule changes too. */
export const slotFields = {
  startsAt: z.iso.datetime({ offset: true, error: 'Informe a data e a hora' }),
  durationMinutes: z
    .number({ error: INTERVIEW_MESSAGES.tooShort })
    .int({ error: INTERVIEW_MESSAGES.tooShort })
    .min(5, { error: INTERVIEW_MESSAGES.tooShort })
    .max(MAX_INTERVIEW_MINUTES, { error: INTERVIEW_MESSAGES.tooLong }),
  kind: z.enum(INTERVIEW_KINDS, { error: 'Escolha presencial ou online' }),
  address: trimmedOptional(300),
  link: trimmedOptional(500),
  interviewerIds: z.array(idSchema).min(1, { error: INTERVIEW_MESSAGES.interviewersRequired }).max(10, { error: 'Escolha no máximo 10 entrevistadores' }),
  notes: trimmedOptional(2000),
  /** Books even when someone is already booked at an overlapping time (the 409 named them). */
  confirmarConflitos: z.boolean().optional(),
};

type SlotShape = { kind: InterviewKind; address?: string | undefined; link?: string | undefined; startsAt: string };

export const checkPlace = (value: Omit<SlotShape, 'startsAt'>, context: z.RefinementCtx) => {
  if (value.kind === 'presencial' && !value.address)
    context.addIssue({ code: 'custom', path: ['address'], message: INTERVIEW_MESSAGES.addressRequired });
  if (value.kind === 'online') {
    if (!value.link) context.addIssue({ code: 'custom', path: ['link'], message: INTERVIEW_MESSAGES.linkRequired });
    else if (!/^https:\/\/[^\s]+$/.test(value.link))
      context.addIssue({ code: 'custom', path: ['link'], message: INTERVIEW_MESSAGES.linkInvalid });
  }
};

const checkSlot = (value: SlotShape, context: z.RefinementCtx) => {
  checkPlace(value, context);
  if (Date.parse(value.startsAt) <= Date.now())
    context.addIssue({ code: 'custom', path: ['startsAt'], message: INTERVIEW_MESSAGES.past });
};

export const interviewBodySchema = z.object(slotFields).superRefine(checkSlot);
export type InterviewBody = z.input<typeof interviewBodySchema>;

/** Several applications of one process, one after another from `startsAt`, each `durationMinutes` long. */
export const interviewsBodySchema = z
  .object({
    ...slotFields,
    applicationIds: z
      .array(idSchema)
      .min(1, { error: 'Escolha pelo menos uma candidatura' })
      .max(MAX_INTERVIEWS_PER_BOOKING, { error: `Agende no máximo ${MAX_INTERVIEWS_PER_BOOKING} entrevistas de uma vez` }),
  })
  .superRefine(checkSlot);
export type InterviewsBody = z.input<typeof interviewsBodySchema>;

export const interviewCancelBodySchema = z.object({ reason: trimmedOptional(500) });
export type InterviewCancelBody = z.input<typeof interviewCancelBodySchema>;

export const interviewCalendarQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'Informe o início do período' }),
    to: z.iso.datetime({ offset: true, error: 'Informe o fim do período' }),
    interviewerId: idSchema.optional(),
    processId: idSchema.optional(),
    companyId: idSchema.optional(),
    uf: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'UF inválida' })
      .optional(),
    includeCancelled: z.stringbool().optional(),
  })
  .superRefine((value, context) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span <= 0) context.addIssue({ code: 'custom', path: ['to'], message: INTERVIEW_MESSAGES.rangeOrder });
    else if (span > 62 * 86_400_000) context.addIssue({ code: 'custom', path: ['to'], message: INTERVIEW_MESSAGES.rangeTooLong });
  });
export type InterviewCalendarQuery = z.input<typeof interviewCalendarQuerySchema>;

export const attendanceBodySchema = z.object({
  attendance: z.enum(INTERVIEW_ATTENDANCES, { error: 'Escolha compareceu, faltou ou remarcada' }),
});
export type AttendanceBody = z.input<typeof attendanceBodySchema>;

const ratingSchema = z.object({
  criterion: z.string().trim().min(1, { error: 'Informe o critério' }).max(120, { error: 'Use no máximo 120 caracteres' }),
  score: z
    .number({ error: 'Dê uma nota de 1 a 5' })
    .int({ error: 'Dê uma nota de 1 a 5' })
    .min(1, { error: 'Dê uma nota de 1 a 5' })
    .max(5, { error: 'Dê uma nota de 1 a 5' }),
  comment: trimmedOptional(1000),
});

export const scorecardBodySchema = z
  .object({
    ratings: z.array(ratingSchema).min(1, { error: 'Avalie pelo menos um critério' }).max(20, { error: 'Avalie no máximo 20 critérios' }),
    recommendation: z.enum(SCORECARD_RECOMMENDATIONS, { error: 'Escolha Avançar, Talvez ou Não avançar' }),
    comment: trimmedOptional(2000),
  })
  .superRefine((value, context) => {
    const names = value.ratings.map((rating) => rating.criterion.toLocaleLowerCase('pt-BR'));
    if (new Set(names).size !== names.length)
      context.addIssue({ code: 'custom', path: ['ratings'], message: SCORECARD_MESSAGES.criteriaRepeated });
  });
export type ScorecardBody = z.input<typeof scorecardBodySchema>;

export const scorecardSchema = z.object({
  id: storedIdSchema,
  interviewId: storedIdSchema,
  interviewStartsAt: z.string(),
  interviewer: interviewerSchema,
  ratings: z.array(z.object({ criterion: z.string(), score: z.number().int(), comment: z.string().nullable() })),
  /** The mean of this scorecard's ratings. */
  mean: z.number(),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS),
  comment: z.string().nullable(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const applicationScorecardsSchema = z.object({
  scorecards: z.array(scorecardSchema),
  /** The mean of every rating of every scorecard of the application's interviews (1–5); null without any. */
  mean: z.number().nullable(),
});
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>;

const interviewList = z.array(interviewSchema);
const readErrors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const interviewOperations = defineOperations({
  listApplicationInterviews: {
    method: 'GET',
    path: '/applications/:id/interviews',
    summary: 'As entrevistas de uma candidatura, da mais próxima à mais distante',
    tag: 'interviews',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: interviewList, ...readErrors },
  },
  listProcessInterviews: {
    method: 'GET',
    path: '/selective-processes/:id/interviews',
    summary: 'As entrevistas de um processo seletivo',
    tag: 'interviews',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: interviewList, ...readErrors },
  },
  listCandidateInterviews: {
    method: 'GET',
    path: '/candidates/:id/interviews',
    summary: 'As entrevistas de um profissional nos processos que o administrador vê',
    tag: 'interviews',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: interviewList, ...readErrors },
  },
  listProcessInterviewers: {
    method: 'GET',
    path: '/selective-processes/:id/interviewers',
    summary: 'Os administradores que podem entrevistar neste processo (os que o veem)',
    tag: 'interviews',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: z.array(interviewerSchema), ...readErrors },
  },
  listInterviewCalendar: {
    method: 'GET',
    path: '/interviews',
    summary: 'As entrevistas de um período, filtradas por entrevistador, processo, empresa ou UF',
    tag: 'interviews',
    permission: 'processos.ver',
    query: interviewCalendarQuerySchema,
    responses: { 200: interviewList, 400: apiErrorSchema },
  },
  listCalendarInterviewers: {
    method: 'GET',
    path: '/interviews/interviewers',
    summary: 'Os entrevistadores das entrevistas que o administrador vê (o filtro do calendário)',
    tag: 'interviews',
    permission: 'processos.ver',
    responses: { 200: z.array(interviewerSchema) },
  },
  bookInterview: {
    method: 'POST',
    path: '/applications/:id/interviews',
    summary: 'Agenda uma entrevista para uma candidatura e envia o convite',
    tag: 'interviews',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: interviewBodySchema,
    responses: { 201: interviewSchema, ...writeErrors },
  },
  bookInterviews: {
    method: 'POST',
    path: '/selective-processes/:id/interviews',
    summary: 'Agenda entrevistas seguidas para várias candidaturas de um processo e envia os convites',
    tag: 'interviews',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: interviewsBodySchema,
    responses: { 201: interviewList, ...writeErrors },
  },
  rescheduleInterview: {
    method: 'PUT',
    path: '/interviews/:id',
    summary: 'Remarca uma entrevista e envia o convite atualizado',
    tag: 'interviews',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: interviewBodySchema,
    responses: { 200: interviewSchema, ...writeErrors },
  },
  recordInterviewAttendance: {
    method: 'PUT',
    path: '/interviews/:id/attendance',
    summary: 'Registra se o profissional compareceu, faltou ou pediu para remarcar',
    tag: 'interviews',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: attendanceBodySchema,
    responses: { 200: interviewSchema, ...writeErrors },
  },
  saveInterviewScorecard: {
    method: 'PUT',
    path: '/interviews/:id/scorecard',
    summary: 'Grava a avaliação do entrevistador conectado: critérios de 1 a 5 e a recomendação',
    tag: 'interviews',
    permission: 'processos.ver',
    params: idParamsSchema,
    body: scorecardBodySchema,
    responses: { 200: scorecardSchema, 403: apiErrorSchema, ...writeErrors },
  },
  listApplicationScorecards: {
    method: 'GET',
    path: '/applications/:id/scorecards',
    summary: 'As avaliações das entrevistas de uma candidatura e a sua média',
    tag: 'interviews',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: applicationScorecardsSchema, ...readErrors },
  },
  cancelInterview: {
    method: 'POST',
    path: '/interviews/:id/cancel',
    summary: 'Cancela uma entrevista, avisa os participantes e retira os lembretes',
    tag: 'interviews',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: interviewCancelBodySchema,
    responses: { 200: interviewSchema, ...writeErrors },
  },
});

/** 'ter., 02/12 às 14:00': an instant as the council reads it, in São Paulo. */
export const formatInterviewTime = (iso: string | Date): string => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: INTERVIEW_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')}/${part('month')} às ${part('hour')}:${part('minute')}`;
};
