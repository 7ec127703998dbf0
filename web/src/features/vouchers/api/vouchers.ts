import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@hub/contract/common';
import type { Partner } from '@hub/contract/partners';
import type { Voucher, VoucherCreate, VoucherStatus, VoucherUpdate } from '@hub/contract/vouchers';
import { api } from '../../../lib/api-client';

export const voucherKeys = {
  all: ['vouchers'] as const,
  one: (id: string) => ['vouchers', id] as const,
};

export const useVoucher = (id: string) =>
  useQuery({ queryKey: voucherKeys.one(id), queryFn: () => api.get<Voucher>(`/vouchers/${id}`) });

/** The partners a voucher may be tied to (a council works with a few dozen at most). */
export const usePartnerOptions = () =>
  useQuery({
    queryKey: ['partners', 'options'],
    queryFn: () => api.get<Page<Partner>>('/partners', { query: { limit: 100, sort: 'name' } }),
    select: (page) => page.rows,
  });

const useVoucherMutation = <Input>(call: (input: Input) => Promise<Voucher>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: voucherKeys.all }),
  });
};

export const useCreateVoucher = () =>
  useVoucherMutation((body: VoucherCreate) => api.post<Voucher>('/vouchers', body));
export const useUpdateVoucher = (id: string) =>
  useVoucherMutation((body: VoucherUpdate) => api.put<Voucher>(`/vouchers/${id}`, body));
export const useVoucherStatus = (id: string) =>
  useVoucherMutation((body: { status: VoucherStatus; reason: string | undefined }) =>
    api.post<Voucher>(`/vouchers/${id}/status`, body),
  );
