import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CandidateRow, CandidateStatusBody } from '@hub/contract/candidates';
import { PageHeader } from '../../../components/page-header';
import { BulkStatusActions, type BulkMove } from '../../../components/resource/bulk-action-dialog';
import { ResourceList } from '../../../components/resource/resource-list';
import { audienceFilters, composeTo } from '../../../lib/compose-intent';
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
  const navigate = useNavigate();
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
      <ResourceList<CandidateRow>
        views="candidates"
        path="/candidates"
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
              <Button
                size="small"
                variant="outlined"
                onClick={() => {
                  const { to, state } = composeTo({
                    typeUser: 1,
                    audience:
                      'filter' in selection
                        ? { kind: 'filtered', filters: audienceFilters(selection.filter) }
                        : {
                            kind: 'chosen',
                            recipients: rows.map((row) => ({
                              id: row.id,
                              name: row.name,
                              email: row.email,
                            })),
                          },
                  });
                  void navigate(to, { state });
                }}
              >
                Enviar mensagem
              </Button>
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
