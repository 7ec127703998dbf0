import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@hub/contract/dashboard';
import { api } from '../../../lib/api-client';

export const getSummary = (signal?: AbortSignal) =>
  api.get<DashboardSummary>('/dashboard/summary', { signal });

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => getSummary(signal),
    refetchInterval: 60_000,
  });

export const useSummary = () => useQuery(summaryQueryOptions());
