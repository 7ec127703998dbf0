import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink } from 'react-router';
import {
  APPLICATION_LIFECYCLE,
  APPLICATION_OUTCOMES,
  applicationOperations,
  type ApplicationStatus,
} from '@hub/contract/applications';
import { useCan } from '../../../auth/use-can';
import { REGISTRATION_STATUS_LABELS } from '@hub/contract/candidates';
import { answerSheetsOf, type SelectiveProcess } from '@hub/contract/selective-processes';
import { unmetReason } from '@hub/contract/stage-rules';
import { LoadingScreen } from '../../../components/loading-screen';
import { DetailList } from '../../../components/resource/detail-list';
import { StatusActions } from '../../../components/resource/status-actions';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useApplication, useApplicationOutcome } from '../api/applications';
import { APPLICATION_STATUS } from '../../../components/hiring-statuses';
import { PresentedStatusChip, verbsAt } from '../../../components/resource/status-presentation';
import { AssessmentLinks } from '../../../components/assessment-links';
import { RecordHistory } from '../../../components/history/record-history';
import { ApplicationScorecards } from '../../../components/interviews/application-scorecards';
import { BreakdownTable } from './score-breakdown';
import { ScoreExplanation } from './score-explanation';

const Content = ({ id, process }: { id: string; process: SelectiveProcess }) => {
  const { data: application, isError, error } = useApplication(id);
  const outcome = useApplicationOutcome(id);
  const canDecide = useCan(applicationOperations.changeApplicationStatus.permission);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!application) return <LoadingScreen />;

  const decide = async (status: ApplicationStatus, reason: string | undefined) => {
    try {
      await outcome.mutateAsync({
        status: status as (typeof APPLICATION_OUTCOMES)[number],
        reason,
      });
      enqueueSnackbar(`Inscrição ${APPLICATION_LIFECYCLE.labels[status].toLowerCase()}`, {
        variant: 'success',
      });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PresentedStatusChip presentation={APPLICATION_STATUS} status={application.status} />
        {application.flagged && (
          <Alert severity="warning" sx={{ py: 0 }}>
            {unmetReason(process, application.missingMandatory) ||
              'Não atende a requisito obrigatório'}
          </Alert>
        )}
      </Stack>
      <DetailList
        items={[
          [
            'Profissional',
            <Link
              key="candidate"
              component={RouterLink}
              to={paths.dashboard.candidates.view(application.candidateId)}
            >
              {application.candidateName}
            </Link>,
          ],
          ['Email', application.candidateEmail],
          ['Etapa', application.stageName],
          ['Registro no conselho', REGISTRATION_STATUS_LABELS[application.registrationStatus]],
          ['Posição no ranking', application.rank ? `${application.rank}º` : null],
          ['Motivo da inscrição irregular', application.overrideReason],
          ['Motivo do status', application.statusReason],
          ['Inscrito em', formatDateTime(application.createdAt)],
        ]}
      />
      <BreakdownTable application={application} />
      <ScoreExplanation application={application} />
      <ApplicationScorecards applicationId={application.id} />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Avaliações
        </Typography>
        <AssessmentLinks
          sheets={answerSheetsOf(process)}
          candidateId={application.candidateId}
          processId={process.id}
        />
      </Box>
      {canDecide && application.status === 'active' && (
        <StatusActions
          lifecycle={APPLICATION_LIFECYCLE}
          status={application.status}
          verbs={verbsAt<ApplicationStatus>(APPLICATION_STATUS.verbs, application.status)}
          loading={outcome.isPending}
          onMove={decide}
        />
      )}
      <RecordHistory entity="applications" id={application.id} framed={false} />
    </Stack>
  );
};

/** One application: its data, score breakdown, answer sheets and final outcomes. */
export const ApplicationDrawer = ({
  id,
  name,
  process,
  onClose,
}: {
  id: string | null;
  name: string;
  process: SelectiveProcess;
  onClose: () => void;
}) => (
  <Drawer
    anchor="right"
    open={id !== null}
    onClose={onClose}
    slotProps={{
      paper: {
        'aria-labelledby': 'application-drawer-title',
        sx: { width: { xs: 1, sm: 480 }, p: 3 },
      },
    }}
  >
    <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
      <Typography id="application-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {name}
      </Typography>
      <IconButton aria-label="Fechar" onClick={onClose}>
        <Close />
      </IconButton>
    </Box>
    {id && <Content id={id} process={process} />}
  </Drawer>
);
