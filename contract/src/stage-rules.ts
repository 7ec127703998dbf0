import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, idSchema, storedIdSchema, writeErrors } from './common';
import { requiredText } from './fields';
import { defineOperations } from './operation';

/*
 * Stage rules (decision 051): what the pipeline does by itself. A process's rules are copied from
 * the council's defaults when it is created; a default names its stage by name, a process's rule by id.
 */

export const STAGE_RULE_KINDS = ['stage_entered', 'mandatory_unmet', 'hired'] as const;
export type StageRuleKind = (typeof STAGE_RULE_KINDS)[number];

export const STAGE_RULE_KIND_LABELS: Record<StageRuleKind, string> = {
  stage_entered: 'Ao entrar em uma etapa, enviar um modelo',
  mandatory_unmet: 'Requisito obrigatório ou pergunta eliminatória não atendidos: reprovar e enviar a recusa',
  hired: 'Ao contratar, avisar a empresa e quem acompanha o processo',
};

/** The longest delay a rule may wait: 30 days. */
export const STAGE_RULE_MAX_DELAY_HOURS = 720;

const delayHoursSchema = z.coerce
  .number({ error: 'Informe o atraso em horas' })
  .int({ error: 'Use um número inteiro de horas' })
  .min(0, { error: 'O atraso não pode ser negativo' })
  .max(STAGE_RULE_MAX_DELAY_HOURS, { error: `Use no máximo ${STAGE_RULE_MAX_DELAY_HOURS} horas (30 dias)` });

const ruleFields = {
  name: requiredText('Dê um nome à regra', 120),
  kind: z.enum(STAGE_RULE_KINDS, { error: 'Escolha o tipo da regra' }),
  templateId: idSchema.nullable().optional(),
  delayHours: delayHoursSchema.default(0),
  /** Also by WhatsApp, to the professionals who accept it (a message to the professional only). */
  whatsapp: z.boolean().default(false),
};

const TEMPLATE_REQUIRED = 'Escolha o modelo de mensagem';
const STAGE_REQUIRED = 'Escolha a etapa';

const needsTemplate = (kind: StageRuleKind): boolean => kind !== 'hired';

/** A process's rule: its stage by id. */
export const stageRuleBodySchema = z
  .object({ ...ruleFields, stageId: idSchema.nullable().optional() })
  .refine((body) => body.kind !== 'stage_entered' || Boolean(body.stageId), { error: STAGE_REQUIRED, path: ['stageId'] })
  .refine((body) => !needsTemplate(body.kind) || Boolean(body.templateId), { error: TEMPLATE_REQUIRED, path: ['templateId'] });
export type StageRuleBody = z.input<typeof stageRuleBodySchema>;
export type StageRuleInput = z.output<typeof stageRuleBodySchema>;

/** A council default: its stage by name (each new process has its own stages), and whether new processes get it switched on. */
export const defaultStageRuleBodySchema = z
  .object({
    ...ruleFields,
    stageName: z.string().trim().max(80, { error: 'Use no máximo 80 caracteres' }).nullable().optional(),
    enabled: z.boolean().default(false),
  })
  .refine((body) => body.kind !== 'stage_entered' || Boolean(body.stageName), { error: STAGE_REQUIRED, path: ['stageName'] })
  .refine((body) => !needsTemplate(body.kind) || Boolean(body.templateId), { error: TEMPLATE_REQUIRED, path: ['templateId'] });
export type DefaultStageRuleBody = z.input<typeof defaultStageRuleBodySchema>;
export type DefaultStageRuleInput = z.output<typeof defaultStageRuleBodySchema>;

export const stageRuleSchema = z.object({
  id: storedIdSchema,
  /** null: a council default. */
  selectiveProcessId: storedIdSchema.nullable(),
  name: z.string(),
  kind: z.enum(STAGE_RULE_KINDS),
  stageId: storedIdSchema.nullable(),
  stageName: z.string().nullable(),
  templateId: storedIdSchema.nullable(),
  templateName: z.string().nullable(),
  delayHours: z.number().int(),
  whatsapp: z.boolean(),
  enabled: z.boolean(),
  /** Why the rule cannot act (its template was deleted, its stage removed, WhatsApp not configured); null when it can. */
  broken: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StageRule = z.infer<typeof stageRuleSchema>;

export const stageRuleParamsSchema = idParamsSchema.extend({ ruleId: idSchema });

export const stageRuleSwitchBodySchema = z.object({
  enabled: z.boolean({ error: 'Diga se a regra fica ligada ou desligada' }),
  /** On switching on: act on the applications already there too, not only on what happens next. */
  applyToCurrent: z.boolean().default(false),
});
export type StageRuleSwitchBody = z.input<typeof stageRuleSwitchBodySchema>;

/** How many current applications the rule would act on if switched on now, and on applying to them how many it took. */
export const stageRulePreviewSchema = z.object({ count: z.number().int() });
export type StageRulePreview = z.infer<typeof stageRulePreviewSchema>;

const delayText = (hours: number): string => {
  if (hours === 0) return 'na hora';
  if (hours % 24 === 0) return hours === 24 ? 'após 1 dia' : `após ${hours / 24} dias`;
  return hours === 1 ? 'após 1 hora' : `após ${hours} horas`;
};

/** The rule as a sentence: 'Quando uma candidatura entrar em Entrevista, enviar o modelo "Convite" após 24 horas'. */
export const stageRuleSentence = (rule: {
  kind: StageRuleKind;
  stageName: string | null;
  templateName: string | null;
  delayHours: number;
  whatsapp: boolean;
}): string => {
  const template = `o modelo "${rule.templateName ?? '(excluído)'}" ${rule.whatsapp ? 'por e-mail e WhatsApp' : 'por e-mail'}`;
  switch (rule.kind) {
    case 'stage_entered':
      return `Quando uma candidatura entrar em ${rule.stageName ?? '(etapa removida)'}, enviar ${template} ${delayText(rule.delayHours)}`;
    case 'mandatory_unmet':
      return `Quando uma candidatura deixar um requisito obrigatório sem atender ou errar uma pergunta eliminatória, reprová-la com esse motivo e enviar ${template} ${delayText(rule.delayHours)}`;
    case 'hired':
      return `Quando uma candidatura for contratada, avisar o contato da empresa e quem acompanha o processo ${delayText(rule.delayHours)}`;
  }
};

export const STAGE_RULE_MESSAGES = {
  rejectedReason: (requirements: string[], questions: string[] = []) =>
    [
      requirements.length > 0 && `Requisito obrigatório não atendido: ${requirements.join('; ')}`,
      questions.length > 0 && `Pergunta eliminatória respondida de outra forma: ${questions.join('; ')}`,
    ]
      .filter(Boolean)
      .join('. '),
  templateDeleted: (name: string | null) => `O modelo "${name ?? ''}" foi excluído`,
  stageRemoved: (name: string | null) => `A etapa "${name ?? ''}" foi removida do processo`,
  whatsappNotConfigured: 'O WhatsApp não está configurado (WHATSAPP_TOKEN e WHATSAPP_PHONE_ID): a regra não pode enviar por ele',
  hiredSubject: (candidate: string, process: string) => `${candidate} foi contratado(a) em ${process}`,
  hiredText: (candidate: string, process: string, company: string) =>
    `${candidate} chegou a Contratados no processo ${process} de ${company}.`,
  /** What a rule did, in the kanban log's 'Detalhe'. */
  sentDetail: (template: string, whatsapp: boolean) => `Enviou o modelo "${template}" por e-mail${whatsapp ? ' e WhatsApp' : ''}`,
  rejectDetail: (reason: string) => `Reprovou a candidatura. ${reason}`,
  noticeDetail: (recipients: number) => `Avisou a contratação a ${recipients} ${recipients === 1 ? 'destinatário' : 'destinatários'}`,
  brokenDetail: (reason: string) => `Não executada: ${reason}`,
} as const;

type Item = { id: string; text: string };

/**
 * What leaves an application unmet, in words: its unmet mandatory requirements and its failed
 * eliminatory questions (`missing`: their ids, the application's missingMandatory). The rule's
 * rejection reason, and what the application's drawer says.
 */
export const unmetReason = (process: { requirements: Item[]; questions: Item[] }, missing: readonly string[]): string => {
  const ids = new Set(missing);
  const textsOf = (items: Item[]) => items.filter((item) => ids.has(item.id)).map((item) => item.text);
  return STAGE_RULE_MESSAGES.rejectedReason(textsOf(process.requirements), textsOf(process.questions));
};

const ruleAnswers = { 200: stageRuleSchema, ...writeErrors };

export const stageRuleOperations = defineOperations({
  listStageRules: {
    method: 'GET',
    path: '/selective-processes/:id/stage-rules',
    summary: 'As regras de automação de um processo seletivo',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: z.array(stageRuleSchema), 400: apiErrorSchema, 404: apiErrorSchema },
  },
  createStageRule: {
    method: 'POST',
    path: '/selective-processes/:id/stage-rules',
    summary: 'Cria uma regra de automação no processo (desligada)',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: stageRuleBodySchema,
    responses: { 201: stageRuleSchema, ...writeErrors },
  },
  updateStageRule: {
    method: 'PUT',
    path: '/selective-processes/:id/stage-rules/:ruleId',
    summary: 'Altera uma regra de automação do processo',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: stageRuleParamsSchema,
    body: stageRuleBodySchema,
    responses: ruleAnswers,
  },
  deleteStageRule: {
    method: 'DELETE',
    path: '/selective-processes/:id/stage-rules/:ruleId',
    summary: 'Exclui uma regra de automação do processo (suas ações pendentes não acontecem)',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: stageRuleParamsSchema,
    responses: { 204: z.null(), ...writeErrors },
  },
  previewStageRule: {
    method: 'GET',
    path: '/selective-processes/:id/stage-rules/:ruleId/preview',
    summary: 'Quantas candidaturas atuais a regra atingiria se fosse ligada agora',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: stageRuleParamsSchema,
    responses: { 200: stageRulePreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  switchStageRule: {
    method: 'POST',
    path: '/selective-processes/:id/stage-rules/:ruleId/switch',
    summary: 'Liga ou desliga uma regra; ao ligar, aplica às candidaturas atuais ou só ao que acontecer depois',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: stageRuleParamsSchema,
    body: stageRuleSwitchBodySchema,
    responses: ruleAnswers,
  },
  listDefaultStageRules: {
    method: 'GET',
    path: '/stage-rules',
    summary: 'As regras de automação padrão do conselho, copiadas por cada processo novo',
    tag: 'selective-processes',
    permission: 'processos.ver',
    responses: { 200: z.array(stageRuleSchema) },
  },
  createDefaultStageRule: {
    method: 'POST',
    path: '/stage-rules',
    summary: 'Cria uma regra de automação padrão do conselho',
    tag: 'selective-processes',
    permission: 'processos.editar',
    body: defaultStageRuleBodySchema,
    responses: { 201: stageRuleSchema, ...writeErrors },
  },
  updateDefaultStageRule: {
    method: 'PUT',
    path: '/stage-rules/:id',
    summary: 'Altera uma regra de automação padrão do conselho',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: defaultStageRuleBodySchema,
    responses: ruleAnswers,
  },
  deleteDefaultStageRule: {
    method: 'DELETE',
    path: '/stage-rules/:id',
    summary: 'Exclui uma regra de automação padrão do conselho',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    responses: { 204: z.null(), ...writeErrors },
  },
});
