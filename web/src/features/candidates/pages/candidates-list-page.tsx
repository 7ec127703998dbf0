import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { CandidateRow } from '@hub/contract/candidates';
import { PageHeader } from '../../../components/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { candidateKeys } from '../api/candidates';
import { PROFESSIONAL_FILTERS } from '../../../components/resource/registry-filters';
import { CANDIDATE_COLUMNS } from '../candidates.config';

export const CandidatesListPage = () => {
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
