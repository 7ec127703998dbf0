import {
  SUBSCRIPTION_LIFECYCLE,
  type Subscription,
  type SubscriptionStatus,
} from '@hub/contract/subscriptions';
import { formatDate } from '../../lib/format';
import { StatusChip, type StatusColor } from '../status-chip';

export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, StatusColor> = {
  pending: 'warning',
  active: 'success',
  past_due: 'error',
  cancelled: 'default',
  expired: 'default',
};

export const SubscriptionStatusChip = ({ status }: { status: SubscriptionStatus }) => (
  <StatusChip
    label={SUBSCRIPTION_LIFECYCLE.labels[status]}
    color={SUBSCRIPTION_STATUS_COLORS[status]}
  />
);

export const formatPeriod = (row: Pick<Subscription, 'periodStart' | 'periodEnd'>): string =>
  `${formatDate(row.periodStart)} a ${formatDate(row.periodEnd)}`;
