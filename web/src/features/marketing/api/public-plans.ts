import { useQuery } from '@tanstack/react-query';
import { planOperations } from '@hub/contract/plans';
import { call } from '../../../lib/api-client';

/** The active plans in display order, readable without a session (decision 003). */
export const usePublicPlans = () =>
  useQuery({
    queryKey: ['plans', 'public'],
    queryFn: () => call(planOperations.listPublicPlans, {}),
    select: (answer) => answer.rows,
  });
