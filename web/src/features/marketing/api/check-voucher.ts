import { voucherOperations, type VoucherValidate } from '@hub/contract/vouchers';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** What a code is worth on a plan, asked without a session (decision 003). */
export const useCheckVoucher = () =>
  useOperationMutation(voucherOperations.checkVoucher, null, (body: VoucherValidate) => ({ body }));
