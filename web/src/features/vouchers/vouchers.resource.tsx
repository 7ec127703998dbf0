import { optionsOf } from '@hub/contract/fields';
import {
  DISCOUNT_TYPE_LABELS,
  VOUCHER_LIFECYCLE,
  VOUCHER_STATUS_LABELS,
  voucherOperations,
  type Voucher,
  type VoucherEffectiveStatus,
  type VoucherStatus,
} from '@hub/contract/vouchers';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import type { ListFilter } from '../../components/resource/resource-list';
import {
  statusColumn,
  statusFilter,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { formatDate, formatMoney } from '../../lib/format';
import { usePlanOptions } from '../../lib/plan-options';
import { paths } from '../../routes/paths';
import { usePartnerOptions, useVoucher, useVoucherStatus, voucherKeys } from './api/vouchers';
import { vouchersNav } from './vouchers.nav';

/** The stored switch (active / inactive); the chip also shows expired and exhausted, computed from the window and the uses. */
const voucherStatus: StatusPresentation<VoucherEffectiveStatus, VoucherStatus> = {
  lifecycle: VOUCHER_LIFECYCLE,
  labels: VOUCHER_STATUS_LABELS,
  colors: { active: 'success', inactive: 'default', expired: 'warning', exhausted: 'info' },
  verbs: { active: 'Ativar', inactive: 'Desativar' },
};

const formatDiscount = (voucher: Pick<Voucher, 'discountType' | 'discountValue'>): string =>
  voucher.discountType === 'percent'
    ? `${voucher.discountValue}%`
    : formatMoney(voucher.discountValue);

const validity = (voucher: Voucher): string => {
  if (voucher.validFrom && voucher.validUntil)
    return `${formatDate(voucher.validFrom)} a ${formatDate(voucher.validUntil)}`;
  if (voucher.validUntil) return `até ${formatDate(voucher.validUntil)}`;
  if (voucher.validFrom) return `desde ${formatDate(voucher.validFrom)}`;
  return 'Sem prazo';
};

/** The names of the plans a voucher is for, from the plans loaded beside the list. */
const PlanNames = ({ voucher }: { voucher: Voucher }) => {
  const plans = usePlanOptions();
  if (voucher.planIds.length === 0) return 'Todos';
  const names = new Map((plans.data ?? []).map((plan) => [plan.id, plan.name]));
  return voucher.planIds.map((id) => names.get(id) ?? '…').join(', ');
};

const PartnerName = ({ partnerId }: { partnerId: string }) => {
  const partners = usePartnerOptions();
  return partners.data?.find((partner) => partner.id === partnerId)?.name ?? '…';
};

const usePlanFilter = (): ListFilter[] => {
  const plans = usePlanOptions();
  return [
    {
      kind: 'select',
      name: 'planId',
      label: 'Plano',
      options: (plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
    },
  ];
};

export const voucherResource = defineResource({
  nav: vouchersNav,
  noun: 'voucher',
  list: {
    operation: voucherOperations.listVouchers,
    exportOperation: voucherOperations.exportVouchers,
    exportName: 'vouchers',
    queryKey: voucherKeys.all,
    savedViews: 'vouchers',
    columns: [
      { id: 'code', label: 'Código', sortable: true, render: (row) => row.code },
      { id: 'discountValue', label: 'Desconto', sortable: true, render: formatDiscount },
      { id: 'validUntil', label: 'Validade', sortable: true, render: validity },
      {
        id: 'redemptions',
        label: 'Usos',
        sortable: true,
        render: (row) => `${row.redemptions} / ${row.maxRedemptions ?? '∞'}`,
      },
      { id: 'planIds', label: 'Planos', render: (row) => <PlanNames voucher={row} /> },
      {
        id: 'partnerId',
        label: 'Parceiro',
        render: (row) => (row.partnerId ? <PartnerName partnerId={row.partnerId} /> : '—'),
      },
      statusColumn(voucherStatus, (row: Voucher) => row.effectiveStatus),
      createdColumn({ hidden: true }),
    ],
    filters: [
      statusFilter(voucherStatus),
      { name: 'discountType', label: 'Tipo de desconto', options: optionsOf(DISCOUNT_TYPE_LABELS) },
    ],
    useFilters: usePlanFilter,
    defaultSort: 'createdAt',
    initialQuery: { order: 'desc' },
    searchLabel: 'Buscar por código ou descrição',
    empty: {
      title: 'Nenhum voucher cadastrado',
      action: { label: 'Cadastrar voucher', to: paths.dashboard.vouchers.new },
    },
  },
  status: voucherStatus,
  form: {
    load: async () => (await import('./components/voucher-form')).VoucherForm,
    edit: {
      useRecord: useVoucher,
      name: (voucher) => voucher.code,
      status: {
        of: (voucher) => voucher.status,
        shown: (voucher) => voucher.effectiveStatus,
        useMutation: useVoucherStatus,
      },
    },
  },
});
