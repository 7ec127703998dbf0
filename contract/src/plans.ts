import { z } from 'zod';
import { concurrencySchema, idSchema, timestampsSchema } from './common';
import {
  optionalText,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
} from './fields';
import { defineDomain } from './domain';
import { listContract, recordOperations } from './list-resource';
import { defineOperations } from './operation';

export const planDomain = defineDomain({
  tag: { name: 'plans', description: 'Planos vendidos às empresas', after: 'partners' },
  area: {
    name: 'planos',
    label: 'Planos',
    noun: 'planos',
    actions: ['ver', 'editar', 'status', 'exportar'],
    after: 'processos',
  },
  audit: { entity: 'plans', name: 'Plano' },
  savedViews: { list: 'plans', after: 'partners' },
  list: {
    path: '/plans',
    named: 'name',
    sample: {
      priceCents: 19_900,
      interval: 'monthly',
      maxOpenProcesses: 3,
      maxApplicationsPerProcess: 200,
    },
  },
});

export const PLAN_INTERVALS = ['monthly', 'quarterly', 'semiannual', 'yearly'] as const;
export const planIntervalSchema = z.enum(PLAN_INTERVALS, { error: 'Periodicidade inválida' });
export type PlanInterval = z.infer<typeof planIntervalSchema>;

export const PLAN_INTERVAL_LABELS: Record<PlanInterval, string> = {
  monthly: 'Mensal',
  quarterly: 'Trimestral',
  semiannual: 'Semestral',
  yearly: 'Anual',
};

/** How many months one period of each interval covers (periods and monthly revenue use it). */
export const PLAN_INTERVAL_MONTHS: Record<PlanInterval, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  yearly: 12,
};

export const PLAN_STATUSES = ['active', 'inactive'] as const;
export const planStatusSchema = z.enum(PLAN_STATUSES, { error: 'Status inválido' });
export type PlanStatus = z.infer<typeof planStatusSchema>;
/** Inactive plans leave the pricing page and take no new subscriptions; existing ones go on. */
export const PLAN_LIFECYCLE: Lifecycle<PlanStatus> = {
  labels: { active: 'Ativo', inactive: 'Inativo' },
  moves: { active: ['inactive'], inactive: ['active'] },
  reasonRequired: [],
  destructive: [],
};

/** R$ 1.000.000,00: far above any plan, low enough to catch a price typed in cents twice. */
export const MAX_PRICE_CENTS = 100_000_000;

const limitSchema = z
  .number({ error: 'Informe um número inteiro' })
  .int({ error: 'Informe um número inteiro' })
  .min(1, { error: 'O limite deve ser 1 ou mais' })
  .max(1_000_000, { error: 'Limite alto demais' })
  .nullable();

export const planFieldsSchema = z.object({
  name: requiredText('O nome é obrigatório', 100),
  description: optionalText(1000),
  priceCents: z
    .number({ error: 'O preço é obrigatório' })
    .int({ error: 'O preço deve ser em centavos inteiros' })
    .min(0, { error: 'O preço não pode ser negativo' })
    .max(MAX_PRICE_CENTS, { error: 'Preço alto demais' }),
  interval: planIntervalSchema,
  /** null = unlimited. */
  maxOpenProcesses: limitSchema.default(null),
  /** null = unlimited. */
  maxApplicationsPerProcess: limitSchema.default(null),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'O recurso não pode ficar vazio' })
        .max(200, { error: 'Recurso longo demais' }),
    )
    .max(30, { error: 'No máximo 30 recursos' })
    .default([]),
  displayOrder: z
    .number({ error: 'A ordem deve ser um número' })
    .int({ error: 'A ordem deve ser um número inteiro' })
    .min(0, { error: 'A ordem deve ser 0 ou mais' })
    .max(10_000, { error: 'Ordem alta demais' })
    .default(0),
});

export const planCreateSchema = planFieldsSchema;
export type PlanCreate = z.infer<typeof planCreateSchema>;
export type PlanCreateInput = z.input<typeof planCreateSchema>;

export const planUpdateSchema = planFieldsSchema.extend(concurrencySchema.shape);
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const planStatusChangeSchema = statusBodySchema(PLAN_STATUSES, PLAN_LIFECYCLE);
export type PlanStatusChange = z.infer<typeof planStatusChangeSchema>;

export const planSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  interval: planIntervalSchema,
  maxOpenProcesses: z.number().int().nullable(),
  maxApplicationsPerProcess: z.number().int().nullable(),
  features: z.array(z.string()),
  displayOrder: z.number().int(),
  status: planStatusSchema,
  ...statusMetaSchema.shape,
  ...timestampsSchema.shape,
});
export type Plan = z.infer<typeof planSchema>;

/** What the public pricing page may see of a plan: no internal notes, no audit fields. */
export const publicPlanSchema = planSchema.pick({
  id: true,
  name: true,
  description: true,
  priceCents: true,
  interval: true,
  maxOpenProcesses: true,
  maxApplicationsPerProcess: true,
  features: true,
  displayOrder: true,
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
export const publicPlanListSchema = z.object({ rows: z.array(publicPlanSchema) });

export const PLAN_SORTS = [
  'displayOrder',
  'name',
  'priceCents',
  'interval',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];
const planList = listContract({
  row: planSchema,
  sorts: PLAN_SORTS,
  defaultSort: 'displayOrder',
  filters: { status: planStatusSchema.optional(), interval: planIntervalSchema.optional() },
});
export const planListQuerySchema = planList.query;
export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export type PlanListQueryInput = z.input<typeof planListQuerySchema>;

export const planExportQuerySchema = planList.exportQuery;
export type PlanExportQuery = z.infer<typeof planExportQuerySchema>;

export const planPageSchema = planList.page;

const plan = recordOperations({
  path: '/plans',
  tag: 'plans',
  area: 'planos',
  noun: { one: 'um plano', many: 'os planos' },
  row: planSchema,
  list: planList,
  create: planCreateSchema,
  update: planUpdateSchema,
  status: planStatusChangeSchema,
});

export const planOperations = defineOperations({
  listPlans: plan.list,
  // Public on purpose: the marketing site's /pricing page lists the active plans to visitors
  // without a session (docs/decisions/003-public-active-plans.md). It exposes only what a
  // price table shows.
  listPublicPlans: {
    method: 'GET',
    path: '/plans/public',
    summary: 'Os planos ativos, com o que uma tabela de preços mostra (sem sessão)',
    tag: 'plans',
    public: true,
    responses: { 200: publicPlanListSchema },
  },
  exportPlans: plan.export,
  getPlan: plan.get,
  createPlan: plan.create,
  updatePlan: plan.update,
  changePlanStatus: plan.changeStatus,
});
