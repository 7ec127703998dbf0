import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { Candidate } from '@hub/contract/candidates';
import { CandidateTabs } from '../../../components/candidate-tabs';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useCandidate } from '../api/candidates';
import { candidateStatus, RegistrationBadge } from '../candidates.resource';
import { PresentedStatusChip } from '../../../components/resource/status-presentation';

/** A professional's page other than the data: the header, the status and the tabs above its content. */
export const CandidateFrame = ({
  section,
  children,
}: {
  section: string;
  children: (candidate: Candidate) => ReactNode;
}) => {
  const { candidateId = '' } = useParams();
  const { data: candidate, isError, error } = useCandidate(candidateId);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!candidate) return <LoadingScreen />;
  return (
    <>
      <PageHeader
        title={candidate.name}
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Profissionais', href: paths.dashboard.candidates.root },
          { name: candidate.name, href: paths.dashboard.candidates.view(candidate.id) },
          { name: section },
        ]}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 3, flexWrap: 'wrap' }}>
        <PresentedStatusChip presentation={candidateStatus} status={candidate.status} />
        <RegistrationBadge status={candidate.registrationStatus} />
      </Stack>
      <CandidateTabs candidateId={candidate.id} />
      {children(candidate)}
    </>
  );
};
