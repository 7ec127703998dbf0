import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription, SubscriptionCreate } from '@hub/contract/subscriptions';
import type { VoucherValidate, VoucherValidation } from '@hub/contract/vouchers';
import { api } from '../../lib/api-client';

const validateVoucher = (body: VoucherValidate) =>
  api.post<VoucherValidation>('/vouchers/validate', body);

/** What a code is worth on a plan, or the exact reason it is refused. */
export const useValidateVoucher = () => useMutation({ mutationFn: validateVoucher });

/**
 * The check of a code the page was opened with (a visitor's choice on /payment, kept through
 * the login), so the summary counts it without a second click. Checking changes nothing.
 */
export const useInitialVoucherCheck = (planId: string | undefined, code: string | undefined) =>
  useQuery({
    queryKey: ['vouchers', 'validate', planId, code],
    queryFn: () => validateVoucher({ code: code ?? '', planId: planId ?? '' }),
    enabled: Boolean(planId && code?.trim()),
    staleTime: Infinity,
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
