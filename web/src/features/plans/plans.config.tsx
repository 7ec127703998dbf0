import { optionsOf } from '@hub/contract/fields';
import {
  PLAN_INTERVAL_LABELS,
  PLAN_LIFECYCLE,
  type Plan,
  type PlanStatus,
} from '@hub/contract/plans';
import type { ChipFilter, Column } from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDate, formatMoney } from '../../lib/format';

export const PLAN_STATUS_COLORS: Record<PlanStatus, StatusColor> = {
  active: 'success',
  inactive: 'default',
};

export const PlanStatusChip = ({ status }: { status: PlanStatus }) => (
  <StatusChip label={PLAN_LIFECYCLE.labels[status]} color={PLAN_STATUS_COLORS[status]} />
);

const limit = (value: number | null) => (value === null ? 'Ilimitado' : String(value));

export const PLAN_COLUMNS: Column<Plan>[] = [
  { id: 'displayOrder', label: 'Ordem', sortable: true, render: (row) => row.displayOrder },
  { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
  {
    id: 'priceCents',
    label: 'Preço',
    sortable: true,
    render: (row) => formatMoney(row.priceCents),
  },
  {
    id: 'interval',
    label: 'Periodicidade',
    sortable: true,
    render: (row) => PLAN_INTERVAL_LABELS[row.interval],
  },
  {
    id: 'maxOpenProcesses',
    label: 'Processos abertos',
    render: (row) => limit(row.maxOpenProcesses),
  },
  {
    id: 'maxApplicationsPerProcess',
    label: 'Candidaturas por processo',
    hidden: true,
    render: (row) => limit(row.maxApplicationsPerProcess),
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <PlanStatusChip status={row.status} />,
  },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    hidden: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const PLAN_FILTERS: ChipFilter[] = [
  { name: 'status', label: 'Status', options: optionsOf(PLAN_LIFECYCLE.labels) },
  { name: 'interval', label: 'Periodicidade', options: optionsOf(PLAN_INTERVAL_LABELS) },
];

export const PLAN_STATUS_VERBS: Partial<Record<PlanStatus, string>> = {
  active: 'Ativar',
  inactive: 'Desativar',
};
