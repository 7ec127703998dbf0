import { z } from 'zod';
import { apiErrorSchema, concurrencySchema, idSchema, timestampsSchema } from './common';
import { optionalText, statusBodySchema, statusMetaSchema, type Lifecycle } from './fields';
import { defineDomain } from './domain';
import { listContract, recordOperations } from './list-resource';
import { defineOperations } from './operation';

export const voucherDomain = defineDomain({
  tag: { name: 'vouchers', description: 'Cupons de desconto', after: 'subscriptions' },
  area: {
    name: 'vouchers',
    label: 'Vouchers',
    noun: 'vouchers',
    actions: ['ver', 'editar', 'status', 'exportar'],
    after: 'assinaturas',
  },
  audit: { entity: 'vouchers', name: 'Cupom' },
  savedViews: { list: 'vouchers', after: 'plans' },
  list: {
    path: '/vouchers',
    named: 'description',
    sortedByName: false,
    sample: { code: 'CUPOM', discountType: 'percent', discountValue: 10 },
    unique: ['code'],
  },
});

export const VOUCHER_MESSAGES = {
  codeRequired: 'O código é obrigatório',
  codeChars: 'O código deve ter apenas letras de A a Z, números e hífen',
  codeLength: 'O código deve ter de 3 a 40 caracteres',
  percentRange: 'O desconto percentual deve ser de 1 a 100',
  fixedMin: 'O desconto fixo deve ser de pelo menos 1 centavo',
  windowOrder: 'O fim da validade deve ser depois do início',
  duplicatePlans: 'Um plano aparece mais de uma vez',
} as const;

/** Codes are typed by people: accepted in any case, stored upper-case, only A-Z, 0-9 and '-'. */
export const voucherCodeSchema = z
  .string({ error: VOUCHER_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: VOUCHER_MESSAGES.codeRequired })
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .min(3, { error: VOUCHER_MESSAGES.codeLength })
      .max(40, { error: VOUCHER_MESSAGES.codeLength })
      .regex(/^[A-Z0-9-]+$/, { error: VOUCHER_MESSAGES.codeChars }),
  );

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES, { error: 'Tipo de desconto inválido' });
export type DiscountType = z.infer<typeof discountTypeSchema>;
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percent: 'Percentual',
  fixed: 'Valor fixo',
};

/** Stored status: what an administrator switches. */
export const VOUCHER_STATUSES = ['active', 'inactive'] as const;
export const voucherStatusSchema = z.enum(VOUCHER_STATUSES, { error: 'Status inválido' });
export type VoucherStatus = z.infer<typeof voucherStatusSchema>;
export const VOUCHER_LIFECYCLE: Lifecycle<VoucherStatus> = {
  labels: { active: 'Ativo', inactive: 'Inativo' },
  moves: { active: ['inactive'], inactive: ['active'] },
  reasonRequired: [],
  destructive: [],
};

/** Shown status: the stored one, or expired / exhausted computed from the window and the uses. */
export const VOUCHER_EFFECTIVE_STATUSES = ['active', 'inactive', 'expired', 'exhausted'] as const;
export const voucherEffectiveStatusSchema = z.enum(VOUCHER_EFFECTIVE_STATUSES, {
  error: 'Status inválido',
});
export type VoucherEffectiveStatus = z.infer<typeof voucherEffectiveStatusSchema>;
export const VOUCHER_STATUS_LABELS: Record<VoucherEffectiveStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  expired: 'Expirado',
  exhausted: 'Esgotado',
};

/** Why a code cannot be used; the Portuguese words are the exact answers of the issue. */
export const VOUCHER_REFUSALS = [
  'not_found',
  'inactive',
  'not_started',
  'expired',
  'exhausted',
  'plan_not_allowed',
] as const;
export const voucherRefusalSchema = z.enum(VOUCHER_REFUSALS);
export type VoucherRefusal = z.infer<typeof voucherRefusalSchema>;
export const VOUCHER_REFUSAL_LABELS: Record<VoucherRefusal, string> = {
  not_found: 'não encontrado',
  inactive: 'inativo',
  not_started: 'ainda não vale',
  expired: 'expirado',
  exhausted: 'esgotado',
  plan_not_allowed: 'não vale para este plano',
};

const isoDate = z.iso.datetime({ offset: true, error: 'Data inválida' });

const voucherFieldsSchema = z.object({
  code: voucherCodeSchema,
  description: optionalText(500),
  discountType: discountTypeSchema,
  /** Percent (1-100) or cents, depending on discountType. */
  discountValue: z
    .number({ error: 'O desconto é obrigatório' })
    .int({ error: 'O desconto deve ser um número inteiro' })
    .min(1, { error: 'O desconto deve ser 1 ou mais' })
    .max(100_000_000, { error: 'Desconto alto demais' }),
  validFrom: isoDate.nullable().default(null),
  validUntil: isoDate.nullable().default(null),
  /** null = unlimited. */
  maxRedemptions: z
    .number({ error: 'Informe um número inteiro' })
    .int({ error: 'Informe um número inteiro' })
    .min(1, { error: 'O máximo de usos deve ser 1 ou mais' })
    .max(10_000_000, { error: 'Máximo de usos alto demais' })
    .nullable()
    .default(null),
  /** Empty = valid for every plan. */
  planIds: z.array(idSchema).max(100, { error: 'Planos demais' }).default([]),
  partnerId: idSchema.nullable().default(null),
});

type VoucherRules = Pick<
  z.infer<typeof voucherFieldsSchema>,
  'discountType' | 'discountValue' | 'validFrom' | 'validUntil' | 'planIds'
>;

/** Rules across fields, shared by create and update (the fixed-vs-price rule needs the plans: server). */
const checkVoucherRules = (value: VoucherRules, ctx: z.RefinementCtx) => {
  if (value.discountType === 'percent' && value.discountValue > 100) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountValue'],
      message: VOUCHER_MESSAGES.percentRange,
    });
  }
  if (
    value.validFrom &&
    value.validUntil &&
    Date.parse(value.validUntil) <= Date.parse(value.validFrom)
  ) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: VOUCHER_MESSAGES.windowOrder });
  }
  if (new Set(value.planIds).size !== value.planIds.length) {
    ctx.addIssue({ code: 'custom', path: ['planIds'], message: VOUCHER_MESSAGES.duplicatePlans });
  }
};

export const voucherCreateSchema = voucherFieldsSchema.superRefine(checkVoucherRules);
export type VoucherCreate = z.infer<typeof voucherCreateSchema>;
export type VoucherCreateInput = z.input<typeof voucherCreateSchema>;

export const voucherUpdateSchema = voucherFieldsSchema
  .extend(concurrencySchema.shape)
  .superRefine(checkVoucherRules);
export type VoucherUpdate = z.infer<typeof voucherUpdateSchema>;

export const voucherStatusChangeSchema = statusBodySchema(VOUCHER_STATUSES, VOUCHER_LIFECYCLE);
export type VoucherStatusChange = z.infer<typeof voucherStatusChangeSchema>;

export const voucherSchema = z.object({
  id: idSchema,
  code: z.string(),
  description: z.string().nullable(),
  discountType: discountTypeSchema,
  discountValue: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  planIds: z.array(idSchema),
  partnerId: idSchema.nullable(),
  status: voucherStatusSchema,
  effectiveStatus: voucherEffectiveStatusSchema,
  ...statusMetaSchema.shape,
  ...timestampsSchema.shape,
});
export type Voucher = z.infer<typeof voucherSchema>;

export const VOUCHER_SORTS = [
  'code',
  'discountValue',
  'validUntil',
  'redemptions',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type VoucherSort = (typeof VOUCHER_SORTS)[number];
const voucherList = listContract({
  row: voucherSchema,
  sorts: VOUCHER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    status: voucherEffectiveStatusSchema.optional(),
    discountType: discountTypeSchema.optional(),
    planId: idSchema.optional(),
    partnerId: idSchema.optional(),
  },
});
export const voucherListQuerySchema = voucherList.query;
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;
export type VoucherListQueryInput = z.input<typeof voucherListQuerySchema>;

export const voucherExportQuerySchema = voucherList.exportQuery;
export type VoucherExportQuery = z.infer<typeof voucherExportQuerySchema>;

export const voucherPageSchema = voucherList.page;

export const voucherValidateSchema = z.object({
  code: z.string().trim().min(1, { error: VOUCHER_MESSAGES.codeRequired }).max(100),
  planId: idSchema,
});
export type VoucherValidate = z.infer<typeof voucherValidateSchema>;

const voucherAcceptedSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  priceCents: z.number().int(),
  discountCents: z.number().int(),
  finalPriceCents: z.number().int(),
});

/** The price after the discount, or the exact reason the code cannot be used with this plan. */
export const voucherValidationSchema = z.discriminatedUnion('valid', [
  voucherAcceptedSchema,
  z.object({
    valid: z.literal(false),
    code: z.string(),
    reason: voucherRefusalSchema,
    message: z.string(),
  }),
]);
export type VoucherValidation = z.infer<typeof voucherValidationSchema>;

/** The same for a code that does not exist and one that does not apply: a guess learns nothing. */
export const PUBLIC_VOUCHER_REFUSAL = 'não encontrado ou não vale para este plano';

/**
 * What /payment tells a visitor without a session: the discount, or only that the code does not
 * apply. The reason stays private, so a guess learns nothing about which codes exist.
 */
export const publicVoucherCheckSchema = z.discriminatedUnion('valid', [
  voucherAcceptedSchema,
  z.object({ valid: z.literal(false), code: z.string(), message: z.string() }),
]);
export type PublicVoucherCheck = z.infer<typeof publicVoucherCheckSchema>;

const voucher = recordOperations({
  path: '/vouchers',
  tag: 'vouchers',
  area: 'vouchers',
  noun: { one: 'um voucher', many: 'os vouchers' },
  row: voucherSchema,
  list: voucherList,
  create: voucherCreateSchema,
  update: voucherUpdateSchema,
  status: voucherStatusChangeSchema,
});

export const voucherOperations = defineOperations({
  listVouchers: voucher.list,
  exportVouchers: voucher.export,
  validateVoucher: {
    method: 'POST',
    path: '/vouchers/validate',
    summary: 'O preço de um plano com um voucher, ou o motivo exato da recusa',
    tag: 'vouchers',
    permission: 'vouchers.ver',
    body: voucherValidateSchema,
    responses: { 200: voucherValidationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  // Public on purpose: /payment lets a visitor check a code against a plan before signing in
  // (docs/decisions/003-public-active-plans.md). Rate-limited per address; no refusal reason.
  checkVoucher: {
    method: 'POST',
    path: '/vouchers/check',
    summary: 'Confere um voucher num plano ativo, sem sessão e sem dizer o motivo de uma recusa',
    tag: 'vouchers',
    public: true,
    body: voucherValidateSchema,
    responses: {
      200: publicVoucherCheckSchema,
      400: apiErrorSchema,
      404: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
  getVoucher: voucher.get,
  createVoucher: voucher.create,
  updateVoucher: voucher.update,
  changeVoucherStatus: voucher.changeStatus,
});
