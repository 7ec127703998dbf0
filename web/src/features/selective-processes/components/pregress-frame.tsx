import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  APPLICATION_MESSAGES,
  assessmentBlock,
  type ApplicationDetail,
} from '@hub/contract/applications';
import {
  answerSheetsOf,
  type ProcessAction,
  type SelectiveProcess,
} from '@hub/contract/selective-processes';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import { PERSONAL_DATA_MESSAGES } from '@hub/contract/personal-data';
import { useCan } from '../../../auth/use-can';
import { EmptyState } from '../../../components/empty-state';
import { ReadOnly } from '../../../components/read-only';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useApplication, useApplicationOf } from '../api/applications';
import { useCandidateOf } from '../api/people';
import { useProcess } from '../api/processes';
import { useReadiness } from '../api/readiness';
import { formatScore } from '../../../lib/format';
import { AssessmentLinks } from '../../../components/assessment-links';
import { PrerequisiteAlert } from './prerequisite-alert';

/** A sheet's application, its answers there (a profile without the personal data grant gets none). */
type AnsweredApplication = ApplicationDetail & {
  answers: NonNullable<ApplicationDetail['answers']>;
};
export type SheetProps = { application: AnsweredApplication; process: SelectiveProcess };

/** An application no longer assessed: why, and the way back to its process. */
const LockedNotice = ({ reason, processId }: { reason: string; processId: string }) => (
  <Alert severity="warning" role="alert">
    {reason}.{' '}
    <Link
      component={RouterLink}
      to={paths.dashboard.selectiveProcesses.view(processId)}
      color="inherit"
      sx={{ fontWeight: 600 }}
    >
      Ver o processo
    </Link>
  </Alert>
);

/**
 * The frame of a professional's answer sheet in one process (pregressSelectiveProcess/{processId}/…):
 * finds the application, titles the page, links the other sheets and hands both to the sheet.
 * What would refuse the answers is said before anything is typed: a missing prerequisite of the
 * sheet replaces it (with the way to supply it); an application no longer assessed shows its
 * answers read-only.
 */
export const PregressFrame = ({
  title,
  score,
  requires,
  children,
}: {
  title: string;
  /** The score this sheet feeds, shown beside the title. */
  score?: (application: ApplicationDetail) => number | null;
  /** The action whose prerequisites the sheet needs (the values test: the company's profile). */
  requires?: ProcessAction;
  children: (props: SheetProps) => ReactNode;
}) => {
  const { candidateId = '', processId = '' } = useParams();
  const candidate = useCandidateOf(candidateId);
  const process = useProcess(processId);
  const readiness = useReadiness(requires ? processId : '');
  const found = useApplicationOf(processId, candidateId, candidate.data?.email);
  const application = useApplication(found.data?.id);
  // A profile that reads processes but does not edit them sees the answers, not a form to change them.
  const canAnswer = useCan(assessmentOperations.saveRequirementAnswers.permission);
  const failure =
    candidate.error ?? process.error ?? readiness.error ?? found.error ?? application.error;

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
  if (!process.data || !application.data || (requires && !readiness.data))
    return (
      <>
        {header}
        <LoadingScreen />
      </>
    );
  const { answers } = application.data;
  const locked = assessmentBlock(process.data.status, application.data.status);
  const refusal = requires ? readiness.data?.refusals[requires] : null;
  let content = answers ? (
    children({ application: { ...application.data, answers }, process: process.data })
  ) : (
    <Alert severity="info">{PERSONAL_DATA_MESSAGES.answersWithheld}</Alert>
  );
  if (refusal && readiness.data)
    content = (
      <PrerequisiteAlert
        prerequisite={refusal.code}
        message={refusal.message}
        companyId={readiness.data.companyId}
        subscriptionId={readiness.data.subscriptionId}
      />
    );
  else content = <ReadOnly readOnly={Boolean(locked) || !canAnswer}>{content}</ReadOnly>;
  return (
    <>
      {header}
      <Stack spacing={3}>
        <Box>
          <AssessmentLinks
            sheets={answerSheetsOf(process.data)}
            candidateId={candidateId}
            processId={process.data.id}
          />
        </Box>
        {locked && (
          <LockedNotice reason={APPLICATION_MESSAGES[locked]} processId={process.data.id} />
        )}
        {content}
      </Stack>
    </>
  );
};
