import { showCpf } from '@hub/contract/personal-data';
import {
  AREA_LABELS,
  CANDIDATE_LIFECYCLE,
  REGISTRATION_STATUS_LABELS,
  candidateOperations,
  type CandidateRow,
  type CandidateStatus,
  type CandidateStatusBody,
  type RegistrationStatus,
} from '@hub/contract/candidates';
import type { BulkMove } from '../../components/resource/bulk-action-dialog';
import { createdColumn } from '../../components/resource/created-column';
import { registryBulk } from '../../components/resource/registry-bulk';
import { defineResource } from '../../components/resource/define-resource';
import { PROFESSIONAL_FILTERS } from '../../components/resource/registry-filters';
import {
  statusColumn,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { paths } from '../../routes/paths';
import {
  candidateKeys,
  useBulkCandidateStatus,
  useUndoBulkCandidateStatus,
  useWholeCandidate,
} from './api/candidates';
import { candidatesNav } from './candidates.nav';

export const candidateStatus: StatusPresentation<CandidateStatus> = {
  lifecycle: CANDIDATE_LIFECYCLE,
  labels: CANDIDATE_LIFECYCLE.labels,
  colors: { incomplete: 'warning', active: 'success', blocked: 'error', anonymized: 'default' },
  verbs: { active: 'Ativar', blocked: 'Bloquear' },
};

const REGISTRATION_STATUS_COLORS: Record<RegistrationStatus, StatusColor> = {
  regular: 'success',
  irregular: 'error',
  nao_verificado: 'default',
};

/** The council registration badge: the processes gate enrolment on it. */
export const RegistrationBadge = ({ status }: { status: RegistrationStatus }) => (
  <StatusChip
    label={`Registro: ${REGISTRATION_STATUS_LABELS[status]}`}
    color={REGISTRATION_STATUS_COLORS[status]}
  />
);

const professionals = (count: number) =>
  count === 1 ? '1 profissional' : `${count} profissionais`;

const CANDIDATE_BULK_MOVES: BulkMove<CandidateStatusBody['status']>[] = [
  {
    status: 'blocked',
    label: 'Bloquear',
    title: (count) => `Bloquear ${professionals(count)}`,
    doneWord: 'bloqueados',
    reasonRequired: true,
    destructive: true,
  },
  {
    status: 'active',
    label: 'Desbloquear',
    title: (count) => `Desbloquear ${professionals(count)}`,
    doneWord: 'desbloqueados',
    reasonRequired: false,
    destructive: false,
  },
];

/** The professionals (candidates): the registry's list; each has a page of its own. */
export const candidateResource = defineResource({
  nav: candidatesNav,
  noun: 'profissional',
  createVerb: 'Cadastrar',
  list: {
    operation: candidateOperations.listCandidates,
    exportOperation: candidateOperations.exportCandidates,
    exportName: 'profissionais',
    queryKey: candidateKeys.all,
    savedViews: 'candidates',
    importable: 'candidates',
    columns: [
      { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
      { id: 'email', label: 'Email', sortable: true, render: (row) => row.email },
      {
        id: 'cpf',
        label: 'CPF',
        sortable: true,
        nowrap: true,
        render: (row) => (row.status === 'anonymized' ? '—' : showCpf(row.cpf)),
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
      statusColumn(candidateStatus, (row: CandidateRow) => row.status),
      createdColumn(),
    ],
    // The message composer picks a filtered audience with the same filters.
    filters: PROFESSIONAL_FILTERS,
    defaultSort: 'name',
    searchLabel: 'Buscar por nome, email, CPF ou registro',
    searchLabelWithoutPersonalData: 'Buscar por nome, email ou registro',
    bulk: registryBulk({
      selected: { one: '1 profissional selecionado', many: 'profissionais selecionados' },
      rowLabel: (row: CandidateRow) => row.name,
      typeUser: 1,
      recipientOf: (row) => ({ id: row.id, name: row.name, email: row.email }),
      moves: CANDIDATE_BULK_MOVES,
      useBulkStatus: useBulkCandidateStatus,
      useUndoBulkStatus: useUndoBulkCandidateStatus,
      permission: 'profissionais.massa',
    }),
    empty: {
      title: 'Nenhum profissional cadastrado',
      description:
        'Os profissionais se cadastram pelo portal do conselho; um administrador também pode cadastrá-los aqui.',
      action: { label: 'Cadastrar profissional', to: paths.dashboard.candidates.register },
    },
  },
  status: candidateStatus,
  form: {
    load: async () => (await import('./components/candidate-form')).CandidateForm,
    edit: { useRecord: useWholeCandidate, name: (candidate) => candidate.name },
  },
});
