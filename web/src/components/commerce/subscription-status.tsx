import {
  SUBSCRIPTION_LIFECYCLE,
  type Subscription,
  type SubscriptionStatus,
} from '@hub/contract/subscriptions';
import { formatDate } from '../../lib/format';
import type { StatusPresentation } from '../resource/status-presentation';

/** A subscription's status, on its page and on its company's. */
export const SUBSCRIPTION_STATUS: StatusPresentation<SubscriptionStatus> = {
  lifecycle: SUBSCRIPTION_LIFECYCLE,
  labels: SUBSCRIPTION_LIFECYCLE.labels,
  colors: {
    pending: 'warning',
    active: 'success',
    past_due: 'error',
    cancelled: 'default',
    expired: 'default',
  },
  verbs: (from) => ({
    active: from === 'past_due' ? 'Regularizar' : 'Ativar',
    past_due: 'Marcar como inadimplente',
  }),
  // Cancelling has its own dialog (now or at the period's end).
  targets: ['active', 'past_due'],
};

export const formatPeriod = (row: Pick<Subscription, 'periodStart' | 'periodEnd'>): string =>
  `${formatDate(row.periodStart)} a ${formatDate(row.periodEnd)}`;
