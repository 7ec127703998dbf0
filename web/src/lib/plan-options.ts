import { useQuery } from '@tanstack/react-query';
import { planOperations } from '@hub/contract/plans';
import { call } from './api-client';

/**
 * Every plan in display order, for the forms and filters that pick plans (vouchers,
 * subscriptions, payment). A council sells a handful of plans: one page of 100 holds them all.
 * The key sits under ['plans'], so any plan mutation refreshes it.
 */
export const usePlanOptions = () =>
  useQuery({
    queryKey: ['plans', 'options'],
    queryFn: () =>
      call(planOperations.listPlans, { query: { limit: 100, sort: 'displayOrder', order: 'asc' } }),
    select: (page) => page.rows,
  });
