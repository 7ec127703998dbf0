import { VOUCHER_REFUSAL_LABELS, type VoucherRefusal } from '@hub/contract/vouchers';
import type { ErrorSpec } from '../../lib/errors';

export const VoucherErrors = {
  notFound: { kind: 'not_found', message: 'Voucher não encontrado' },
  codeTaken: { kind: 'conflict', message: 'Já existe um voucher com este código', field: 'code' },
  unknownPartner: {
    kind: 'bad_request',
    message: 'O parceiro escolhido não existe',
    field: 'partnerId',
  },
  unknownPlan: {
    kind: 'bad_request',
    message: 'Um dos planos escolhidos não existe',
    field: 'planIds',
  },
  tooManyChecks: {
    kind: 'too_many_requests',
    message:
      'Muitas verificações de voucher em pouco tempo. Aguarde alguns minutos e tente de novo.',
  },
  maxBelowRedemptions: {
    kind: 'conflict',
    message: 'O máximo de usos não pode ser menor que os usos já feitos',
    field: 'maxRedemptions',
  },
} as const satisfies Record<string, ErrorSpec>;

export const fixedAbovePrice = (planName: string): ErrorSpec => ({
  kind: 'bad_request',
  message: `O desconto fixo não pode passar do preço do plano ${planName}`,
  field: 'discountValue',
});

/** A code that cannot be used when subscribing: 409 with the exact reason, on the voucherCode field. */
export const voucherRefused = (reason: VoucherRefusal): ErrorSpec => ({
  kind: 'conflict',
  message: `Voucher ${VOUCHER_REFUSAL_LABELS[reason]}`,
  field: 'voucherCode',
});
