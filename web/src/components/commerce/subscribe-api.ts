import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionOperations, type SubscriptionCreate } from '@hub/contract/subscriptions';
import { voucherOperations, type VoucherValidate } from '@hub/contract/vouchers';
import { call } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operation-mutation';

/** What a code is worth on a plan, or the exact reason it is refused. */
export const useValidateVoucher = () =>
  useOperationMutation(voucherOperations.validateVoucher, null, (body: VoucherValidate) => ({
    body,
  }));

/**
 * The check of a code the page was opened with (a visitor's choice on /payment, kept through
 * the login), so the summary counts it without a second click. Checking changes nothing.
 */
export const useInitialVoucherCheck = (planId: string | undefined, code: string | undefined) =>
  useQuery({
    queryKey: ['vouchers', 'validate', planId, code],
    queryFn: () =>
      call(voucherOperations.validateVoucher, {
        body: { code: code ?? '', planId: planId ?? '' },
      }),
    enabled: Boolean(planId && code?.trim()),
    staleTime: Infinity,
  });

/** A new pending subscription; the lists of subscriptions and the vouchers' uses change. */
export const useCreateSubscription = () => {
  const client = useQueryClient();
  return useOperationMutation(
    subscriptionOperations.createSubscription,
    ['subscriptions'],
    (body: SubscriptionCreate) => ({ body }),
    () => client.invalidateQueries({ queryKey: ['vouchers'] }),
  );
};
