import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { candidateOperations, type CandidateStatusBody } from '@hub/contract/candidates';
import { PageHeader } from '../../../components/page-header';
import { BulkStatusActions, type BulkMove } from '../../../components/resource/bulk-action-dialog';
import { MessageSelectionButton } from '../../../components/resource/message-selection-button';
import { ResourceList } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { candidateKeys, useBulkCandidateStatus } from '../api/candidates';
import { PROFESSIONAL_FILTERS } from '../../../components/resource/registry-filters';
import { CANDIDATE_COLUMNS } from '../candidates.config';

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

export const CandidatesListPage = () => {
  const bulkStatus = useBulkCandidateStatus();
  return (
    <>
      <PageHeader
        title="Profissionais"
        crumbs={[{ name: 'Início', href: paths.dashboard.root }, { name: 'Profissionais' }]}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.dashboard.candidates.register}
          >
            Cadastrar profissional
          </Button>
        }
      />
      <ResourceList
        views="candidates"
        list={candidateOperations.listCandidates}
        exportOperation={candidateOperations.exportCandidates}
        queryKey={candidateKeys.all}
        columns={CANDIDATE_COLUMNS}
        filters={PROFESSIONAL_FILTERS}
        defaultSort="name"
        searchLabel="Buscar por nome, email, CPF ou registro"
        exportName="profissionais"
        rowPath={(row) => paths.dashboard.candidates.view(row.id)}
        bulk={{
          label: (count) =>
            count === 1
              ? '1 profissional selecionado'
              : `${count.toLocaleString('pt-BR')} profissionais selecionados`,
          rowLabel: (row) => row.name,
          render: (selection, count, done, rows) => (
            <>
              <MessageSelectionButton
                typeUser={1}
                selection={selection}
                rows={rows}
                recipientOf={(row) => ({ id: row.id, name: row.name, email: row.email })}
              />
              <BulkStatusActions
                moves={CANDIDATE_BULK_MOVES}
                selection={selection}
                count={count}
                runPart={(part, status, reason) =>
                  bulkStatus.mutateAsync({ selection: part, status, reason })
                }
                onDone={done}
              />
            </>
          ),
        }}
        empty={{
          title: 'Nenhum profissional cadastrado',
          description:
            'Os profissionais se cadastram pelo portal do conselho; um administrador também pode cadastrá-los aqui.',
          action: { label: 'Cadastrar profissional', to: paths.dashboard.candidates.register },
        }}
      />
    </>
  );
};
