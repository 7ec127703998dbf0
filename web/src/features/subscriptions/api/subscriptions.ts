import { useQuery } from '@tanstack/react-query';
import {
  subscriptionOperations,
  type SubscriptionCancel,
  type SubscriptionRenew,
  type SubscriptionStatusChange,
  type SubscriptionUpdate,
} from '@hub/contract/subscriptions';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  one: (id: string) => ['subscriptions', id] as const,
  summary: ['subscriptions', 'summary'] as const,
};

export const useSubscription = (id: string) =>
  useQuery({
    queryKey: subscriptionKeys.one(id),
    queryFn: ({ signal }) =>
      call(subscriptionOperations.getSubscription, { params: { id } }, signal),
  });

/** Monthly recurring revenue of the active subscriptions and the count per status. */
export const useSubscriptionSummary = () =>
  useQuery({
    queryKey: subscriptionKeys.summary,
    queryFn: ({ signal }) => call(subscriptionOperations.getSubscriptionSummary, {}, signal),
  });

// Every change moves the summary too: the whole ['subscriptions'] tree is refreshed.
export const useSubscriptionStatus = (id: string) =>
  useOperationMutation(
    subscriptionOperations.changeSubscriptionStatus,
    subscriptionKeys.all,
    (body: SubscriptionStatusChange) => ({ params: { id }, body }),
  );
export const useCancelSubscription = (id: string) =>
  useOperationMutation(
    subscriptionOperations.cancelSubscription,
    subscriptionKeys.all,
    (body: SubscriptionCancel) => ({ params: { id }, body }),
  );
export const useRenewSubscription = (id: string) =>
  useOperationMutation(
    subscriptionOperations.renewSubscription,
    subscriptionKeys.all,
    (body: SubscriptionRenew) => ({ params: { id }, body }),
  );
export const useUpdateSubscription = (id: string) =>
  useOperationMutation(
    subscriptionOperations.updateSubscription,
    subscriptionKeys.all,
    (body: SubscriptionUpdate) => ({ params: { id }, body }),
  );
