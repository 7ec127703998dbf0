import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Subscription,
  SubscriptionCancel,
  SubscriptionRenew,
  SubscriptionStatus,
  SubscriptionSummary,
  SubscriptionUpdate,
} from '@hub/contract/subscriptions';
import { api } from '../../../lib/api-client';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  one: (id: string) => ['subscriptions', id] as const,
  summary: ['subscriptions', 'summary'] as const,
};

export const useSubscription = (id: string) =>
  useQuery({
    queryKey: subscriptionKeys.one(id),
    queryFn: () => api.get<Subscription>(`/subscriptions/${id}`),
  });

/** Monthly recurring revenue of the active subscriptions and the count per status. */
export const useSubscriptionSummary = () =>
  useQuery({
    queryKey: subscriptionKeys.summary,
    queryFn: () => api.get<SubscriptionSummary>('/subscriptions/summary'),
  });

/** Every change moves the summary too: the whole ['subscriptions'] tree is refreshed. */
const useSubscriptionMutation = <Input>(call: (input: Input) => Promise<Subscription>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
};

export const useSubscriptionStatus = (id: string) =>
  useSubscriptionMutation((body: { status: SubscriptionStatus; reason: string | undefined }) =>
    api.post<Subscription>(`/subscriptions/${id}/status`, body),
  );
export const useCancelSubscription = (id: string) =>
  useSubscriptionMutation((body: SubscriptionCancel) =>
    api.post<Subscription>(`/subscriptions/${id}/cancel`, body),
  );
export const useRenewSubscription = (id: string) =>
  useSubscriptionMutation((body: SubscriptionRenew) =>
    api.post<Subscription>(`/subscriptions/${id}/renew`, body),
  );
export const useUpdateSubscription = (id: string) =>
  useSubscriptionMutation((body: SubscriptionUpdate) =>
    api.put<Subscription>(`/subscriptions/${id}`, body),
  );
