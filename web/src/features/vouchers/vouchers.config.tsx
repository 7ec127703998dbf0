import { optionsOf } from '@hub/contract/fields';
import {
  DISCOUNT_TYPE_LABELS,
  VOUCHER_STATUS_LABELS,
  type Voucher,
  type VoucherEffectiveStatus,
  type VoucherStatus,
} from '@hub/contract/vouchers';
import type { ChipFilter, Column } from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDate, formatMoney } from '../../lib/format';

export const VOUCHER_STATUS_COLORS: Record<VoucherEffectiveStatus, StatusColor> = {
  active: 'success',
  inactive: 'default',
  expired: 'warning',
  exhausted: 'info',
};

/** The shown status: expired and exhausted are computed from the window and the uses. */
export const VoucherStatusChip = ({ status }: { status: VoucherEffectiveStatus }) => (
  <StatusChip label={VOUCHER_STATUS_LABELS[status]} color={VOUCHER_STATUS_COLORS[status]} />
);

export const formatDiscount = (voucher: Pick<Voucher, 'discountType' | 'discountValue'>): string =>
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

/** Names of the plans and partners a voucher points to, by id (loaded beside the list). */
type Names = { plans: Map<string, string>; partners: Map<string, string> };

const planNames = (voucher: Voucher, names: Names): string =>
  voucher.planIds.length === 0
    ? 'Todos'
    : voucher.planIds.map((id) => names.plans.get(id) ?? '…').join(', ');

export const voucherColumns = (names: Names): Column<Voucher>[] => [
  { id: 'code', label: 'Código', sortable: true, render: (row) => row.code },
  { id: 'discountValue', label: 'Desconto', sortable: true, render: formatDiscount },
  { id: 'validUntil', label: 'Validade', sortable: true, render: validity },
  {
    id: 'redemptions',
    label: 'Usos',
    sortable: true,
    render: (row) => `${row.redemptions} / ${row.maxRedemptions ?? '∞'}`,
  },
  {
    id: 'planIds',
    label: 'Planos',
    render: (row) => planNames(row, names),
  },
  {
    id: 'partnerId',
    label: 'Parceiro',
    render: (row) => (row.partnerId ? (names.partners.get(row.partnerId) ?? '…') : '—'),
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <VoucherStatusChip status={row.effectiveStatus} />,
  },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    hidden: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const VOUCHER_FILTERS: ChipFilter[] = [
  { name: 'status', label: 'Status', options: optionsOf(VOUCHER_STATUS_LABELS) },
  { name: 'discountType', label: 'Tipo de desconto', options: optionsOf(DISCOUNT_TYPE_LABELS) },
];

export const VOUCHER_STATUS_VERBS: Partial<Record<VoucherStatus, string>> = {
  active: 'Ativar',
  inactive: 'Desativar',
};
