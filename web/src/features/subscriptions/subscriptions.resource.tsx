import { formatCnpj } from '@hub/contract/br';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  PAYMENT_METHOD_LABELS,
  subscriptionOperations,
  type Subscription,
} from '@hub/contract/subscriptions';
import { formatPeriod, SUBSCRIPTION_STATUS } from '../../components/commerce/subscription-status';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import { statusColumn, statusFilter } from '../../components/resource/status-presentation';
import { formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';
import { subscriptionKeys } from './api/subscriptions';
import { MrrSummary } from './components/mrr-summary';
import { CompanyFilter, useSubscriptionFilters } from './components/subscription-filters';
import { subscriptionsNav } from './subscriptions.nav';

/** The subscriptions: each has a page of its own (its moves, renewal, cancellation, payment method). */
export const subscriptionResource = defineResource({
  nav: subscriptionsNav,
  noun: 'assinatura',
  createVerb: 'Nova',
  list: {
    operation: subscriptionOperations.listSubscriptions,
    exportOperation: subscriptionOperations.exportSubscriptions,
    exportName: 'assinaturas',
    queryKey: subscriptionKeys.all,
    savedViews: 'subscriptions',
    summary: <MrrSummary />,
    columns: [
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
      statusColumn(SUBSCRIPTION_STATUS, (row: Subscription) => row.status),
      createdColumn({ label: 'Criada em', hidden: true }),
    ],
    filters: [
      statusFilter(SUBSCRIPTION_STATUS),
      {
        name: 'voucher',
        label: 'Voucher',
        options: [
          { value: 'true', label: 'Com voucher' },
          { value: 'false', label: 'Sem voucher' },
        ],
      },
    ],
    useFilters: useSubscriptionFilters,
    renderFilters: (query, update) => <CompanyFilter query={query} update={update} />,
    filterParams: ['companyId'],
    defaultSort: 'createdAt',
    initialQuery: { order: 'desc' },
    searchLabel: 'Buscar por empresa, CNPJ, plano ou voucher',
    empty: {
      title: 'Nenhuma assinatura ainda',
      action: { label: 'Nova assinatura', to: paths.dashboard.subscriptions.new },
    },
  },
  status: SUBSCRIPTION_STATUS,
  form: {
    load: async () =>
      (await import('./components/subscription-create-form')).SubscriptionCreateForm,
  },
});
