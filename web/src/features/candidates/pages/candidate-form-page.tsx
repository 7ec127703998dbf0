import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../routes/paths';
import { useCandidate } from '../api/candidates';
import { CandidateForm } from '../components/candidate-form';

const crumbs = [
  { name: 'Início', href: paths.dashboard.root },
  { name: 'Profissionais', href: paths.dashboard.candidates.root },
];

export const CandidateRegisterPage = () => (
  <>
    <PageHeader title="Cadastrar profissional" crumbs={[...crumbs, { name: 'Cadastrar' }]} />
    <CandidateForm />
  </>
);

export const CandidateEditPage = () => {
  const { candidateId = '' } = useParams();
  const { data } = useCandidate(candidateId);
  return (
    <>
      <PageHeader
        title="Editar profissional"
        crumbs={[
          ...crumbs,
          { name: data?.name ?? '…', href: paths.dashboard.candidates.view(candidateId) },
          { name: 'Editar' },
        ]}
      />
      {data ? <CandidateForm key={data.updatedAt} candidate={data} /> : <LoadingScreen />}
    </>
  );
};
