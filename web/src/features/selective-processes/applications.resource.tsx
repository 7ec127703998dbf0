import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import {
  applicationOperations,
  HUB_APPLICATION_STATUS_LABELS,
  type HubApplicationRow,
} from '@hub/contract/applications';
import { AREA_LABELS } from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import { MAX_STAGES } from '@hub/contract/selective-processes';
import { CompanyPicker } from '../../components/commerce/company-picker';
import { APPLICATION_STATUS } from '../../components/hiring-statuses';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import { ufFilter } from '../../components/resource/registry-filters';
import type { ListFilter } from '../../components/resource/resource-list';
import { statusColumn } from '../../components/resource/status-presentation';
import { ProcessPicker } from '../../components/selective-processes/process-picker';
import { formatDate } from '../../lib/format';
import { paths } from '../../routes/paths';
import { processKeys, useProcess } from './api/processes';
import { applicationsNav } from './selective-processes.nav';

/**
 * The stage filters, by position as the reports count them (processes share positions, not
 * stages): named by the chosen process's stages, '5ª etapa' beyond them or without one.
 */
const useStageFilters = (): ListFilter[] => {
  const [params] = useSearchParams();
  const { data: process } = useProcess(params.get('selectiveProcessId') ?? '');
  const named = new Map(process?.stages.map((stage) => [stage.position, stage.name]));
  const options = Array.from({ length: MAX_STAGES }, (_, position) => {
    const name = named.get(position);
    return { value: String(position), label: `${position + 1}ª etapa${name ? ` · ${name}` : ''}` };
  });
  return [
    { kind: 'select', name: 'stage', label: 'Na etapa', options },
    { kind: 'select', name: 'reached', label: 'Alcançaram a etapa', options },
  ];
};

const queryText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Every process's applications: where the reports' figures lead, each filtered to what it counts
 * (contract `applicationsOfFigure`). A row opens its process's Classificação, found by the name.
 */
export const applicationResource = defineResource({
  nav: applicationsNav,
  description:
    'As candidaturas de todos os processos seletivos. Cada número dos relatórios abre esta lista com o que ele conta.',
  list: {
    operation: applicationOperations.listHubApplications,
    exportOperation: applicationOperations.exportHubApplications,
    exportName: 'candidaturas',
    queryKey: [...processKeys.all, 'applications'],
    columns: [
      {
        id: 'candidateName',
        label: 'Profissional',
        render: (row: HubApplicationRow) => row.candidateName,
      },
      {
        id: 'processTitle',
        label: 'Processo seletivo',
        render: (row) => (
          <Box>
            {row.processTitle}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {row.companyName}
            </Typography>
          </Box>
        ),
      },
      { id: 'uf', label: 'UF', render: (row) => row.uf ?? '—' },
      {
        id: 'stageName',
        label: 'Etapa',
        render: (row) => `${row.stagePosition + 1}ª · ${row.stageName}`,
      },
      {
        ...statusColumn(APPLICATION_STATUS, (row: HubApplicationRow) => row.status),
        sortable: false,
      },
      createdColumn({ label: 'Inscrição' }),
      {
        id: 'hiredAt',
        label: 'Contratação',
        render: (row) => (row.hiredAt ? formatDate(row.hiredAt) : '—'),
      },
    ],
    filters: [
      { name: 'status', label: 'Status', options: optionsOf(HUB_APPLICATION_STATUS_LABELS) },
      { name: 'late', label: 'Prazo da etapa', options: [{ value: 'true', label: 'Atrasadas' }] },
      { kind: 'select', name: 'area', label: 'Área', options: optionsOf(AREA_LABELS) },
      ufFilter(),
      { kind: 'dateRange', from: 'enrolledFrom', to: 'enrolledTo', label: 'Inscrição' },
      { kind: 'dateRange', from: 'hiredFrom', to: 'hiredTo', label: 'Contratação' },
      { kind: 'dateRange', from: 'openedFrom', to: 'openedTo', label: 'Processo aberto' },
    ],
    useFilters: useStageFilters,
    // Companies and processes are too many for a select: each a search; the process follows the company.
    renderFilters: (query, update) => {
      const companyId = queryText(query.companyId);
      return (
        <>
          <CompanyPicker
            label="Empresa"
            size="small"
            value={companyId}
            onChange={(id) => update({ companyId: id || undefined, selectiveProcessId: undefined })}
          />
          <ProcessPicker
            label="Processo seletivo"
            size="small"
            value={queryText(query.selectiveProcessId)}
            {...(companyId && { companyId })}
            onChange={(id) => update({ selectiveProcessId: id })}
          />
        </>
      );
    },
    filterParams: ['companyId', 'selectiveProcessId'],
    defaultSort: 'createdAt',
    initialQuery: { order: 'desc' },
    searchLabel: 'Buscar por profissional, processo ou empresa',
    rowPath: (row) =>
      paths.dashboard.selectiveProcesses.rankingOf(row.selectiveProcessId, row.candidateName),
    empty: {
      title: 'Nenhuma candidatura',
      description: 'Os profissionais são inscritos na página de cada processo seletivo.',
      action: { label: 'Ver processos seletivos', to: paths.dashboard.selectiveProcesses.root },
    },
  },
  status: APPLICATION_STATUS,
});
