import { useQuery } from '@tanstack/react-query';
import { applicationOperations } from '@hub/contract/applications';
import { call } from '../../../lib/api-client';

/** The application a review request contests (art. 20), read with the processes' 'ver'. */
export const useContestedApplication = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['lgpd-requests', 'contested-application', id],
    queryFn: ({ signal }) => call(applicationOperations.getApplication, { params: { id: id ?? '' } }, signal),
    enabled: enabled && id !== null,
  });
