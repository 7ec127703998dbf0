import { formatCnpj } from '@hub/contract/br';
import {
  COMPANY_LIFECYCLE,
  COMPANY_SECTOR_LABELS,
  type CompanyRow,
  type CompanyStatus,
} from '@hub/contract/companies';
import type { Column } from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDate } from '../../lib/format';

export const COMPANY_STATUS_COLORS: Record<CompanyStatus, StatusColor> = {
  pending: 'warning',
  active: 'success',
  suspended: 'error',
  inactive: 'default',
};

export const CompanyStatusChip = ({ status }: { status: CompanyStatus }) => (
  <StatusChip label={COMPANY_LIFECYCLE.labels[status]} color={COMPANY_STATUS_COLORS[status]} />
);

export const COMPANY_COLUMNS: Column<CompanyRow>[] = [
  { id: 'legalName', label: 'Razão social', sortable: true, render: (row) => row.legalName },
  { id: 'tradeName', label: 'Nome fantasia', sortable: true, render: (row) => row.tradeName },
  {
    id: 'cnpj',
    label: 'CNPJ',
    sortable: true,
    nowrap: true,
    render: (row) => formatCnpj(row.cnpj),
  },
  { id: 'email', label: 'Email', sortable: true, hidden: true, render: (row) => row.email },
  {
    id: 'city',
    label: 'Cidade',
    sortable: true,
    render: (row) => [row.city, row.uf].filter(Boolean).join(' / '),
  },
  {
    id: 'sector',
    label: 'Setor',
    sortable: true,
    hidden: true,
    render: (row) => (row.sector ? COMPANY_SECTOR_LABELS[row.sector] : ''),
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <CompanyStatusChip status={row.status} />,
  },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    render: (row) => formatDate(row.createdAt),
  },
];

/** The button of each move, worded from where the company stands. */
export const companyStatusVerbs = (
  status: CompanyStatus,
): Partial<Record<CompanyStatus, string>> => ({
  active: status === 'pending' ? 'Aprovar' : 'Reativar',
  suspended: 'Suspender',
  inactive: 'Arquivar',
});
