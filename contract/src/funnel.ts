import { z } from 'zod';
import { apiErrorSchema, csvAnswerSchema, idParamsSchema, idSchema } from './common';
import { createdRangeSchema } from './fields';
import { defineOperations } from './operation';

const count = z.number().int();

/**
 * One stage of a funnel. `reached` counts the applications whose furthest stage (their current
 * one or any move not undone) is this one or a later one: a professional moved straight from
 * the first stage to the third did pass the second.
 */
export const funnelStageSchema = z.object({
  name: z.string(),
  /** 0 for the first stage. */
  position: count,
  reached: count,
  /** Active applications in this stage now. */
  current: count,
  /** reached / reached of the stage before (0 to 1); null for the first stage or after none. */
  conversion: z.number().min(0).max(1).nullable(),
  /** Median of the completed stays: from entering the stage (enrolment or a move) to the move out of it. */
  medianHoursInStage: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

const outcomes = {
  /** Every application, whatever its status. */
  total: count,
  hired: count,
  rejected: count,
  withdrawn: count,
  /** Median from enrolment to being hired; null while nobody was. */
  medianDaysToHire: z.number().nullable(),
};

/** A process's funnel: how far its applications got, how fast, and how they ended. */
export const processFunnelSchema = z.object({
  stages: z.array(funnelStageSchema.extend({ stageId: z.uuid() })),
  ...outcomes,
});
export type ProcessFunnel = z.infer<typeof processFunnelSchema>;

/**
 * Every process's funnel added up by stage position; a position is named by the stage name most
 * processes give it (they start from the same stage template).
 */
export const funnelOverviewSchema = z.object({
  stages: z.array(funnelStageSchema),
  processes: count,
  ...outcomes,
  /** When these figures were counted: like Início's others, at most once per DASHBOARD_TTL_SECONDS. */
  computedAt: z.string(),
});
export type FunnelOverview = z.infer<typeof funnelOverviewSchema>;

/** Which processes the overview adds up: one company's, created between two days (inclusive). */
export const funnelOverviewQuerySchema = createdRangeSchema.extend({
  companyId: idSchema.optional(),
});
export type FunnelOverviewQuery = z.infer<typeof funnelOverviewQuerySchema>;

export const funnelOperations = defineOperations({
  getProcessFunnel: {
    method: 'GET',
    path: '/selective-processes/:id/funnel',
    summary: 'O funil de um processo seletivo: candidaturas por etapa, conversão e tempos',
    tag: 'applications',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: processFunnelSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  exportProcessFunnel: {
    method: 'GET',
    path: '/selective-processes/:id/funnel.csv',
    summary: 'Exporta o funil de um processo seletivo em CSV',
    tag: 'applications',
    permission: 'processos.exportar',
    params: idParamsSchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  getFunnelOverview: {
    method: 'GET',
    path: '/dashboard/funnel',
    summary: 'O funil de todos os processos seletivos, somado por posição da etapa',
    tag: 'dashboard',
    permission: 'processos.ver',
    query: funnelOverviewQuerySchema,
    responses: { 200: funnelOverviewSchema, 400: apiErrorSchema },
  },
  exportFunnelOverview: {
    method: 'GET',
    path: '/dashboard/funnel.csv',
    summary: 'Exporta o funil de todos os processos seletivos em CSV',
    tag: 'dashboard',
    permission: 'processos.exportar',
    query: funnelOverviewQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
});
