import { z } from 'zod';
import {
  apiErrorSchema,
  concurrencySchema,
  csvAnswerSchema,
  idempotencyHeaders,
  idParamsSchema,
  idSchema,
  timestampsSchema,
  writeErrors,
} from './common';
import { ufSchema } from './br';
import {
  dateOnlySchema,
  periodsInOrder,
  statusBodySchema,
  statusMetaSchema,
  trueOrFalseSchema,
  type Lifecycle,
} from './fields';
import { defineDomain } from './domain';
import { listContract } from './list-resource';
import { defineOperations } from './operation';
import { planIntervalSchema } from './plans';
import { voucherCodeSchema } from './vouchers';
import { recordId } from './record-references';

export const subscriptionDomain = defineDomain({
  tag: { name: 'subscriptions', description: 'Assinaturas das empresas', after: 'plans' },
  area: {
    name: 'assinaturas',
    label: 'Assinaturas',
    noun: 'assinaturas',
    actions: ['ver', 'editar', 'status', 'exportar'],
    after: 'planos',
  },
  audit: { entity: 'subscriptions', name: 'Assinatura' },
  savedViews: { list: 'subscriptions', after: 'vouchers' },
});

export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, { error: 'Status inválido' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
/**
 * Moves an administrator may make. `expired` is reached only by the scheduled job when a period
 * ends (or `cancelled`, when cancellation at the period's end was asked); both are final.
 */
export const SUBSCRIPTION_LIFECYCLE: Lifecycle<SubscriptionStatus> = {
  labels: {
    pending: 'Pendente',
    active: 'Ativa',
    past_due: 'Inadimplente',
    cancelled: 'Cancelada',
    expired: 'Expirada',
  },
  moves: {
    pending: ['active', 'cancelled'],
    active: ['past_due', 'cancelled'],
    past_due: ['active', 'cancelled'],
    cancelled: [],
    expired: [],
  },
  reasonRequired: ['cancelled'],
  destructive: ['cancelled'],
};

/** Statuses that hold the company's one live subscription (the partial unique index uses them too). */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

export const PAYMENT_METHODS = ['boleto', 'pix', 'card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'Escolha a forma de pagamento',
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  boleto: 'Boleto',
  pix: 'PIX',
  card: 'Cartão',
};

export const subscriptionCreateSchema = z.object({
  companyId: recordId('companies'),
  planId: idSchema,
  /** An empty field means no voucher. */
  voucherCode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    voucherCodeSchema.optional(),
  ),
  paymentMethod: paymentMethodSchema,
});
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;
export type SubscriptionCreateInput = z.input<typeof subscriptionCreateSchema>;

/** Price, plan and voucher are history once subscribed: only the payment method is edited. */
export const subscriptionUpdateSchema = z
  .object({ paymentMethod: paymentMethodSchema })
  .extend(concurrencySchema.shape);
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

export const subscriptionStatusChangeSchema = statusBodySchema(
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_LIFECYCLE,
);
export type SubscriptionStatusChange = z.infer<typeof subscriptionStatusChangeSchema>;

export const subscriptionCancelSchema = z.object({
  /** true: keeps working until periodEnd, then the job cancels it; false: cancelled now. */
  atPeriodEnd: z.boolean({ error: 'Informe quando cancelar' }),
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(1, { error: 'Informe o motivo' })
    .max(500),
});
export type SubscriptionCancel = z.infer<typeof subscriptionCancelSchema>;

/**
 * A renewal names the subscription as the administrator saw it: a second click, or another
 * administrator renewing meanwhile, answers 409 instead of adding another period.
 */
export const subscriptionRenewSchema = concurrencySchema;
export type SubscriptionRenew = z.infer<typeof subscriptionRenewSchema>;

export const subscriptionSchema = z.object({
  id: idSchema,
  companyId: idSchema,
  companyName: z.string(),
  companyCnpj: z.string(),
  planId: idSchema,
  planName: z.string(),
  voucherId: idSchema.nullable(),
  voucherCode: z.string().nullable(),
  /** Snapshot of the plan when subscribed, so later price changes do not rewrite history. */
  interval: planIntervalSchema,
  priceCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  paymentMethod: paymentMethodSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  ...statusMetaSchema.shape,
  ...timestampsSchema.shape,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const SUBSCRIPTION_SORTS = [
  'createdAt',
  'periodStart',
  'periodEnd',
  'totalCents',
  'status',
  'companyName',
  'planName',
] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];
const subscriptionList = listContract({
  row: subscriptionSchema,
  sorts: SUBSCRIPTION_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    status: subscriptionStatusSchema.optional(),
    planId: idSchema.optional(),
    companyId: idSchema.optional(),
    /** Subscriptions whose period overlaps [periodFrom, periodTo] (days, inclusive). */
    periodFrom: dateOnlySchema.optional(),
    periodTo: dateOnlySchema.optional(),
    /** Of the companies of a UF. */
    uf: ufSchema.optional(),
    /** Made with a voucher ('true') or without one ('false'). */
    voucher: trueOrFalseSchema.optional(),
    /** Cancelled within these days (cancelled only). */
    cancelledFrom: dateOnlySchema.optional(),
    cancelledTo: dateOnlySchema.optional(),
  },
  createdRange: true,
  superRefine: periodsInOrder(['createdFrom', 'createdTo'], ['cancelledFrom', 'cancelledTo']),
});
export const subscriptionListQuerySchema = subscriptionList.query;
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
export type SubscriptionListQueryInput = z.input<typeof subscriptionListQuerySchema>;

export const subscriptionExportQuerySchema = subscriptionList.exportQuery;
export type SubscriptionExportQuery = z.infer<typeof subscriptionExportQuerySchema>;

export const subscriptionPageSchema = subscriptionList.page;

const statusCount = z.number().int();
export const subscriptionSummarySchema = z.object({
  /** Active subscriptions' charges normalised to one month (quarterly / 3, yearly / 12...). */
  mrrCents: z.number().int(),
  activeCount: z.number().int(),
  /** Every status, zero included. */
  countsByStatus: z.object(
    Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, statusCount])) as Record<
      SubscriptionStatus,
      typeof statusCount
    >,
  ),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** A company's subscription as its page shows it: the newest one, and what the active one's plan allows against what is used. */
export const companyPlanUsageSchema = z.object({
  /** The company's newest subscription, whatever its status; null when it never subscribed. */
  subscription: subscriptionSchema.nullable(),
  /** The active subscription's plan limits (null: unlimited); null without an active subscription. */
  limits: z
    .object({
      planName: z.string(),
      maxOpenProcesses: z.number().int().nullable(),
      maxApplicationsPerProcess: z.number().int().nullable(),
    })
    .nullable(),
  /** Processes open or in selection: what the open-process limit counts. */
  openProcesses: z.number().int(),
  /** Every process of the company, drafts and finished ones included. */
  processes: z.number().int(),
});
export type CompanyPlanUsage = z.infer<typeof companyPlanUsageSchema>;

export const subscriptionOperations = defineOperations({
  listSubscriptions: {
    method: 'GET',
    path: '/subscriptions',
    summary: 'Lista as assinaturas, com busca, filtros e ordenação',
    tag: 'subscriptions',
    permission: 'assinaturas.ver',
    query: subscriptionListQuerySchema,
    responses: { 200: subscriptionPageSchema, 400: apiErrorSchema },
  },
  getSubscriptionSummary: {
    method: 'GET',
    path: '/subscriptions/summary',
    summary: 'Os números das assinaturas: quantas em cada status e a receita recorrente mensal',
    tag: 'subscriptions',
    permission: 'assinaturas.ver',
    responses: { 200: subscriptionSummarySchema },
  },
  exportSubscriptions: {
    method: 'GET',
    path: '/subscriptions/export.csv',
    summary: 'Exporta as assinaturas da lista filtrada em CSV',
    tag: 'subscriptions',
    permission: 'assinaturas.exportar',
    query: subscriptionExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  getCompanyPlanUsage: {
    method: 'GET',
    path: '/companies/:id/plan-usage',
    summary: 'A assinatura de uma empresa e o uso dos limites do plano (processos abertos)',
    tag: 'subscriptions',
    permission: 'assinaturas.ver',
    params: idParamsSchema,
    responses: { 200: companyPlanUsageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  getSubscription: {
    method: 'GET',
    path: '/subscriptions/:id',
    summary: 'Uma assinatura',
    tag: 'subscriptions',
    permission: 'assinaturas.ver',
    params: idParamsSchema,
    responses: { 200: subscriptionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  createSubscription: {
    method: 'POST',
    path: '/subscriptions',
    summary: 'Assina um plano para uma empresa, com um voucher opcional',
    tag: 'subscriptions',
    permission: 'assinaturas.editar',
    idempotent: true,
    headers: idempotencyHeaders,
    body: subscriptionCreateSchema,
    responses: { 201: subscriptionSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  updateSubscription: {
    method: 'PUT',
    path: '/subscriptions/:id',
    summary: 'Altera a forma de pagamento de uma assinatura (com o updatedAt lido)',
    tag: 'subscriptions',
    permission: 'assinaturas.editar',
    params: idParamsSchema,
    body: subscriptionUpdateSchema,
    responses: { 200: subscriptionSchema, ...writeErrors },
  },
  changeSubscriptionStatus: {
    method: 'POST',
    path: '/subscriptions/:id/status',
    summary: 'Muda o status de uma assinatura',
    tag: 'subscriptions',
    permission: 'assinaturas.status',
    params: idParamsSchema,
    body: subscriptionStatusChangeSchema,
    responses: { 200: subscriptionSchema, ...writeErrors },
  },
  cancelSubscription: {
    method: 'POST',
    path: '/subscriptions/:id/cancel',
    summary: 'Cancela uma assinatura agora ou no fim do período',
    tag: 'subscriptions',
    permission: 'assinaturas.status',
    params: idParamsSchema,
    body: subscriptionCancelSchema,
    responses: { 200: subscriptionSchema, ...writeErrors },
  },
  renewSubscription: {
    method: 'POST',
    path: '/subscriptions/:id/renew',
    summary: 'Renova uma assinatura por mais um período (com o updatedAt lido)',
    tag: 'subscriptions',
    permission: 'assinaturas.editar',
    params: idParamsSchema,
    body: subscriptionRenewSchema,
    responses: { 200: subscriptionSchema, ...writeErrors },
  },
});
