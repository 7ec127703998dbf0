import { formatCpf } from '@hub/contract/br';
import {
  AREA_LABELS,
  CANDIDATE_LIFECYCLE,
  REGISTRATION_STATUS_LABELS,
  type CandidateRow,
  type CandidateStatus,
  type RegistrationStatus,
} from '@hub/contract/candidates';
import type { Column } from '../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { formatDate } from '../../lib/format';

export const CANDIDATE_STATUS_COLORS: Record<CandidateStatus, StatusColor> = {
  incomplete: 'warning',
  active: 'success',
  blocked: 'error',
  anonymized: 'default',
};

export const REGISTRATION_STATUS_COLORS: Record<RegistrationStatus, StatusColor> = {
  regular: 'success',
  irregular: 'error',
  nao_verificado: 'default',
};

export const CandidateStatusChip = ({ status }: { status: CandidateStatus }) => (
  <StatusChip label={CANDIDATE_LIFECYCLE.labels[status]} color={CANDIDATE_STATUS_COLORS[status]} />
);

/** The council registration badge: the processes gate enrolment on it. */
export const RegistrationBadge = ({ status }: { status: RegistrationStatus }) => (
  <StatusChip
    label={`Registro: ${REGISTRATION_STATUS_LABELS[status]}`}
    color={REGISTRATION_STATUS_COLORS[status]}
  />
);

export const CANDIDATE_COLUMNS: Column<CandidateRow>[] = [
  { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
  { id: 'email', label: 'Email', sortable: true, render: (row) => row.email },
  {
    id: 'cpf',
    label: 'CPF',
    sortable: true,
    nowrap: true,
    render: (row) => (row.status === 'anonymized' ? '—' : formatCpf(row.cpf)),
  },
  {
    id: 'registrationNumber',
    label: 'Registro',
    sortable: true,
    hidden: true,
    render: (row) => row.registrationNumber,
  },
  {
    id: 'registrationStatus',
    label: 'Situação do registro',
    sortable: true,
    render: (row) => <RegistrationBadge status={row.registrationStatus} />,
  },
  {
    id: 'city',
    label: 'Cidade',
    sortable: true,
    render: (row) => [row.city, row.uf].filter(Boolean).join(' / '),
  },
  {
    id: 'area',
    label: 'Área',
    sortable: true,
    hidden: true,
    render: (row) => (row.area ? AREA_LABELS[row.area] : ''),
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <CandidateStatusChip status={row.status} />,
  },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const CANDIDATE_STATUS_VERBS: Partial<Record<CandidateStatus, string>> = {
  active: 'Ativar',
  blocked: 'Bloquear',
};
