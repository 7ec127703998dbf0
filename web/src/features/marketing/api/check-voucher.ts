import { useMutation } from '@tanstack/react-query';
import type { PublicVoucherCheck, VoucherValidate } from '@hub/contract/vouchers';
import { api } from '../../../lib/api-client';

/** What a code is worth on a plan, asked without a session (decision 003). */
export const useCheckVoucher = () =>
  useMutation({
    mutationFn: (body: VoucherValidate) => api.post<PublicVoucherCheck>('/vouchers/check', body),
  });
