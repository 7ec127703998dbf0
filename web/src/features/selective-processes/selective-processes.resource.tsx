import { ufFilter } from '../../components/resource/registry-filters';
import { AREA_LABELS } from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import {
  PROCESS_PERIOD_LABELS,
  WORK_MODE_LABELS,
  selectiveProcessOperations,
  type SelectiveProcessRow,
} from '@hub/contract/selective-processes';
import { CompanyPicker } from '../../components/commerce/company-picker';
import { PROCESS_STATUS } from '../../components/hiring-statuses';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import { statusColumn, statusFilter } from '../../components/resource/status-presentation';
import { formatDate } from '../../lib/format';
import { paths } from '../../routes/paths';
import { processKeys } from './api/processes';
import { selectiveProcessesNav } from './selective-processes.nav';

const period = (row: SelectiveProcessRow) =>
  [row.startsAt, row.endsAt].map((day) => (day ? formatDate(`${day}T12:00:00`) : '…')).join(' a ');

/**
 * Every company's processes. A process is registered on its company's page, and one company's
 * list (components/process-list.tsx) is this list scoped to it.
 */
export const processResource = defineResource({
  nav: selectiveProcessesNav,
  description: 'Para cadastrar um processo, abra a empresa e use “Cadastrar processo”.',
  list: {
    operation: selectiveProcessOperations.listSelectiveProcesses,
    exportOperation: selectiveProcessOperations.exportSelectiveProcesses,
    exportName: 'processos-seletivos',
    queryKey: [...processKeys.lists, 'all'],
    savedViews: 'selective-processes',
    columns: [
      { id: 'title', label: 'Título', sortable: true, render: (row) => row.title },
      { id: 'companyName', label: 'Empresa', sortable: true, render: (row) => row.companyName },
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
      statusColumn(PROCESS_STATUS, (row: SelectiveProcessRow) => row.status),
      createdColumn({ hidden: true }),
    ],
    filters: [
      statusFilter(PROCESS_STATUS),
      { name: 'workMode', label: 'Modalidade', options: optionsOf(WORK_MODE_LABELS) },
      { kind: 'select', name: 'area', label: 'Área', options: optionsOf(AREA_LABELS) },
      ufFilter(),
      { kind: 'dateRange', from: 'from', to: 'to', label: 'Período' },
      {
        kind: 'select',
        name: 'period',
        label: 'No período',
        options: optionsOf(PROCESS_PERIOD_LABELS),
      },
      {
        name: 'hires',
        label: 'Contratação',
        options: [
          { value: 'true', label: 'Com contratação' },
          { value: 'false', label: 'Sem contratação' },
        ],
      },
    ],
    // The company filter: a search, since companies are too many for a select.
    renderFilters: (query, update) => (
      <CompanyPicker
        label="Empresa"
        size="small"
        value={typeof query.companyId === 'string' ? query.companyId : ''}
        onChange={(id) => update({ companyId: id || undefined })}
      />
    ),
    filterParams: ['companyId'],
    defaultSort: 'title',
    searchLabel: 'Buscar por título ou empresa',
    empty: {
      title: 'Nenhum processo seletivo cadastrado',
      description: 'Um processo é cadastrado na página da empresa que contrata.',
      action: { label: 'Ver empresas', to: paths.dashboard.companies.root },
    },
  },
  status: PROCESS_STATUS,
});
