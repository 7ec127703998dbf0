import { UF_LIST } from '@hub/contract/br';
import { AREA_LABELS } from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import type { ApplicationStatus } from '@hub/contract/applications';
import {
  PROCESS_LIFECYCLE,
  WORK_MODE_LABELS,
  type ProcessStatus,
  type SelectiveProcessRow,
} from '@hub/contract/selective-processes';
import type { Column, ListFilter } from '../../components/resource/resource-list';
import { ProcessStatusChip } from '../../components/hiring-status-chips';
import { formatDate } from '../../lib/format';

export const processStatusVerbs: Partial<Record<ProcessStatus, string>> = {
  open: 'Abrir inscrições',
  in_progress: 'Iniciar seleção',
  closed: 'Finalizar',
  cancelled: 'Cancelar processo',
};

export const applicationOutcomeVerbs: Partial<Record<ApplicationStatus, string>> = {
  rejected: 'Reprovar',
  withdrawn: 'Registrar desistência',
  hired: 'Contratar',
};

const period = (row: SelectiveProcessRow) =>
  [row.startsAt, row.endsAt].map((day) => (day ? formatDate(`${day}T12:00:00`) : '…')).join(' a ');

/** The columns of both lists; the company list hides the company column. */
export const processColumns = (withCompany: boolean): Column<SelectiveProcessRow>[] => [
  { id: 'title', label: 'Título', sortable: true, render: (row) => row.title },
  ...(withCompany
    ? [
        {
          id: 'companyName',
          label: 'Empresa',
          sortable: true,
          render: (row: SelectiveProcessRow) => row.companyName,
        },
      ]
    : []),
  { id: 'area', label: 'Área', sortable: true, render: (row) => AREA_LABELS[row.area] },
  {
    id: 'uf',
    label: 'Local',
    sortable: true,
    render: (row) =>
      row.workMode === 'remote'
        ? WORK_MODE_LABELS.remote
        : [row.city, row.uf].filter(Boolean).join(' / '),
  },
  { id: 'startsAt', label: 'Período', sortable: true, render: period },
  {
    id: 'applications',
    label: 'Candidatos',
    sortable: true,
    render: (row) => String(row.applications),
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <ProcessStatusChip status={row.status} />,
  },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    hidden: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const PROCESS_FILTERS: ListFilter[] = [
  { name: 'status', label: 'Status', options: optionsOf(PROCESS_LIFECYCLE.labels) },
  { name: 'workMode', label: 'Modalidade', options: optionsOf(WORK_MODE_LABELS) },
  { kind: 'select', name: 'area', label: 'Área', options: optionsOf(AREA_LABELS) },
  {
    kind: 'select',
    name: 'uf',
    label: 'UF',
    options: UF_LIST.map((uf) => ({ value: uf, label: uf })),
  },
  { kind: 'dateRange', from: 'from', to: 'to', label: 'Período' },
];
