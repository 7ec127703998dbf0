import { useQuery } from '@tanstack/react-query';
import type { PublicPlan } from '@hub/contract/plans';
import { api } from '../../../lib/api-client';

/** The active plans in display order, readable without a session (decision 003). */
export const usePublicPlans = () =>
  useQuery({
    queryKey: ['plans', 'public'],
    queryFn: () => api.get<{ rows: PublicPlan[] }>('/plans/public'),
    select: (answer) => answer.rows,
  });
