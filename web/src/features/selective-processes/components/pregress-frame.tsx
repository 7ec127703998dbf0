import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { ApplicationDetail } from '@hub/contract/applications';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useApplication, useApplicationOf } from '../api/applications';
import { useCandidateOf } from '../api/people';
import { useProcess } from '../api/processes';
import { formatScore } from '../processes.config';
import { AssessmentLinks } from './assessment-links';

export type SheetProps = { application: ApplicationDetail; process: SelectiveProcess };

/**
 * The frame of a professional's answer sheet in one process (pregressSelectiveProcess/{processId}/…):
 * finds the application, titles the page, links the other sheets and hands both to the sheet.
 */
export const PregressFrame = ({
  title,
  score,
  children,
}: {
  title: string;
  /** The score this sheet feeds, shown beside the title. */
  score?: (application: ApplicationDetail) => number | null;
  children: (props: SheetProps) => ReactNode;
}) => {
  const { candidateId = '', processId = '' } = useParams();
  const candidate = useCandidateOf(candidateId);
  const process = useProcess(processId);
  const found = useApplicationOf(processId, candidateId, candidate.data?.email);
  const application = useApplication(found.data?.id);
  const failure = candidate.error ?? process.error ?? found.error ?? application.error;

  const header = (
    <PageHeader
      title={title}
      crumbs={[
        { name: 'Profissionais', href: paths.dashboard.candidates.root },
        { name: candidate.data?.name ?? '…', href: paths.dashboard.candidates.view(candidateId) },
        {
          name: process.data?.title ?? '…',
          href: paths.dashboard.selectiveProcesses.view(processId),
        },
        { name: title },
      ]}
      description={
        application.data && score
          ? `Nota desta avaliação: ${formatScore(score(application.data))}`
          : undefined
      }
    />
  );
  if (failure)
    return (
      <>
        {header}
        <Typography role="alert" color="error">
          {errorMessage(failure)}
        </Typography>
      </>
    );
  if (found.data === null)
    return (
      <>
        {header}
        <EmptyState title="Este profissional não está inscrito neste processo" />
      </>
    );
  if (!process.data || !application.data)
    return (
      <>
        {header}
        <LoadingScreen />
      </>
    );
  return (
    <>
      {header}
      <Stack spacing={3}>
        <Box>
          <AssessmentLinks process={process.data} candidateId={candidateId} />
        </Box>
        {children({ application: application.data, process: process.data })}
      </Stack>
    </>
  );
};
