import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, idempotencyHeaders, idParamsSchema } from '@hub/contract/common';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  PAYMENT_METHOD_LABELS,
  SUBSCRIPTION_LIFECYCLE,
  subscriptionCancelSchema,
  subscriptionCreateSchema,
  subscriptionExportQuerySchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionRenewSchema,
  subscriptionSchema,
  subscriptionStatusChangeSchema,
  subscriptionSummarySchema,
  subscriptionUpdateSchema,
} from '@hub/contract/subscriptions';
import { csvMoney, offsetBatches, sendCsv, type CsvColumn } from '../../lib/csv';
import { formatCnpj } from '@hub/contract/br';
import * as service from './subscriptions.service';

const CSV_COLUMNS: CsvColumn<service.SubscriptionListRow>[] = [
  { header: 'Empresa', value: (row) => row.companyName },
  { header: 'CNPJ', value: (row) => formatCnpj(row.companyCnpj) },
  { header: 'Plano', value: (row) => row.planName },
  { header: 'Periodicidade', value: (row) => PLAN_INTERVAL_LABELS[row.interval] },
  { header: 'Preço (R$)', value: (row) => csvMoney(row.priceCents) },
  { header: 'Desconto (R$)', value: (row) => csvMoney(row.discountCents) },
  { header: 'Total (R$)', value: (row) => csvMoney(row.priceCents - row.discountCents) },
  { header: 'Voucher', value: (row) => row.voucherCode },
  { header: 'Forma de pagamento', value: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { header: 'Início do período', value: (row) => row.periodStart },
  { header: 'Fim do período', value: (row) => row.periodEnd },
  { header: 'Status', value: (row) => SUBSCRIPTION_LIFECYCLE.labels[row.status] },
  { header: 'Cancelar no fim do período', value: (row) => row.cancelAtPeriodEnd },
  { header: 'Criada em', value: (row) => row.createdAt },
];

export const subscriptionsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['subscriptions'];
  const writeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listSubscriptions(db, request.query),
  );

  app.get(
    '/subscriptions/summary',
    { schema: { tags, response: { 200: subscriptionSummarySchema } } },
    async () => service.subscriptionSummary(db),
  );

  app.get(
    '/subscriptions/export.csv',
    {
      schema: {
        tags,
        querystring: subscriptionExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'assinaturas',
        CSV_COLUMNS,
        offsetBatches((offset, limit) => service.selectSubscriptions(db, request.query, offset, limit)),
      ),
  );

  app.get(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: subscriptionSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.getSubscription(db, request.params.id),
  );

  app.post(
    '/subscriptions',
    {
      config: { idempotent: true },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: subscriptionCreateSchema,
        response: { 201: subscriptionSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSubscription(db, request, request.body)),
  );

  app.put(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: subscriptionUpdateSchema,
        response: { 200: subscriptionSchema, ...writeErrors },
      },
    },
    async (request) => service.updateSubscription(db, request, request.params.id, request.body),
  );

  app.post(
    '/subscriptions/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: subscriptionStatusChangeSchema,
        response: { 200: subscriptionSchema, ...writeErrors },
      },
    },
    async (request) =>
      service.changeSubscriptionStatus(db, request, request.params.id, request.body),
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: subscriptionCancelSchema,
        response: { 200: subscriptionSchema, ...writeErrors },
      },
    },
    async (request) => service.cancelSubscription(db, request, request.params.id, request.body),
  );

  app.post(
    '/subscriptions/:id/renew',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: subscriptionRenewSchema,
        response: { 200: subscriptionSchema, ...writeErrors },
      },
    },
    async (request) => service.renewSubscription(db, request, request.params.id, request.body),
  );
};
