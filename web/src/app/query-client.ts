import { MutationCache, QueryClient } from '@tanstack/react-query';
import { statusOf } from '../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../lib/notifications-feed';

/** A 4xx will answer the same again: only network failures and 5xx are retried, once. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
};

export const createQueryClient = () => {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Any change may resolve or raise an event of the bell (a company approved): it asks again,
    // once settled, after the change's own effects. A password change's new token is stored by
    // then; asked before (the cache's onSuccess runs first), the bell sent the old one, got a 401
    // and ended the new session.
    mutationCache: new MutationCache({
      onSettled: (_data, error) =>
        error ? undefined : client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
    }),
  });
  return client;
};
