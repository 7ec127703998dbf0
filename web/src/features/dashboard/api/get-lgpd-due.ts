import { useQuery } from '@tanstack/react-query';
import { lgpdRequestOperations } from '@hub/contract/lgpd-requests';
import { useCan } from '../../../auth/use-can';
import { call } from '../../../lib/api-client';

/** The data subjects' requests due this week, for whoever holds the LGPD desk's permission. */
export const useLgpdDue = () => {
  const allowed = useCan(lgpdRequestOperations.getLgpdRequestsDue.permission);
  return useQuery({
    queryKey: ['lgpd-requests', 'due'],
    queryFn: ({ signal }) => call(lgpdRequestOperations.getLgpdRequestsDue, {}, signal),
    enabled: allowed,
    refetchInterval: 60_000,
  });
};
