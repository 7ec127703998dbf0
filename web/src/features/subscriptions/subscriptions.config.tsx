import { formatCnpj } from '@hub/contract/br';
import { optionsOf } from '@hub/contract/fields';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  PAYMENT_METHOD_LABELS,
  SUBSCRIPTION_LIFECYCLE,
  type Subscription,
  type SubscriptionStatus,
} from '@hub/contract/subscriptions';
import type { Column, ListFilter } from '../../components/resource/resource-list';
import {
  formatPeriod,
  SubscriptionStatusChip,
} from '../../components/commerce/subscription-status';
import { formatDate, formatMoney } from '../../lib/format';

export const SUBSCRIPTION_COLUMNS: Column<Subscription>[] = [
  {
    id: 'companyName',
    label: 'Empresa',
    sortable: true,
    render: (row) => row.companyName,
  },
  {
    id: 'companyCnpj',
    label: 'CNPJ',
    hidden: true,
    nowrap: true,
    render: (row) => formatCnpj(row.companyCnpj),
  },
  {
    id: 'planName',
    label: 'Plano',
    sortable: true,
    render: (row) => `${row.planName} (${PLAN_INTERVAL_LABELS[row.interval]})`,
  },
  {
    id: 'totalCents',
    label: 'Total por período',
    sortable: true,
    render: (row) =>
      row.voucherCode
        ? `${formatMoney(row.totalCents)} (voucher ${row.voucherCode})`
        : formatMoney(row.totalCents),
  },
  {
    id: 'paymentMethod',
    label: 'Pagamento',
    hidden: true,
    render: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod],
  },
  { id: 'periodEnd', label: 'Período', sortable: true, render: formatPeriod },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <SubscriptionStatusChip status={row.status} />,
  },
  {
    id: 'createdAt',
    label: 'Criada em',
    sortable: true,
    hidden: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const SUBSCRIPTION_STATUS_FILTER: ListFilter = {
  name: 'status',
  label: 'Status',
  options: optionsOf(SUBSCRIPTION_LIFECYCLE.labels),
};

/** The buttons of the plain status moves; cancelling has its own dialog (now or at period end). */
export const subscriptionStatusVerbs = (
  status: SubscriptionStatus,
): Partial<Record<SubscriptionStatus, string>> => ({
  active: status === 'past_due' ? 'Regularizar' : 'Ativar',
  past_due: 'Marcar como inadimplente',
});
