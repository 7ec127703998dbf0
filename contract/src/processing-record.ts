import { z } from 'zod';
import { apiErrorSchema } from './common';
import { requiredText } from './fields';
import { defineOperations } from './operation';
import { PERSONAL_KINDS, type PersonalKind } from './personal-data';

/**
 * The record of processing operations (LGPD art. 37, decision 056): generated from the contract's
 * own marks of personal fields (`personal(...)`, `x-personal-data` in the OpenAPI document), each
 * kind of personal data with what the council says of it in the settings: why it is processed
 * (finalidade), on which legal basis, for how long, and who receives it.
 */

/** Each kind of personal data the contract marks, as the record names it. */
export const PERSONAL_KIND_NAMES: Record<PersonalKind, string> = {
  cpf: 'CPF',
  phone: 'Telefone',
  birthDate: 'Data de nascimento',
  answers: 'Respostas de avaliações, testes e questionários',
  written: 'Dados pessoais copiados na trilha de auditoria',
  address: 'Endereço de entrega de mensagens (email ou telefone)',
  text: 'Textos dos provedores de envio que podem conter telefones',
};

/** The Portuguese name of a marked field, by its last name in the answer; another reads as its kind. */
const FIELD_NAMES: Record<string, string> = {
  cpf: 'CPF',
  phone: 'Telefone',
  birthDate: 'Data de nascimento',
  answers: 'Respostas',
  competencyAnswers: 'Respostas do teste de competências',
  before: 'Valores antes da alteração (auditoria)',
  after: 'Valores depois da alteração (auditoria)',
  to: 'Destinatário',
  address: 'Endereço de entrega',
  error: 'Erro informado pelo provedor',
  lastError: 'Último erro informado pelo provedor',
  responseExcerpt: 'Trecho da resposta do provedor',
};

export const fieldName = (field: string, kind: PersonalKind): string =>
  FIELD_NAMES[field.split('.').pop()!.replace(/\[\]$/, '')] ?? PERSONAL_KIND_NAMES[kind];

export const processingActivitySchema = z.object({
  purpose: requiredText('Informe a finalidade', 1000),
  legalBasis: requiredText('Informe a base legal', 500),
  retention: requiredText('Informe por quanto tempo os dados são guardados', 500),
  recipients: requiredText('Informe com quem os dados são compartilhados', 1000),
});
export type ProcessingActivity = z.infer<typeof processingActivitySchema>;

export const processingSettingsSchema = z.object({
  controller: requiredText('Informe o controlador', 300),
  dpo: requiredText('Informe o encarregado e como contatá-lo', 300),
  activities: z.object(
    Object.fromEntries(PERSONAL_KINDS.map((kind) => [kind, processingActivitySchema])) as Record<
      PersonalKind,
      typeof processingActivitySchema
    >,
  ),
});
export type ProcessingSettings = z.infer<typeof processingSettingsSchema>;

const ACCESS_BASIS = 'Execução de políticas públicas e cumprimento de obrigação legal pelo conselho (arts. 7º, II e III, e 23)';
const APPLYING_BASIS =
  'Procedimentos preliminares a contrato, a pedido do titular, ao se candidatar (art. 7º, V); execução de políticas públicas (art. 7º, III)';
const RECORD_RETENTION =
  'Enquanto o profissional tiver atividade; anonimizado depois do prazo sem atividade da política de retenção (padrão: 24 meses) ou a pedido do titular';

/** The council's defaults, until the DPO writes their own. */
export const DEFAULT_PROCESSING_SETTINGS: ProcessingSettings = {
  controller: 'Conselho profissional (autarquia federal), controlador dos dados do Hub de Recrutamento',
  dpo: 'Encarregado de proteção de dados do conselho — contato pelo canal de atendimento ao titular',
  activities: {
    cpf: {
      purpose: 'Identificar o profissional no cadastro e nas candidaturas e conferir o seu registro no conselho.',
      legalBasis: ACCESS_BASIS,
      retention: RECORD_RETENTION,
      recipients:
        'Empresas dos processos seletivos em que o profissional se inscreveu; administradores do conselho com a permissão de ver dados pessoais completos.',
    },
    phone: {
      purpose: 'Falar com o profissional sobre candidaturas e entrevistas, por telefone e, com o seu consentimento, por WhatsApp.',
      legalBasis: `${APPLYING_BASIS}; consentimento para WhatsApp (art. 7º, I)`,
      retention: RECORD_RETENTION,
      recipients: 'Empresas dos processos seletivos em que se inscreveu; provedor de mensagens de WhatsApp (Meta).',
    },
    birthDate: {
      purpose: 'Confirmar a identidade do profissional e a sua elegibilidade para os processos seletivos.',
      legalBasis: ACCESS_BASIS,
      retention: RECORD_RETENTION,
      recipients: 'Empresas dos processos seletivos em que o profissional se inscreveu.',
    },
    answers: {
      purpose: 'Avaliar e classificar as candidaturas nos processos seletivos (notas e pesos explicados ao titular, art. 20).',
      legalBasis: APPLYING_BASIS,
      retention:
        'Respostas escritas e vídeos apagados depois do prazo após o encerramento do processo da política de retenção (padrão: 12 meses); notas e etapas mantidas para estatística.',
      recipients: 'A empresa do processo seletivo e os administradores do conselho que o acompanham.',
    },
    written: {
      purpose: 'Registrar quem alterou cada cadastro e quando, para a segurança dos dados e a prestação de contas (arts. 37 e 46).',
      legalBasis: 'Cumprimento de obrigação legal (art. 7º, II)',
      retention: 'Enquanto o registro existir; apagados da trilha na anonimização do profissional.',
      recipients: 'Administradores do conselho com permissão de auditoria.',
    },
    address: {
      purpose: 'Entregar as mensagens do conselho e comprovar a entrega.',
      legalBasis: APPLYING_BASIS,
      retention: 'Enquanto o registro de envio existir; substituído na anonimização do profissional.',
      recipients: 'Provedores de envio de email e de WhatsApp.',
    },
    text: {
      purpose: 'Diagnosticar as falhas de entrega relatadas pelos provedores de envio.',
      legalBasis: 'Legítimo interesse na segurança e no funcionamento do serviço (art. 7º, IX)',
      retention: 'Enquanto o registro de envio existir.',
      recipients: 'Administradores do conselho com acesso aos logs.',
    },
  },
};

export const processingSettingsAnswerSchema = processingSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ProcessingSettingsAnswer = z.infer<typeof processingSettingsAnswerSchema>;

/** Where a marked field is answered: the operation and what it does. */
const fieldUseSchema = z.object({
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
});

export const processingRecordSchema = z.object({
  generatedAt: z.string(),
  controller: z.string(),
  dpo: z.string(),
  categories: z.array(
    processingActivitySchema.extend({
      kind: z.enum(PERSONAL_KINDS),
      name: z.string(),
      /** Each field of the contract marked with this kind, by name: its paths in the answers, and where it is answered. */
      fields: z.array(z.object({ name: z.string(), paths: z.array(z.string()), operations: z.array(fieldUseSchema) })),
    }),
  ),
});
export type ProcessingRecord = z.infer<typeof processingRecordSchema>;

const download = (format: 'html' | 'json' | 'csv', type: string, form: string) =>
  ({
    method: 'GET',
    path: `/lgpd/processing-record.${format}`,
    summary: `O registro das operações de tratamento (art. 37) ${form}`,
    tag: 'lgpd-requests',
    permission: 'lgpd.exportar',
    produces: [type],
    responses: { 200: z.string().meta({ description: 'O registro das operações de tratamento' }) },
  }) as const;

export const processingRecordOperations = defineOperations({
  getProcessingRecord: {
    method: 'GET',
    path: '/lgpd/processing-record',
    summary: 'O registro das operações de tratamento (art. 37), gerado das marcas de dados pessoais do contrato e das configurações',
    tag: 'lgpd-requests',
    permission: 'lgpd.ver',
    responses: { 200: processingRecordSchema },
  },
  downloadProcessingRecordDocument: download('html', 'text/html', 'num documento em português'),
  downloadProcessingRecordJson: download('json', 'application/json', 'em JSON'),
  downloadProcessingRecordCsv: download('csv', 'text/csv', 'em CSV, uma linha por campo'),
  getProcessingSettings: {
    method: 'GET',
    path: '/settings/processing-record',
    summary: 'O que o registro das operações de tratamento diz de cada tipo de dado pessoal: finalidade, base legal, retenção e destinatários',
    tag: 'lgpd-requests',
    permission: 'lgpd.ver',
    responses: { 200: processingSettingsAnswerSchema },
  },
  saveProcessingSettings: {
    method: 'PUT',
    path: '/settings/processing-record',
    summary: 'Salva o controlador, o encarregado e a finalidade, a base legal, a retenção e os destinatários de cada tipo de dado pessoal',
    tag: 'lgpd-requests',
    permission: 'lgpd.editar',
    body: processingSettingsSchema,
    responses: { 200: processingSettingsAnswerSchema, 400: apiErrorSchema },
  },
});
