import { formatCnpj } from '@hub/contract/br';
import { optionsOf } from '@hub/contract/fields';
import { PARTNER_LIFECYCLE, type Partner, type PartnerStatus } from '@hub/contract/partners';
import type { ChipFilter, Column } from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDate } from '../../lib/format';

export const PARTNER_STATUS_COLORS: Record<PartnerStatus, StatusColor> = {
  active: 'success',
  inactive: 'default',
};

export const PartnerStatusChip = ({ status }: { status: PartnerStatus }) => (
  <StatusChip label={PARTNER_LIFECYCLE.labels[status]} color={PARTNER_STATUS_COLORS[status]} />
);

export const PARTNER_COLUMNS: Column<Partner>[] = [
  { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
  {
    id: 'cnpj',
    label: 'CNPJ',
    sortable: true,
    nowrap: true,
    render: (row) => (row.cnpj ? formatCnpj(row.cnpj) : ''),
  },
  { id: 'email', label: 'Email', sortable: true, render: (row) => row.email },
  { id: 'benefit', label: 'Benefício', render: (row) => row.benefit },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <PartnerStatusChip status={row.status} />,
  },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    hidden: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const PARTNER_FILTERS: ChipFilter[] = [
  { name: 'status', label: 'Status', options: optionsOf(PARTNER_LIFECYCLE.labels) },
];
