import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { FINAL_PROCESS_STATUSES, PROCESS_MESSAGES } from '@hub/contract/selective-processes';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { hasValuesProfile, useCompanyValueList } from '../api/answers';
import { useProcess } from '../api/processes';
import { ProcessForm } from '../components/process-form';
import { StagesEditor } from '../components/stages-editor';
import { useCompanyCrumbs } from './process-list-pages';

export const RegisterProcessPage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  // The values test starts on only when the company has a profile to score it against.
  const profile = useCompanyValueList(companyId);
  return (
    <>
      <PageHeader
        title="Novo processo seletivo"
        crumbs={[...crumbs, { name: 'Novo processo seletivo' }]}
      />
      {profile.isPending ? (
        <LoadingScreen />
      ) : (
        <ProcessForm
          companyId={companyId}
          valuesTest={profile.data !== undefined && hasValuesProfile(profile.data)}
        />
      )}
    </>
  );
};

/** viewSelectiveProcess/{id}/update: the data form and, apart, the stages of the board. */
export const UpdateProcessPage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  const { selectiveProcessId = '' } = useParams();
  const { data: process, isError, error } = useProcess(selectiveProcessId);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  return (
    <>
      <PageHeader
        title="Editar processo seletivo"
        crumbs={[
          ...crumbs,
          {
            name: process?.title ?? '…',
            href: paths.dashboard.companies.viewSelectiveProcess(companyId, selectiveProcessId),
          },
          { name: 'Editar' },
        ]}
      />
      {process ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {FINAL_PROCESS_STATUSES.includes(process.status) && (
            <Typography role="alert" color="warning.dark">
              {PROCESS_MESSAGES.notEditable}
            </Typography>
          )}
          <ProcessForm key={process.updatedAt} companyId={companyId} process={process} />
          <StagesEditor key={`stages-${process.updatedAt}`} process={process} />
        </Box>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
};
