import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import { voucherEffectiveStatus } from '@hub/contract/pricing';
import {
  DISCOUNT_TYPE_LABELS,
  VOUCHER_STATUS_LABELS,
  voucherCreateSchema,
  voucherExportQuerySchema,
  voucherListQuerySchema,
  voucherPageSchema,
  voucherSchema,
  voucherStatusChangeSchema,
  voucherUpdateSchema,
  publicVoucherCheckSchema,
  voucherValidateSchema,
  voucherValidationSchema,
} from '@hub/contract/vouchers';
import { csvMoney, offsetBatches, sendCsv, type CsvColumn } from '../../lib/csv';
import * as service from './vouchers.service';

const csvColumns = (now: Date): CsvColumn<service.VoucherExportRow>[] => [
  { header: 'Código', value: (row) => row.code },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Tipo de desconto', value: (row) => DISCOUNT_TYPE_LABELS[row.discountType] },
  {
    header: 'Desconto',
    value: (row) => (row.discountType === 'percent' ? `${row.discountValue}%` : csvMoney(row.discountValue)),
  },
  { header: 'Válido de', value: (row) => row.validFrom },
  { header: 'Válido até', value: (row) => row.validUntil },
  { header: 'Usos', value: (row) => row.redemptions },
  { header: 'Máximo de usos', value: (row) => row.maxRedemptions ?? 'ilimitado' },
  { header: 'Planos', value: (row) => (row.planNames.length === 0 ? 'Todos' : row.planNames.join(', ')) },
  { header: 'Parceiro', value: (row) => row.partnerName },
  { header: 'Status', value: (row) => VOUCHER_STATUS_LABELS[voucherEffectiveStatus(row, now)] },
  { header: 'Criado em', value: (row) => row.createdAt },
];

export const vouchersRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['vouchers'];
  const writeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/vouchers',
    {
      schema: {
        tags,
        querystring: voucherListQuerySchema,
        response: { 200: voucherPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listVouchers(db, request.query),
  );

  app.get(
    '/vouchers/export.csv',
    {
      schema: {
        tags,
        querystring: voucherExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'vouchers',
        csvColumns(new Date()),
        offsetBatches((offset, limit) => service.selectVouchersForExport(db, request.query, offset, limit)),
      ),
  );

  app.post(
    '/vouchers/validate',
    {
      schema: {
        tags,
        body: voucherValidateSchema,
        response: { 200: voucherValidationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.validateVoucher(db, request.body),
  );

  // Public on purpose: /payment lets a visitor check a code against a plan before signing in
  // (docs/decisions/003-public-active-plans.md). Rate-limited per address; no refusal reason.
  app.post(
    '/vouchers/check',
    {
      config: { public: true },
      schema: {
        tags,
        body: voucherValidateSchema,
        response: {
          200: publicVoucherCheckSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => service.checkVoucherPublicly(app.deps, request.body, request.ip),
  );

  app.get(
    '/vouchers/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: voucherSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.toVoucher(await service.getVoucher(db, request.params.id)),
  );

  app.post(
    '/vouchers',
    {
      schema: { tags, body: voucherCreateSchema, response: { 201: voucherSchema, ...writeErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createVoucher(db, request, request.body)),
  );

  app.put(
    '/vouchers/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: voucherUpdateSchema,
        response: { 200: voucherSchema, ...writeErrors },
      },
    },
    async (request) => service.updateVoucher(db, request, request.params.id, request.body),
  );

  app.post(
    '/vouchers/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: voucherStatusChangeSchema,
        response: { 200: voucherSchema, ...writeErrors },
      },
    },
    async (request) => service.changeVoucherStatus(db, request, request.params.id, request.body),
  );
};
