import { z } from 'zod';
import { counted } from './counts';
import { ASSESSMENT_KEYS, competencyResultSchema, videoAnswerSchema } from './assessments';
import { ufSchema } from './br';
import { areaSchema, REGISTRATION_STATUSES } from './candidates';
import {
  apiErrorSchema,
  csvAnswerSchema,
  idempotencyHeaders,
  idParamsSchema,
  idSchema,
  storedIdSchema,
  writeErrors,
} from './common';
import {
  dateOnlySchema,
  optionalText,
  periodsInOrder,
  REASON_REQUIRED_MESSAGE,
  statusBodySchema,
  trueOrFalseSchema,
  type Lifecycle,
} from './fields';
import { bulkIdsSchema, bulkResultSchema } from './bulk';
import { listContract } from './list-resource';
import { defineOperations } from './operation';
import { personal } from './personal-data';
import {
  FINAL_PROCESS_STATUSES,
  PROCESS_STATUSES,
  stagePositionSchema,
  type ProcessStatus,
} from './selective-processes';
import { recordId } from './record-references';

export const APPLICATION_STATUSES = ['active', 'rejected', 'withdrawn', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** active → rejected / withdrawn / hired: final outcomes, each with a reason. */
export const APPLICATION_LIFECYCLE: Lifecycle<ApplicationStatus> = {
  labels: { active: 'Ativa', rejected: 'Reprovada', withdrawn: 'Desistente', hired: 'Contratada' },
  moves: { active: ['rejected', 'withdrawn', 'hired'], rejected: [], withdrawn: [], hired: [] },
  reasonRequired: ['rejected', 'withdrawn', 'hired'],
  destructive: ['rejected', 'withdrawn'],
};

export const APPLICATION_OUTCOMES = ['rejected', 'withdrawn', 'hired'] as const;
export const applicationOutcomeBodySchema = statusBodySchema(
  APPLICATION_OUTCOMES,
  APPLICATION_LIFECYCLE,
);
export type ApplicationOutcomeBody = z.infer<typeof applicationOutcomeBodySchema>;

const scoreValue = z.number().nullable();
export const scoresSchema = z.object(
  Object.fromEntries(ASSESSMENT_KEYS.map((key) => [key, scoreValue])) as Record<
    (typeof ASSESSMENT_KEYS)[number],
    typeof scoreValue
  >,
);

export const breakdownRowSchema = z.object({
  assessment: z.enum(ASSESSMENT_KEYS),
  score: z.number().nullable(),
  weight: z.number().int(),
  contribution: z.number(),
});

/** One application as the ranked table shows it. */
export const applicationRowSchema = z.object({
  id: storedIdSchema,
  selectiveProcessId: storedIdSchema,
  candidateId: storedIdSchema,
  candidateName: z.string(),
  candidateEmail: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  stageId: storedIdSchema,
  status: z.enum(APPLICATION_STATUSES),
  statusReason: z.string().nullable(),
  /** A mandatory requirement the professional does not meet. */
  flagged: z.boolean(),
  scores: scoresSchema,
  weightedScore: z.number().nullable(),
  /** 1 for the best weighted score of the process (ties share the rank). */
  rank: z.number().int().nullable(),
  breakdown: z.array(breakdownRowSchema),
  /** Days in its stage when past what the stage allows (decision 051); null when not late. */
  lateDays: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/** One application with everything answered so far (the answer sheets start from it). */
export const applicationDetailSchema = applicationRowSchema.extend({
  processTitle: z.string(),
  companyId: z.uuid(),
  stageName: z.string(),
  missingMandatory: z.array(z.uuid()),
  overrideReason: z.string().nullable(),
  /** Null for a profile without 'ver dados pessoais completos' (decision 030). */
  answers: personal(
    'answers',
    z
      .object({
        requirements: z
      .array(
        z.object({ requirementId: z.uuid(), meets: z.boolean(), evidence: z.string().nullable() }),
      )
      .nullable(),
    questions: z
      .array(z.object({ questionId: z.uuid(), answer: z.union([z.boolean(), z.string()]) }))
      .nullable(),
    customTest: z.array(z.object({ questionId: z.uuid(), option: z.number().int() })).nullable(),
    values: z.array(z.object({ valueId: z.uuid(), score: z.number().int() })).nullable(),
      })
      .nullable(),
  ),
  competency: competencyResultSchema.nullable(),
  videoAnswers: z.array(videoAnswerSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** One of a professional's applications, as their page lists them: the process, where it stands, its score. */
export const candidateApplicationSchema = z.object({
  id: z.uuid(),
  selectiveProcessId: z.uuid(),
  processTitle: z.string(),
  processStatus: z.enum(PROCESS_STATUSES),
  companyId: z.uuid(),
  companyName: z.string(),
  stageName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  weightedScore: z.number().nullable(),
  rank: z.number().int().nullable(),
  /** The answer sheets the process asks for (answerSheetsOf): each has its page. */
  answerSheets: z.array(z.enum(ASSESSMENT_KEYS)),
  createdAt: z.string(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

export const APPLICATION_SORTS = [
  'weightedScore',
  'candidateName',
  'createdAt',
  'updatedAt',
] as const;

/** 'true' keeps only the late applications; anything else is refused, absent keeps them all. */
const lateFilterSchema = trueOrFalseSchema.optional();

const applicationList = listContract({
  row: applicationRowSchema,
  sorts: APPLICATION_SORTS,
  defaultSort: 'weightedScore',
  defaultOrder: 'desc',
  filters: {
    stageId: idSchema.optional(),
    /** A professional's application to the process (their answer sheets start from it). */
    candidateId: idSchema.optional(),
    status: z.enum(APPLICATION_STATUSES, { error: 'Status inválido' }).optional(),
    flagged: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /** Only the applications past the days their stage allows ('Atrasadas'). */
    late: lateFilterSchema,
    /** Enrolled within these São Paulo days (both included), as the reports count a period. */
    enrolledFrom: dateOnlySchema.optional(),
    enrolledTo: dateOnlySchema.optional(),
  },
});
export const applicationListQuerySchema = applicationList.query;
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export const applicationPageSchema = applicationList.page;
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/**
 * The statuses the list of every process's applications filters by: an application's, and
 * 'current', active or hired, those still in their stage (what a stage's 'Na etapa agora' counts).
 */
export const HUB_APPLICATION_STATUSES = [...APPLICATION_STATUSES, 'current'] as const;
export type HubApplicationStatus = (typeof HUB_APPLICATION_STATUSES)[number];
export const HUB_APPLICATION_STATUS_LABELS: Record<HubApplicationStatus, string> = {
  ...APPLICATION_LIFECYCLE.labels,
  current: 'Ativa ou contratada',
};

/** One application of any process, as the list of every process's applications shows it. */
export const hubApplicationRowSchema = z.object({
  id: storedIdSchema,
  candidateId: storedIdSchema,
  candidateName: z.string(),
  selectiveProcessId: storedIdSchema,
  processTitle: z.string(),
  companyId: storedIdSchema,
  companyName: z.string(),
  /** The process's UF; null for a remote process without one. */
  uf: z.string().nullable(),
  stageName: z.string(),
  /** 0 for the first stage. */
  stagePosition: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  /** When it was hired (reached the hiring stage, decision 027); null unless hired. */
  hiredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HubApplicationRow = z.infer<typeof hubApplicationRowSchema>;

/**
 * What the list of every process's applications filters by: the report's processes (UF, company,
 * area, one process), where an application is and how far it went (stages by position, as the
 * reports count them), and its days of enrolment and hire (São Paulo days, both included).
 */
export const hubApplicationFiltersSchema = z.object({
  selectiveProcessId: recordId('selectiveProcesses').optional(),
  companyId: recordId('companies').optional(),
  uf: ufSchema.optional(),
  area: areaSchema.optional(),
  status: z.enum(HUB_APPLICATION_STATUSES, { error: 'Status inválido' }).optional(),
  /** In the stage at this position now. */
  stage: stagePositionSchema.optional(),
  /** Reached the stage at this position (being there or having passed through it). */
  reached: stagePositionSchema.optional(),
  late: lateFilterSchema,
  enrolledFrom: dateOnlySchema.optional(),
  enrolledTo: dateOnlySchema.optional(),
  /** Hired within these days (hired only). */
  hiredFrom: dateOnlySchema.optional(),
  hiredTo: dateOnlySchema.optional(),
  /** Of the processes opened within these days, as the processes report counts them. */
  openedFrom: dateOnlySchema.optional(),
  openedTo: dateOnlySchema.optional(),
});
export type HubApplicationFilters = z.infer<typeof hubApplicationFiltersSchema>;

const hubApplicationList = listContract({
  row: hubApplicationRowSchema,
  sorts: ['createdAt'] as const,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: hubApplicationFiltersSchema.shape,
  superRefine: periodsInOrder(
    ['enrolledFrom', 'enrolledTo'],
    ['hiredFrom', 'hiredTo'],
    ['openedFrom', 'openedTo'],
  ),
});
export const hubApplicationListQuerySchema = hubApplicationList.query;
export type HubApplicationListQuery = z.infer<typeof hubApplicationListQuerySchema>;
export const hubApplicationExportQuerySchema = hubApplicationList.exportQuery;
export type HubApplicationExportQuery = z.infer<typeof hubApplicationExportQuerySchema>;
export const hubApplicationPageSchema = hubApplicationList.page;
export type HubApplicationPage = z.infer<typeof hubApplicationPageSchema>;

/** The board: every stage with its total and its first cards; a column pages on with the list query. */
export const boardQuerySchema = z.object({
  perStage: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(APPLICATION_STATUSES, { error: 'Status inválido' }).default('active'),
  late: lateFilterSchema,
});
/**
 * A card of the board: what it shows, moves and opens (the drawer reads the whole application), a
 * sixth of a ranked row's bytes: a board of a hundred cards is read after every move.
 */
export const boardCardSchema = applicationRowSchema.pick({
  id: true,
  candidateId: true,
  candidateName: true,
  stageId: true,
  status: true,
  flagged: true,
  weightedScore: true,
  rank: true,
  lateDays: true,
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardSchema = z.object({
  stages: z.array(
    z.object({
      id: storedIdSchema,
      name: z.string(),
      position: z.number().int(),
      total: z.number().int(),
      rows: z.array(boardCardSchema),
    }),
  ),
  canUndo: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

export const enrolBodySchema = z.object({
  candidateId: recordId('candidates'),
  /** Needed only to enrol a professional whose council registration is irregular. */
  overrideReason: optionalText(500),
});
export type EnrolBody = z.input<typeof enrolBodySchema>;

export const stageMoveBodySchema = z.object({ stageId: idSchema });
export type StageMoveBody = z.infer<typeof stageMoveBodySchema>;

/** Several applications of a process to one stage. */
export const bulkStageMoveBodySchema = z.object({ ids: bulkIdsSchema, stageId: idSchema });
export type BulkStageMoveBody = z.infer<typeof bulkStageMoveBodySchema>;

/** A bulk move's report, and the moves it made: what undoing it puts back. */
export const bulkMoveResultSchema = bulkResultSchema.extend({ moveIds: z.array(z.uuid()) });
export type BulkMoveResult = z.infer<typeof bulkMoveResultSchema>;

/** Several applications ended with one outcome and one reason. */
export const bulkOutcomeBodySchema = z
  .object({
    ids: bulkIdsSchema,
    status: z.enum(APPLICATION_OUTCOMES, { error: 'Status inválido' }),
    reason: z.string().trim().max(500).optional(),
    /** A message template mailed to each professional, its fields filled from their application. */
    templateId: idSchema.optional(),
  })
  .refine((body) => !APPLICATION_LIFECYCLE.reasonRequired.includes(body.status) || Boolean(body.reason), {
    error: REASON_REQUIRED_MESSAGE,
    path: ['reason'],
  });
export type BulkOutcomeBody = z.infer<typeof bulkOutcomeBodySchema>;

export const bulkUndoBodySchema = z.object({ moveIds: bulkIdsSchema });
export type BulkUndoBody = z.infer<typeof bulkUndoBodySchema>;

export const KANBAN_ACTIONS = ['move', 'undo'] as const;
export const KANBAN_ACTION_LABELS: Record<(typeof KANBAN_ACTIONS)[number], string> = {
  move: 'Movimentação',
  undo: 'Desfeito',
};

/** One row of the kanban log: who moved which application from which stage to which, and when. */
export const kanbanLogRowSchema = z.object({
  id: z.uuid(),
  action: z.enum(KANBAN_ACTIONS),
  selectiveProcessId: z.uuid(),
  processTitle: z.string(),
  applicationId: z.uuid(),
  candidateName: z.string(),
  actorEmail: z.string().nullable(),
  fromStage: z.string(),
  toStage: z.string(),
  undone: z.boolean(),
  createdAt: z.string(),
});
export type KanbanLogRow = z.infer<typeof kanbanLogRowSchema>;

export const moveAnswerSchema = z.object({
  application: applicationRowSchema,
  log: kanbanLogRowSchema,
});
export type MoveAnswer = z.infer<typeof moveAnswerSchema>;

export const APPLICATION_MESSAGES = {
  notFound: 'Inscrição não encontrada',
  processClosed: 'Este processo está finalizado ou cancelado: não aceita inscrições',
  maxCandidates: (limit: number) => `O processo atingiu o limite de ${counted(limit, 'candidato', 'candidatos')}`,
  duplicate: 'Este profissional já está inscrito neste processo',
  candidateNotFound: 'Profissional não encontrado',
  candidateUnavailable: 'Este profissional está bloqueado ou anonimizado e não pode ser inscrito',
  irregularRegistration:
    'O registro no conselho deste profissional está irregular: informe o motivo para inscrevê-lo mesmo assim',
  stageNotInProcess: 'A etapa não pertence a este processo',
  sameStage: 'A inscrição já está nesta etapa',
  notActive: 'Só inscrições ativas podem ser movidas ou avaliadas',
  processFinal:
    'O processo está finalizado ou cancelado: as inscrições não podem mais ser alteradas',
  nothingToUndo: 'Não há movimentação para desfazer',
  undoStale: 'A inscrição foi movida de novo depois desta movimentação: não é possível desfazê-la',
  /** The reason stored when an application reaches the hiring stage by a move. */
  hiredAtStage: (stage: string) => `Chegou à etapa ${stage}`,
} as const;

/**
 * Why no answer of an application can be saved now, or null: the API refuses with it, and the
 * answer sheets say it before anything is typed.
 */
export const assessmentBlock = (
  processStatus: ProcessStatus,
  applicationStatus: ApplicationStatus,
): 'processFinal' | 'notActive' | null => {
  if (FINAL_PROCESS_STATUSES.includes(processStatus)) return 'processFinal';
  return applicationStatus === 'active' ? null : 'notActive';
};

export const applicationOperations = defineOperations({
  listApplications: {
    method: 'GET',
    path: '/selective-processes/:id/applications',
    summary: 'Lista as candidaturas de um processo seletivo, classificadas',
    tag: 'applications',
    permission: 'processos.ver',
    params: idParamsSchema,
    query: applicationListQuerySchema,
    responses: { 200: applicationPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  listHubApplications: {
    method: 'GET',
    path: '/applications',
    summary: 'Lista as candidaturas de todos os processos seletivos, com filtros (os números dos relatórios levam a ela)',
    tag: 'applications',
    permission: 'processos.ver',
    query: hubApplicationListQuerySchema,
    responses: { 200: hubApplicationPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  exportHubApplications: {
    method: 'GET',
    path: '/applications/export.csv',
    summary: 'Exporta as candidaturas de todos os processos seletivos da lista filtrada em CSV',
    tag: 'applications',
    permission: 'processos.exportar',
    query: hubApplicationExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  getApplicationBoard: {
    method: 'GET',
    path: '/selective-processes/:id/board',
    summary: 'O quadro de etapas de um processo seletivo, com as candidaturas de cada etapa',
    tag: 'applications',
    permission: 'processos.ver',
    params: idParamsSchema,
    query: boardQuerySchema,
    responses: { 200: boardSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  enrolCandidate: {
    method: 'POST',
    path: '/selective-processes/:id/applications',
    summary: 'Inscreve um profissional em um processo seletivo',
    tag: 'applications',
    permission: 'processos.editar',
    params: idParamsSchema,
    headers: idempotencyHeaders,
    body: enrolBodySchema,
    idempotent: true,
    responses: { 201: applicationDetailSchema, ...writeErrors },
  },
  undoLastMove: {
    method: 'POST',
    path: '/selective-processes/:id/undo',
    summary: 'Desfaz a última mudança de etapa no quadro de um processo seletivo',
    tag: 'applications',
    permission: 'processos.editar',
    params: idParamsSchema,
    responses: { 200: moveAnswerSchema, ...writeErrors },
  },
  listCandidateApplications: {
    method: 'GET',
    path: '/candidates/:id/applications',
    summary: 'As candidaturas de um profissional, da mais recente à mais antiga',
    tag: 'applications',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: {
      200: z.array(candidateApplicationSchema),
      400: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
  getApplication: {
    method: 'GET',
    path: '/applications/:id',
    summary: 'Uma candidatura, com as suas avaliações e notas',
    tag: 'applications',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: applicationDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  moveApplication: {
    method: 'PUT',
    path: '/applications/:id/stage',
    summary: 'Move uma candidatura para outra etapa do quadro',
    tag: 'applications',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: stageMoveBodySchema,
    responses: { 200: moveAnswerSchema, ...writeErrors },
  },
  bulkMoveApplications: {
    method: 'POST',
    path: '/selective-processes/:id/applications/bulk/stage',
    summary: 'Move várias candidaturas do processo para uma etapa; responde o que houve com cada uma e as movimentações feitas',
    tag: 'applications',
    permission: 'processos.massa',
    params: idParamsSchema,
    body: bulkStageMoveBodySchema,
    responses: { 200: bulkMoveResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  undoApplicationMoves: {
    method: 'POST',
    path: '/selective-processes/:id/applications/bulk/undo',
    summary: 'Desfaz as movimentações de uma movimentação em lote; responde o que houve com cada uma',
    tag: 'applications',
    permission: 'processos.massa',
    params: idParamsSchema,
    body: bulkUndoBodySchema,
    responses: { 200: bulkResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  bulkDecideApplications: {
    method: 'POST',
    path: '/selective-processes/:id/applications/bulk/status',
    summary: 'Encerra várias candidaturas do processo com um resultado e um motivo; responde o que houve com cada uma',
    tag: 'applications',
    permission: 'processos.massa',
    params: idParamsSchema,
    body: bulkOutcomeBodySchema,
    responses: { 200: bulkResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  changeApplicationStatus: {
    method: 'POST',
    path: '/applications/:id/status',
    summary: 'Encerra uma candidatura: contratada, reprovada ou desistente, com o motivo',
    tag: 'applications',
    permission: 'processos.status',
    params: idParamsSchema,
    body: applicationOutcomeBodySchema,
    responses: { 200: applicationDetailSchema, ...writeErrors },
  },
});
