import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardOperations } from '@hub/contract/dashboard';
import { idleWatchdogOperations } from '@hub/contract/idle-watchdog';
import { call } from '../../../lib/api-client';

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => call(dashboardOperations.getDashboardSummary, {}, signal),
    refetchInterval: 60_000,
  });

export const useSummary = () => useQuery(summaryQueryOptions());

/** The late applications in the administrator's scope (decision 051), beside the summary's figures. */
export const useLateApplications = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'late-applications'],
    queryFn: ({ signal }) => call(idleWatchdogOperations.countLateApplications, {}, signal),
    refetchInterval: 60_000,
    enabled,
  });

/** The closed processes whose applications never got a closing message (decision 051). */
export const useProcessesWithoutClosingMessage = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'processes-without-closing-message'],
    queryFn: ({ signal }) =>
      call(idleWatchdogOperations.listProcessesWithoutClosingMessage, {}, signal),
    refetchInterval: 60_000,
    enabled,
  });
