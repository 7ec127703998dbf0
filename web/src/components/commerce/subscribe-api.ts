import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription, SubscriptionCreate } from '@hub/contract/subscriptions';
import type { VoucherValidate, VoucherValidation } from '@hub/contract/vouchers';
import { api } from '../../lib/api-client';

/** What a code is worth on a plan, or the exact reason it is refused. */
export const useValidateVoucher = () =>
  useMutation({
    mutationFn: (body: VoucherValidate) => api.post<VoucherValidation>('/vouchers/validate', body),
  });

/** A new pending subscription; the lists of subscriptions and the vouchers' uses change. */
export const useCreateSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionCreate) => api.post<Subscription>('/subscriptions', body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['subscriptions'] });
      await client.invalidateQueries({ queryKey: ['vouchers'] });
    },
  });
};
