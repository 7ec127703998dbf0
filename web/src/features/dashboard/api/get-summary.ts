import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardOperations } from '@hub/contract/dashboard';
import { call } from '../../../lib/api-client';

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => call(dashboardOperations.getDashboardSummary, {}, signal),
    refetchInterval: 60_000,
  });

export const useSummary = () => useQuery(summaryQueryOptions());
