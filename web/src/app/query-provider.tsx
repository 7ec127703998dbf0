import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { createQueryClient } from './query-client';

/**
 * The query cache of the layouts that fetch (dashboard, public pages). One cache per session:
 * signing out or in as someone else starts an empty one. The auth screens need none, which keeps
 * TanStack Query out of the login route.
 */
export const QueryProvider = ({ children }: { children: ReactNode }) => {
  const { user } = useAuth();
  const userId = user?.id;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache for each signed-in user
  const client = useMemo(() => createQueryClient(), [userId]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};
