import { z } from 'zod';
import { apiErrorSchema } from './common';
import { defineOperations } from './operation';

/**
 * The retention policy (decision 055): professionals with no activity for N months are anonymised,
 * and the answers of applications to processes closed for M months are erased, nightly, by one
 * instance. Switched off until the council switches it on.
 */
export const RETENTION_DEFAULTS = {
  enabled: false,
  inactiveMonths: 24,
  closedProcessMonths: 12,
  runAt: '03:00',
} as const;

/** The nightly run's clock: the council's. */
export const RETENTION_TIME_ZONE = 'America/Sao_Paulo';

const months = (what: string, min: number) =>
  z
    .number({ error: `Informe ${what}` })
    .int({ error: 'Use um número inteiro de meses' })
    .min(min, { error: `Use pelo menos ${min === 1 ? '1 mês' : `${min} meses`}` })
    .max(240, { error: 'Use no máximo 240 meses (20 anos)' });

const periods = {
  inactiveMonths: months('os meses sem atividade', 6),
  closedProcessMonths: months('os meses depois do encerramento do processo', 1),
};

export const retentionPolicySchema = z.object({
  enabled: z.boolean({ error: 'Informe se a política está ligada' }),
  ...periods,
  runAt: z
    .string({ error: 'Informe o horário' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use o formato HH:MM (por exemplo, 03:00)' }),
});
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

/** What a run did (or does, while it is running). */
export const retentionRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  professionals: z.number().int(),
  applications: z.number().int(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionAnswerSchema = retentionPolicySchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** When the next run starts (São Paulo's clock), while the policy is on. */
  nextRunAt: z.string().nullable(),
  lastRun: retentionRunSchema.nullable(),
});
export type RetentionAnswer = z.infer<typeof retentionAnswerSchema>;

export const retentionPreviewBodySchema = z.object(periods);
export type RetentionPreviewBody = z.infer<typeof retentionPreviewBodySchema>;

/** The dry run: what a run would do today with these periods; nothing is changed. */
export const retentionPreviewSchema = z.object({
  professionals: z.number().int(),
  applications: z.number().int(),
  /** Activity before this day makes a professional due; processes closed before it, their answers. */
  inactiveBefore: z.string(),
  closedBefore: z.string(),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

/** '412 profissionais seriam anonimizados'. */
export const professionalsSentence = (count: number): string => {
  if (count === 0) return 'Nenhum profissional seria anonimizado';
  if (count === 1) return '1 profissional seria anonimizado';
  return `${count.toLocaleString('pt-BR')} profissionais seriam anonimizados`;
};

/** 'As respostas de 30 candidaturas seriam apagadas'. */
export const applicationsSentence = (count: number): string => {
  if (count === 0) return 'Nenhuma candidatura teria as respostas apagadas';
  if (count === 1) return 'As respostas de 1 candidatura seriam apagadas';
  return `As respostas de ${count.toLocaleString('pt-BR')} candidaturas seriam apagadas`;
};

export const retentionOperations = defineOperations({
  getRetentionPolicy: {
    method: 'GET',
    path: '/settings/retention',
    summary: 'A política de retenção de dados pessoais (LGPD): prazos, horário, se está ligada e a última execução',
    tag: 'lgpd-requests',
    permission: 'configuracoes.ver',
    responses: { 200: retentionAnswerSchema },
  },
  saveRetentionPolicy: {
    method: 'PUT',
    path: '/settings/retention',
    summary: 'Salva a política de retenção e a liga ou desliga (quem a liga precisa poder anonimizar)',
    tag: 'lgpd-requests',
    permission: 'anonimizar',
    body: retentionPolicySchema,
    responses: { 200: retentionAnswerSchema, 400: apiErrorSchema },
  },
  previewRetention: {
    method: 'POST',
    path: '/settings/retention/preview',
    summary: 'Simula a política de retenção: quantos profissionais seriam anonimizados e quantas candidaturas teriam as respostas apagadas, sem mudar nada',
    tag: 'lgpd-requests',
    permission: 'configuracoes.ver',
    body: retentionPreviewBodySchema,
    responses: { 200: retentionPreviewSchema, 400: apiErrorSchema },
  },
});
