import { useState } from 'react';
import Chip from '@mui/material/Chip';
import { applicationOperations, type ApplicationRow } from '@hub/contract/applications';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { APPLICATION_STATUS } from '../../../components/hiring-statuses';
import { createdColumn } from '../../../components/resource/created-column';
import {
  ResourceList,
  type Column,
  type ListFilter,
} from '../../../components/resource/resource-list';
import {
  PresentedStatusChip,
  statusFilter,
} from '../../../components/resource/status-presentation';
import { formatScore } from '../../../lib/format';
import { rankingKey } from '../api/applications';
import { ApplicationDrawer } from './application-drawer';
import { applicationsBulk } from './applications-bulk-bar';
import { BreakdownInline } from './score-breakdown';

const rankingColumns = (process: SelectiveProcess): Column<ApplicationRow>[] => [
  { id: 'rank', label: 'Posição', render: (row) => (row.rank ? `${row.rank}º` : '—') },
  {
    id: 'candidateName',
    label: 'Profissional',
    sortable: true,
    render: (row) => (
      <>
        {row.candidateName}
        {row.flagged && (
          <Chip size="small" color="warning" label="Requisito obrigatório" sx={{ ml: 1 }} />
        )}
      </>
    ),
  },
  {
    id: 'stageId',
    label: 'Etapa',
    render: (row) => process.stages.find((stage) => stage.id === row.stageId)?.name ?? '',
  },
  {
    id: 'weightedScore',
    label: 'Nota ponderada',
    sortable: true,
    render: (row) => (row.weightedScore === null ? 'sem nota' : formatScore(row.weightedScore)),
  },
  {
    id: 'breakdown',
    label: 'Composição (nota × peso)',
    render: (row) => <BreakdownInline breakdown={row.breakdown} />,
  },
  {
    id: 'status',
    label: 'Status',
    render: (row) => <PresentedStatusChip presentation={APPLICATION_STATUS} status={row.status} />,
  },
  createdColumn({ label: 'Inscrição', hidden: true }),
];

const rankingFilters = (process: SelectiveProcess): ListFilter[] => [
  {
    kind: 'select',
    name: 'stageId',
    label: 'Etapa',
    options: process.stages.map((stage) => ({ value: stage.id, label: stage.name })),
  },
  statusFilter(APPLICATION_STATUS),
  {
    name: 'flagged',
    label: 'Requisito obrigatório',
    options: [
      { value: 'true', label: 'Pendente' },
      { value: 'false', label: 'Atendido' },
    ],
  },
  {
    name: 'late',
    label: 'Prazo da etapa',
    options: [{ value: 'true', label: 'Atrasadas' }],
  },
  // São Paulo days, as the reports count a period: their figures open this list.
  { kind: 'dateRange', from: 'enrolledFrom', to: 'enrolledTo', label: 'Inscrição' },
];

/**
 * The process's applications ranked by weighted score (each with its breakdown), as every list
 * is: search, filters and page in the URL, column chooser, bulk actions on the active ones ticked.
 */
export const RankingTable = ({ process }: { process: SelectiveProcess }) => {
  const [open, setOpen] = useState<ApplicationRow | null>(null);
  return (
    <>
      <ResourceList
        list={applicationOperations.listApplications}
        params={{ id: process.id }}
        label="Classificação"
        queryKey={rankingKey(process.id)}
        columns={rankingColumns(process)}
        filters={rankingFilters(process)}
        defaultSort="weightedScore"
        initialQuery={{ order: 'desc' }}
        searchLabel="Buscar profissional por nome ou email"
        empty={{
          title: 'Nenhum candidato inscrito',
          description: 'Os profissionais inscritos neste processo aparecem aqui, classificados.',
        }}
        bulk={applicationsBulk(process)}
        onRowOpen={setOpen}
      />
      <ApplicationDrawer
        id={open?.id ?? null}
        name={open?.candidateName ?? ''}
        process={process}
        onClose={() => setOpen(null)}
      />
    </>
  );
};
