import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, idSchema, storedIdSchema, writeErrors } from './common';
import { counted } from './counts';
import { defineOperations } from './operation';
import { PROCESS_STATUSES } from './selective-processes';

/*
 * Who follows a process and how long an application may stay in each of its stages (decision 051):
 * the followers get one daily digest of the late applications of the processes they follow.
 */

export const processFollowerSchema = z.object({ userId: storedIdSchema, name: z.string(), email: z.string() });
export type ProcessFollower = z.infer<typeof processFollowerSchema>;

export const followersBodySchema = z.object({
  userIds: z
    .array(idSchema, { error: 'Escolha os administradores que acompanham o processo' })
    .max(50, { error: 'Escolha no máximo 50 administradores' }),
});
export type FollowersBody = z.input<typeof followersBodySchema>;

export const STAGE_DAYS_MAX = 365;

export const stageDaysSchema = z.object({
  id: storedIdSchema,
  name: z.string(),
  /** The process's own limit; null: the council's default. */
  allowedDays: z.number().int().nullable(),
  /** What holds: its own, else the default. */
  effectiveDays: z.number().int(),
});
export type StageDays = z.infer<typeof stageDaysSchema>;

export const stageDaysBodySchema = z.object({
  stages: z.array(
    z.object({
      id: idSchema,
      allowedDays: z
        .number({ error: 'Informe os dias' })
        .int({ error: 'Use um número inteiro de dias' })
        .min(1, { error: 'Use pelo menos 1 dia' })
        .max(STAGE_DAYS_MAX, { error: `Use no máximo ${STAGE_DAYS_MAX} dias` })
        .nullable(),
    }),
  ),
});
export type StageDaysBody = z.input<typeof stageDaysBodySchema>;

/** One line of a digest: '3 candidaturas atrasadas em Triagem'. */
export const lateLine = (late: number, stage: string): string =>
  `${counted(late, 'candidatura atrasada', 'candidaturas atrasadas')} em ${stage}`;

export const IDLE_DIGEST_SUBJECT = (total: number) =>
  `${counted(total, 'candidatura atrasada', 'candidaturas atrasadas')} nos processos que você acompanha`;

/** A closed process whose applications, some of them, never got a closing message. */
export const processClosingGapSchema = z.object({
  id: storedIdSchema,
  title: z.string(),
  companyName: z.string(),
  status: z.enum(PROCESS_STATUSES),
  closedAt: z.string(),
  /** Its applications that got no message since they ended or since the process closed. */
  count: z.number().int(),
});
export type ProcessClosingGap = z.infer<typeof processClosingGapSchema>;

/** The applications of one process still owed a closing message (the first of them, to write to). */
export const closingMessageGapSchema = z.object({
  count: z.number().int(),
  applications: z.array(z.object({ id: storedIdSchema, candidateName: z.string() })),
});
export type ClosingMessageGap = z.infer<typeof closingMessageGapSchema>;

/** '12 candidaturas sem mensagem de encerramento'. */
export const closingGapText = (count: number): string =>
  `${counted(count, 'candidatura', 'candidaturas')} sem mensagem de encerramento`;

export const idleWatchdogOperations = defineOperations({
  listProcessFollowers: {
    method: 'GET',
    path: '/selective-processes/:id/followers',
    summary: 'Quem acompanha um processo seletivo (recebe o resumo diário e os avisos de contratação)',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: z.array(processFollowerSchema), 400: apiErrorSchema, 404: apiErrorSchema },
  },
  saveProcessFollowers: {
    method: 'PUT',
    path: '/selective-processes/:id/followers',
    summary: 'Escolhe os administradores que acompanham um processo seletivo',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: followersBodySchema,
    responses: { 200: z.array(processFollowerSchema), ...writeErrors },
  },
  listStageDays: {
    method: 'GET',
    path: '/selective-processes/:id/stage-days',
    summary: 'Quantos dias uma candidatura pode ficar em cada etapa do processo antes de atrasar',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: z.array(stageDaysSchema), 400: apiErrorSchema, 404: apiErrorSchema },
  },
  countLateApplications: {
    method: 'GET',
    path: '/late-applications',
    summary: 'Quantas candidaturas ativas passaram dos dias permitidos na etapa, nos processos abertos do seu escopo',
    tag: 'selective-processes',
    permission: 'processos.ver',
    responses: { 200: z.object({ count: z.number().int() }) },
  },
  listProcessesWithoutClosingMessage: {
    method: 'GET',
    path: '/processes-without-closing-message',
    summary:
      'Os processos encerrados ou cancelados do seu escopo com candidaturas que não receberam mensagem de encerramento (os 20 mais recentes)',
    tag: 'selective-processes',
    permission: 'processos.ver',
    responses: { 200: z.object({ rows: z.array(processClosingGapSchema), total: z.number().int() }) },
  },
  getClosingMessageGap: {
    method: 'GET',
    path: '/selective-processes/:id/closing-message-gap',
    summary: 'As candidaturas de um processo encerrado que não receberam mensagem de encerramento',
    tag: 'selective-processes',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: closingMessageGapSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  saveStageDays: {
    method: 'PUT',
    path: '/selective-processes/:id/stage-days',
    summary: 'Define os dias permitidos em cada etapa do processo (vazio: o padrão do conselho)',
    tag: 'selective-processes',
    permission: 'processos.editar',
    params: idParamsSchema,
    body: stageDaysBodySchema,
    responses: { 200: z.array(stageDaysSchema), ...writeErrors },
  },
});
