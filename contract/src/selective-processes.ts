import { z } from 'zod';
import { counted } from './counts';
import { ASSESSMENT_KEYS, type AssessmentKey } from './assessments';
import { ufSchema } from './br';
import { areaSchema } from './candidates';
import {
  apiErrorSchema,
  concurrencySchema,
  csvAnswerSchema,
  idParamsSchema,
  idSchema,
  writeErrors,
} from './common';
import {
  DATE_MESSAGE,
  dateOnlySchema,
  optionalText,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  trueOrFalseSchema,
  type Lifecycle,
} from './fields';
import { defineDomain } from './domain';
import { listContract, listQueries } from './list-resource';
import { defineOperations } from './operation';
import { recordId } from './record-references';

export const selectiveProcessDomain = defineDomain({
  tag: {
    name: 'selective-processes',
    description: 'Processos seletivos e as suas etapas',
    after: 'vouchers',
  },
  area: {
    name: 'processos',
    label: 'Processos seletivos, candidaturas e avaliações',
    noun: 'processos seletivos',
    actions: ['ver', 'editar', 'status', 'exportar', 'massa'],
    after: 'parceiros',
  },
  audit: { entity: 'selective_processes', name: 'Processo seletivo' },
  savedViews: { list: 'selective-processes', after: 'super-admins' },
});

export const PROCESS_STATUSES = ['draft', 'open', 'in_progress', 'closed', 'cancelled'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** draft → open → in_progress → closed; any non-final → cancelled (with a reason). */
export const PROCESS_LIFECYCLE: Lifecycle<ProcessStatus> = {
  labels: {
    draft: 'Rascunho',
    open: 'Aberto',
    in_progress: 'Em andamento',
    closed: 'Finalizado',
    cancelled: 'Cancelado',
  },
  moves: {
    draft: ['open', 'cancelled'],
    open: ['in_progress', 'cancelled'],
    in_progress: ['closed', 'cancelled'],
    closed: [],
    cancelled: [],
  },
  reasonRequired: ['cancelled'],
  destructive: ['cancelled'],
};

/** Statuses that count against the plan's limit of open processes. */
export const OPEN_PROCESS_STATUSES: readonly ProcessStatus[] = ['open', 'in_progress'];
/** Statuses in which nothing about the candidates changes any more. */
export const FINAL_PROCESS_STATUSES: readonly ProcessStatus[] = ['closed', 'cancelled'];

export const SENIORITY_LABELS = {
  internship: 'Estágio',
  trainee: 'Trainee',
  junior: 'Júnior',
  mid: 'Pleno',
  senior: 'Sênior',
  specialist: 'Especialista',
  manager: 'Gestão',
} as const;
export type Seniority = keyof typeof SENIORITY_LABELS;
export const senioritySchema = z.enum(
  Object.keys(SENIORITY_LABELS) as [Seniority, ...Seniority[]],
  { error: 'Senioridade inválida' },
);

export const CONTRACT_TYPE_LABELS = {
  clt: 'CLT',
  pj: 'PJ',
  internship: 'Estágio',
  temporary: 'Temporário',
  apprentice: 'Jovem aprendiz',
  freelance: 'Autônomo',
} as const;
export type ContractType = keyof typeof CONTRACT_TYPE_LABELS;
export const contractTypeSchema = z.enum(
  Object.keys(CONTRACT_TYPE_LABELS) as [ContractType, ...ContractType[]],
  {
    error: 'Tipo de contratação inválido',
  },
);

export const WORK_MODE_LABELS = {
  onsite: 'Presencial',
  hybrid: 'Híbrido',
  remote: 'Remoto',
} as const;
export type WorkMode = keyof typeof WORK_MODE_LABELS;
export const workModeSchema = z.enum(Object.keys(WORK_MODE_LABELS) as [WorkMode, ...WorkMode[]], {
  error: 'Modalidade inválida',
});

export const DEFAULT_STAGES = [
  'Inscritos',
  'Triagem',
  'Testes',
  'Entrevista',
  'Finalistas',
  'Contratados',
] as const;

/** Items of a process carry ids so answers can point at them; new items come without one and get it on save. */
const itemId = z.uuid({ error: 'Identificador inválido' }).optional();

export const requirementSchema = z.object({
  id: itemId,
  text: requiredText('Descreva o requisito', 300),
  mandatory: z.boolean().default(false),
});
export type RequirementInput = z.input<typeof requirementSchema>;

export const QUESTION_TYPES = ['text', 'yes_no', 'single_choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Texto livre',
  yes_no: 'Sim ou não',
  single_choice: 'Escolha única',
};

/**
 * An auxiliary question. `expectedAnswer` (a boolean for yes/no, one of the options for a single
 * choice, nothing for free text) makes it count in the questions score.
 */
export const questionSchema = z
  .object({
    id: itemId,
    text: requiredText('Escreva a pergunta', 300),
    type: z.enum(QUESTION_TYPES, { error: 'Tipo de pergunta inválido' }),
    options: z
      .array(requiredText('A opção não pode ficar em branco', 150))
      .max(10, { error: 'Use no máximo 10 opções' })
      .default([]),
    expectedAnswer: z.union([z.boolean(), z.string()]).nullable().default(null),
    /** Answered otherwise than expected, it eliminates: as an unmet mandatory requirement does. */
    eliminatory: z.boolean().default(false),
  })
  .superRefine((question, context) => {
    if (question.type === 'single_choice') {
      if (question.options.length < 2)
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'Uma pergunta de escolha única precisa de pelo menos 2 opções',
        });
      if (new Set(question.options).size !== question.options.length)
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'As opções devem ser diferentes entre si',
        });
      if (
        question.expectedAnswer !== null &&
        !question.options.includes(String(question.expectedAnswer))
      )
        context.addIssue({
          code: 'custom',
          path: ['expectedAnswer'],
          message: 'A resposta esperada deve ser uma das opções',
        });
    }
    if (
      question.type === 'yes_no' &&
      question.expectedAnswer !== null &&
      typeof question.expectedAnswer !== 'boolean'
    )
      context.addIssue({
        code: 'custom',
        path: ['expectedAnswer'],
        message: 'A resposta esperada deve ser sim ou não',
      });
    if (question.type === 'text' && question.expectedAnswer !== null)
      context.addIssue({
        code: 'custom',
        path: ['expectedAnswer'],
        message: 'Perguntas de texto livre não têm resposta esperada',
      });
    if (question.eliminatory && question.expectedAnswer === null)
      context.addIssue({
        code: 'custom',
        path: ['eliminatory'],
        message: 'Uma pergunta eliminatória precisa da resposta esperada',
      });
  });
export type QuestionInput = z.input<typeof questionSchema>;

export const interviewQuestionSchema = z.object({
  id: itemId,
  text: requiredText('Escreva a pergunta da entrevista', 300),
});

/** R$ 10 milhões: far above any salary, and within the integer column that stores cents. */
const MAX_SALARY_CENTS = 1_000_000_000;
const centsSchema = z
  .number({ error: 'Valor inválido' })
  .int({ error: 'Valor inválido' })
  .min(0, { error: 'O valor não pode ser negativo' })
  .max(MAX_SALARY_CENTS, { error: 'Use no máximo R$ 10.000.000,00' });
const positiveInt = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message });

const processShape = z.object({
  title: requiredText('O título é obrigatório', 150),
  description: requiredText('A descrição é obrigatória', 10000),
  area: areaSchema,
  seniority: senioritySchema,
  contractType: contractTypeSchema,
  workMode: workModeSchema,
  city: optionalText(100),
  uf: ufSchema.nullable().default(null),
  salaryMinCents: centsSchema.nullable().default(null),
  salaryMaxCents: centsSchema.nullable().default(null),
  vacancies: positiveInt('O número de vagas deve ser 1 ou mais')
    .max(1000, { error: 'Use no máximo 1000 vagas' })
    .default(1),
  maxCandidates: positiveInt('O limite de candidatos deve ser 1 ou mais')
    .max(100_000, { error: 'Use no máximo 100000 candidatos' })
    .nullable()
    .default(null),
  startsAt: dateOnlySchema.nullable().default(null),
  endsAt: dateOnlySchema.nullable().default(null),
  confidential: z.boolean().default(false),
  publishToCatho: z.boolean().default(false),
  requirements: z
    .array(requirementSchema)
    .max(50, { error: 'Use no máximo 50 requisitos' })
    .default([]),
  questions: z.array(questionSchema).max(50, { error: 'Use no máximo 50 perguntas' }).default([]),
  questionSheetId: idSchema.nullable().default(null),
  /**
   * Left out: on when the company has answered its values profile (the test is scored against
   * it), off otherwise; on an update, left out keeps what the process has.
   */
  useValuesTest: z.boolean().optional(),
  useCompetencyTest: z.boolean().default(true),
  /** The interviewers' scorecards (their mean, 1–5 as 0–100) count in the ranking as 'Entrevistas'. */
  useInterviewScore: z.boolean().default(false),
  interviewQuestions: z
    .array(interviewQuestionSchema)
    .max(20, { error: 'Use no máximo 20 perguntas de entrevista' })
    .default([]),
});

const checkProcess = (input: z.output<typeof processShape>, context: z.RefinementCtx): void => {
  if (
    input.salaryMinCents !== null &&
    input.salaryMaxCents !== null &&
    input.salaryMaxCents < input.salaryMinCents
  )
    context.addIssue({
      code: 'custom',
      path: ['salaryMaxCents'],
      message: 'O salário máximo deve ser maior ou igual ao mínimo',
    });
  if (input.startsAt && input.endsAt && input.endsAt < input.startsAt)
    context.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: 'A data de término deve ser igual ou posterior à de início',
    });
  if (input.workMode !== 'remote' && !input.city)
    context.addIssue({ code: 'custom', path: ['city'], message: 'Informe a cidade da vaga' });
  if (input.workMode !== 'remote' && !input.uf)
    context.addIssue({ code: 'custom', path: ['uf'], message: 'Informe a UF da vaga' });
};

export const selectiveProcessInputSchema = processShape.superRefine(checkProcess);
export type SelectiveProcessInput = z.input<typeof selectiveProcessInputSchema>;
export type SelectiveProcessCreate = z.output<typeof selectiveProcessInputSchema>;

/** `POST /selective-processes`: the process and the company it belongs to (fixed afterwards). */
export const selectiveProcessCreateBodySchema = processShape
  .extend({ companyId: recordId('companies') })
  .superRefine(checkProcess);
export type SelectiveProcessCreateBody = z.input<typeof selectiveProcessCreateBodySchema>;

export const selectiveProcessUpdateSchema = processShape
  .extend(concurrencySchema.shape)
  .superRefine(checkProcess);
export type SelectiveProcessUpdate = z.output<typeof selectiveProcessUpdateSchema>;

export const stageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  applications: z.number().int(),
});
export type Stage = z.infer<typeof stageSchema>;

export const MAX_STAGES = 15;

/** A stage by its position in the processes (0 for the first): processes share positions, not stages. */
export const stagePositionSchema = z.coerce
  .number({ error: 'Etapa inválida' })
  .int({ error: 'Etapa inválida' })
  .min(0, { error: 'Etapa inválida' })
  .max(MAX_STAGES - 1, { error: 'Etapa inválida' });

/** The ordered stage list of a process; a stage without an id is new, a missing one is removed. */
export const stagesBodySchema = z.object({
  stages: z
    .array(z.object({ id: itemId, name: requiredText('Dê um nome à etapa', 60) }))
    .min(2, { error: 'Um processo precisa de pelo menos 2 etapas' })
    .max(MAX_STAGES, { error: `Use no máximo ${MAX_STAGES} etapas` })
    .refine(
      (stages) => new Set(stages.map((stage) => stage.name.toLowerCase())).size === stages.length,
      { error: 'Cada etapa precisa de um nome diferente' },
    ),
});
export type StagesBody = z.input<typeof stagesBodySchema>;

const requirementRow = z.object({ id: z.uuid(), text: z.string(), mandatory: z.boolean() });
const questionRow = z.object({
  id: z.uuid(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  expectedAnswer: z.union([z.boolean(), z.string()]).nullable(),
  /** Absent on questions written before eliminatory questions existed: not eliminatory. */
  eliminatory: z.boolean().default(false),
});
const interviewQuestionRow = z.object({ id: z.uuid(), text: z.string() });

export const selectiveProcessRowSchema = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    companyName: z.string(),
    title: z.string(),
    area: areaSchema,
    seniority: senioritySchema,
    contractType: contractTypeSchema,
    workMode: workModeSchema,
    city: z.string().nullable(),
    uf: ufSchema.nullable(),
    vacancies: z.number().int(),
    maxCandidates: z.number().int().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    confidential: z.boolean(),
    status: z.enum(PROCESS_STATUSES),
    applications: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(statusMetaSchema.shape);
export type SelectiveProcessRow = z.infer<typeof selectiveProcessRowSchema>;

export const selectiveProcessSchema = selectiveProcessRowSchema.extend({
  description: z.string(),
  salaryMinCents: z.number().int().nullable(),
  salaryMaxCents: z.number().int().nullable(),
  publishToCatho: z.boolean(),
  requirements: z.array(requirementRow),
  questions: z.array(questionRow),
  questionSheetId: z.uuid().nullable(),
  questionSheetName: z.string().nullable(),
  useValuesTest: z.boolean(),
  useCompetencyTest: z.boolean(),
  useInterviewScore: z.boolean(),
  interviewQuestions: z.array(interviewQuestionRow),
  stages: z.array(stageSchema),
  /** The assessments this process scores, in the order of the weights. */
  assessments: z.array(z.enum(ASSESSMENT_KEYS)),
});
export type SelectiveProcess = z.infer<typeof selectiveProcessSchema>;

/** Which assessments a process uses: the ones it has content for, plus the two profile tests it opts into. */
export const usedAssessments = (process: {
  requirements: unknown[];
  questions: { expectedAnswer: unknown }[];
  questionSheetId: string | null;
  useValuesTest: boolean;
  useCompetencyTest: boolean;
  useInterviewScore: boolean;
  interviewQuestions: unknown[];
}): AssessmentKey[] => {
  const used: Record<AssessmentKey, boolean> = {
    requirements: process.requirements.length > 0,
    questions: process.questions.some(
      (question) => question.expectedAnswer !== null && question.expectedAnswer !== undefined,
    ),
    customTest: process.questionSheetId !== null,
    valuesTest: process.useValuesTest,
    competencyTest: process.useCompetencyTest,
    videoInterview: process.interviewQuestions.length > 0,
    interview: process.useInterviewScore,
  };
  return ASSESSMENT_KEYS.filter((key) => used[key]);
};

/** The answer sheets of a process's applications: each assessment it asks the professional for. */
export const answerSheetsOf = (process: {
  requirements: unknown[];
  questions: unknown[];
  questionSheetId: string | null;
  useValuesTest: boolean;
  useCompetencyTest: boolean;
  interviewQuestions: unknown[];
}): AssessmentKey[] => {
  const asked: Record<AssessmentKey, boolean> = {
    requirements: process.requirements.length > 0,
    questions: process.questions.length > 0,
    customTest: process.questionSheetId !== null,
    valuesTest: process.useValuesTest,
    competencyTest: process.useCompetencyTest,
    videoInterview: process.interviewQuestions.length > 0,
    // The interviewers' scorecards, not the professional's answers.
    interview: false,
  };
  return ASSESSMENT_KEYS.filter((key) => asked[key]);
};

export const PROCESS_SORTS = [
  'title',
  'companyName',
  'status',
  'area',
  'uf',
  'startsAt',
  'endsAt',
  'applications',
  'createdAt',
  'updatedAt',
] as const;
export type ProcessSort = (typeof PROCESS_SORTS)[number];

/** What `from`/`to` select of the processes: those running on some day of them (the default), opened in them, or ended in them. */
export const PROCESS_PERIODS = ['running', 'opened', 'ended'] as const;
export type ProcessPeriod = (typeof PROCESS_PERIODS)[number];
export const PROCESS_PERIOD_LABELS: Record<ProcessPeriod, string> = {
  running: 'Em andamento',
  opened: 'Abertos',
  ended: 'Encerrados',
};

const processFiltersSchema = z.object({
  status: z.enum(PROCESS_STATUSES, { error: 'Status inválido' }).optional(),
  companyId: idSchema.optional(),
  area: areaSchema.optional(),
  uf: ufSchema.optional(),
  workMode: workModeSchema.optional(),
  /** Processes of the days [from, to], as `period` says (running on some day of them, by default). */
  from: dateOnlySchema.optional(),
  to: dateOnlySchema.optional(),
  period: z.enum(PROCESS_PERIODS, { error: 'Período inválido' }).optional(),
  /** With a hire ('true') or without one ('false'): what the processes report tells finished processes by. */
  hires: trueOrFalseSchema.optional(),
});
const processSorts = {
  sorts: PROCESS_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
} as const;

const processList = listContract({
  row: selectiveProcessRowSchema,
  ...processSorts,
  filters: processFiltersSchema.shape,
  superRefine: (query, context) => {
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', message: DATE_MESSAGE, path: ['to'] });
  },
});
export const processListQuerySchema = processList.query;
export type ProcessListQuery = z.infer<typeof processListQuerySchema>;

/** A company's processes: the company is the path's. */
export const companyProcessListQuerySchema = listQueries({
  ...processSorts,
  filters: processFiltersSchema.omit({ companyId: true }).shape,
}).query;
export type CompanyProcessListQuery = z.infer<typeof companyProcessListQuerySchema>;

export const processPageSchema = processList.page;
export type ProcessPage = z.infer<typeof processPageSchema>;

export const processStatusBodySchema = statusBodySchema(PROCESS_STATUSES, PROCESS_LIFECYCLE);
export type ProcessStatusBody = z.infer<typeof processStatusBodySchema>;

export const PROCESS_MESSAGES = {
  notFound: 'Processo seletivo não encontrado',
  notEditable: 'Processos finalizados ou cancelados não podem ser alterados',
  onlyDraftDeleted:
    'Só processos em rascunho e sem candidatos podem ser excluídos; cancele o processo',
  stageInUse: (name: string) => `A etapa "${name}" tem candidatos: mova-os antes de removê-la`,
  questionSheetNotFound: 'Folha de questões não encontrada para esta empresa',
} as const;

/* Prerequisites: what a process needs before its actions can succeed, shown as a checklist. */

export const PREREQUISITES = [
  'companyActive',
  'activeSubscription',
  'openProcessLimit',
  'applicationLimit',
  'valuesProfile',
] as const;
export type Prerequisite = (typeof PREREQUISITES)[number];

/** The actions a missing prerequisite refuses. */
export const PROCESS_ACTIONS = ['open', 'enrol', 'valuesTest'] as const;
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];
export const PROCESS_ACTION_LABELS: Record<ProcessAction, string> = {
  open: 'Abrir inscrições',
  enrol: 'Inscrever profissional',
  valuesTest: 'Responder o teste de valores',
};

export const PREREQUISITE_GATES: Record<Prerequisite, readonly ProcessAction[]> = {
  companyActive: ['open', 'enrol'],
  activeSubscription: ['open', 'enrol'],
  openProcessLimit: ['open'],
  applicationLimit: ['enrol'],
  valuesProfile: ['valuesTest'],
};

export const PREREQUISITE_LABELS: Record<Prerequisite, string> = {
  companyActive: 'Empresa ativa',
  activeSubscription: 'Assinatura ativa',
  openProcessLimit: 'Processos abertos dentro do limite do plano',
  applicationLimit: 'Inscrições dentro do limite do plano',
  valuesProfile: 'Perfil de valores da empresa respondido',
};

/**
 * The one refusal of each missing prerequisite, whichever action meets it: the API answers it
 * (with the prerequisite as the error's `code`) and the checklist shows it.
 */
export const PREREQUISITE_MESSAGES = {
  companyActive: (statusLabel: string) =>
    `A empresa está ${statusLabel.toLowerCase()}: só uma empresa ativa pode abrir inscrições e inscrever profissionais`,
  activeSubscription:
    'A empresa não tem assinatura ativa: ative uma assinatura para abrir inscrições e inscrever profissionais',
  openProcessLimit: (planName: string, limit: number) =>
    `O plano ${planName} permite até ${counted(limit, 'processo aberto', 'processos abertos')} ao mesmo tempo: finalize um processo ou mude de plano`,
  applicationLimit: (planName: string, limit: number) =>
    `O plano ${planName} permite até ${counted(limit, 'inscrição', 'inscrições')} por processo: mude de plano para inscrever mais profissionais`,
  valuesProfile:
    'A empresa ainda não respondeu o teste de valores: responda o perfil de valores da empresa antes de avaliar a aderência do profissional',
} as const;

export const prerequisiteCheckSchema = z.object({
  key: z.enum(PREREQUISITES),
  label: z.string(),
  met: z.boolean(),
  /** What was found, e.g. "Plano Essencial: 1 de 3 processos abertos". */
  detail: z.string(),
  /** The refusal of the actions it gates while it is missing; null when met. */
  message: z.string().nullable(),
  gates: z.array(z.enum(PROCESS_ACTIONS)),
});
export type PrerequisiteCheck = z.infer<typeof prerequisiteCheckSchema>;

const refusalSchema = z.object({ code: z.enum(PREREQUISITES), message: z.string() }).nullable();

/**
 * `GET /selective-processes/{id}/readiness`: the checklist of a process that is not over, and per
 * action the refusal it would answer now (null: it may go ahead). A closed or cancelled process
 * has no checklist: nothing can be opened or enrolled any more.
 */
export const processReadinessSchema = z.object({
  processId: z.uuid(),
  companyId: z.uuid(),
  checks: z.array(prerequisiteCheckSchema),
  refusals: z.object({ open: refusalSchema, enrol: refusalSchema, valuesTest: refusalSchema }),
  /** The company's subscription: the active one, else the newest waiting for activation. */
  subscriptionId: z.uuid().nullable(),
});
export type ProcessReadiness = z.infer<typeof processReadinessSchema>;

export const selectiveProcessOperations = defineOperations({
  listSelectiveProcesses: {
    method: 'GET',
    path: '/selective-processes',
    summary: 'Lista os processos seletivos, com busca, filtros e ordenação',
    tag: 'selective-processes',
    permission: 'processos.ver',
    query: processListQuerySchema,
    responses: { 200: processPageSchema, 400: apiErrorSchema },
  },
  exportSelectiveProcesses: {
    method: 'GET',
    path: '/selective-processes/export.csv',
    summary: 'Exporta os processos seletivos da lista filtrada em CSV',
    tag: 'selective-processes',
    permission: 'processos.exportar',
    query: processListQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  listCompanySelectiveProcesses: {
    method: 'GET',
    path: '/companies/:id/selective-processes',
    summary: 'Lista os processos seletivos de uma empresa',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    query: companyProcessListQuerySchema,
    responses: { 200: processPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  createSelectiveProcess: {
    method: 'POST',
    path: '/selective-processes',
    summary: 'Cadastra um processo seletivo (rascunho, com as etapas padrão)',
    tag: 'selective-processes',
    permission: 'processos.editar',
    body: selectiveProcessCreateBodySchema,
    responses: { 201: selectiveProcessSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  getSelectiveProcess: {
    method: 'GET',
    path: '/selective-processes/:id',
    summary: 'Um processo seletivo',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: selectiveProcessSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  getSelectiveProcessReadiness: {
    method: 'GET',
    path: '/selective-processes/:id/readiness',
    summary: 'Os pré-requisitos de um processo seletivo e o que cada ação recusaria agora',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: processReadinessSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  updateSelectiveProcess: {
    method: 'PUT',
    path: '/selective-processes/:id',
    summary: 'Altera um processo seletivo (com o updatedAt lido)',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: selectiveProcessUpdateSchema,
    responses: { 200: selectiveProcessSchema, ...writeErrors },
  },
  deleteSelectiveProcess: {
    method: 'DELETE',
    path: '/selective-processes/:id',
    summary: 'Exclui um processo seletivo (só em rascunho e sem candidaturas)',
    tag: 'selective-processes',
    permission: 'processos.status',
    params: idParamsSchema,
    responses: { 204: z.null(), ...writeErrors },
  },
  changeSelectiveProcessStatus: {
    method: 'POST',
    path: '/selective-processes/:id/status',
    summary: 'Muda o status de um processo seletivo (abre, inicia, encerra ou cancela)',
    tag: 'selective-processes',
    permission: 'processos.status',
    params: idParamsSchema,
    body: processStatusBodySchema,
    responses: { 200: selectiveProcessSchema, ...writeErrors },
  },
  saveSelectiveProcessStages: {
    method: 'PUT',
    path: '/selective-processes/:id/stages',
    summary: 'Salva as etapas de um processo seletivo: nomes, ordem, novas e removidas',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: stagesBodySchema,
    responses: { 200: selectiveProcessSchema, ...writeErrors },
  },
});
