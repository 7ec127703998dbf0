import { useQuery } from '@tanstack/react-query';
import type { ProcessReadiness } from '@hub/contract/selective-processes';
import { api } from '../../../lib/api-client';
import { processKeys } from './processes';

/**
 * What the process still needs before opening, enrolling or the values test. Read again on every
 * visit: what it depends on (the company, its subscription, its values profile) changes on other
 * pages.
 */
export const useReadiness = (processId: string) =>
  useQuery({
    queryKey: [...processKeys.one(processId), 'readiness'],
    queryFn: () => api.get<ProcessReadiness>(`/selective-processes/${processId}/readiness`),
    enabled: Boolean(processId),
    staleTime: 0,
  });
