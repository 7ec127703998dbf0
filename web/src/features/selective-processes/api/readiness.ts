import { useQuery } from '@tanstack/react-query';
import { selectiveProcessOperations } from '@hub/contract/selective-processes';
import { call } from '../../../lib/api-client';
import { processKeys } from './processes';

/**
 * What the process still needs before opening, enrolling or the values test. Read again on every
 * visit: what it depends on (the company, its subscription, its values profile) changes on other
 * pages.
 */
export const useReadiness = (processId: string) =>
  useQuery({
    queryKey: [...processKeys.one(processId), 'readiness'],
    queryFn: ({ signal }) =>
      call(
        selectiveProcessOperations.getSelectiveProcessReadiness,
        { params: { id: processId } },
        signal,
      ),
    enabled: Boolean(processId),
    staleTime: 0,
  });
