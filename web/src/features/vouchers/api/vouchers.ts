import { useQuery } from '@tanstack/react-query';
import { partnerOperations } from '@hub/contract/partners';
import {
  voucherOperations,
  type VoucherCreate,
  type VoucherStatus,
  type VoucherUpdate,
} from '@hub/contract/vouchers';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const voucherKeys = {
  all: ['vouchers'] as const,
  one: (id: string) => ['vouchers', id] as const,
};

export const useVoucher = (id: string) =>
  useQuery({
    queryKey: voucherKeys.one(id),
    queryFn: ({ signal }) => call(voucherOperations.getVoucher, { params: { id } }, signal),
  });

/** The partners a voucher may be tied to (a council works with a few dozen at most). */
export const usePartnerOptions = () =>
  useQuery({
    queryKey: ['partners', 'options'],
    queryFn: ({ signal }) =>
      call(partnerOperations.listPartners, { query: { limit: 100, sort: 'name' } }, signal),
    select: (page) => page.rows,
  });

export const useCreateVoucher = () =>
  useOperationMutation(voucherOperations.createVoucher, voucherKeys.all, (body: VoucherCreate) => ({
    body,
  }));
export const useUpdateVoucher = (id: string) =>
  useOperationMutation(voucherOperations.updateVoucher, voucherKeys.all, (body: VoucherUpdate) => ({
    params: { id },
    body,
  }));
export const useVoucherStatus = (id: string) =>
  useOperationMutation(
    voucherOperations.changeVoucherStatus,
    voucherKeys.all,
    (body: { status: VoucherStatus; reason: string | undefined }) => ({ params: { id }, body }),
  );
