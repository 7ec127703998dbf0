import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatInterviewTime,
  INTERVIEW_ATTENDANCE_LABELS,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_STATUS_LABELS,
  interviewOperations,
  type Interview,
} from '@hub/contract/interviews';
import { useCan } from '../../../auth/use-can';
import { InterviewDialog } from '../../../components/interviews/interview-dialog';
import { useCancelInterview } from '../../../components/interviews/interviews-api';
import { errorMessage } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toast';
import { paths } from '../../../routes/paths';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
    <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 130 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

/**
 * An interview opened from the calendar: when, who, where, and what can be done with it: open its
 * process (the board and the application) or the professional's interviews, reschedule, cancel.
 */
export const InterviewDetailsDialog = ({ interview, onClose }: { interview: Interview; onClose: () => void }) => {
  const canChange = useCan(interviewOperations.rescheduleInterview.permission);
  const cancel = useCancelInterview();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const scheduled = interview.status === 'agendada';

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync({ id: interview.id, reason: reason.trim() || undefined });
      enqueueSnackbar('Entrevista cancelada e participantes avisados', { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  if (moving)
    return <InterviewDialog open onClose={onClose} processId={interview.selectiveProcessId} applications={[]} interview={interview} />;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="interview-details-title">
      <DialogTitle id="interview-details-title">
        {cancelling ? 'Cancelar entrevista?' : `Entrevista de ${interview.candidateName}`}
      </DialogTitle>
      <DialogContent>
        {cancelling ? (
          <Stack spacing={2}>
            <Typography variant="body2">
              {`A entrevista de ${interview.candidateName} em ${formatInterviewTime(interview.startsAt)} é cancelada: todos recebem o cancelamento na agenda e os lembretes não são enviados.`}
            </Typography>
            <TextField label="Motivo (opcional)" value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={2} />
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Line label="Quando">
              {formatInterviewTime(interview.startsAt)} · {interview.durationMinutes} min (horário de Brasília)
            </Line>
            <Line label="Processo seletivo">
              {interview.processTitle} · {interview.companyName}
            </Line>
            <Line label="Formato">
              {INTERVIEW_KIND_LABELS[interview.kind]}
              {interview.kind === 'presencial' && interview.address ? ` · ${interview.address}` : ''}
              {interview.kind === 'online' && interview.link ? (
                <>
                  {' · '}
                  <Link href={interview.link} target="_blank" rel="noopener noreferrer">
                    Link da reunião
                  </Link>
                </>
              ) : null}
            </Line>
            <Line label="Entrevistadores">{interview.interviewers.map((person) => person.name).join(', ')}</Line>
            <Line label="Situação">
              {INTERVIEW_STATUS_LABELS[interview.status]}
              {interview.attendance ? ` · ${INTERVIEW_ATTENDANCE_LABELS[interview.attendance]}` : ''}
            </Line>
            {interview.notes && <Line label="Observações">{interview.notes}</Line>}
            <Stack direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={`${paths.dashboard.selectiveProcesses.view(interview.selectiveProcessId)}?aba=entrevistas`}>
                Abrir o processo seletivo
              </Link>
              <Link component={RouterLink} to={paths.dashboard.candidates.interviews(interview.candidateId)}>
                Entrevistas do profissional
              </Link>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {cancelling ? (
          <>
            <Button variant="outlined" color="inherit" onClick={() => setCancelling(false)}>
              Voltar
            </Button>
            <Button variant="contained" color="error" loading={cancel.isPending} onClick={confirmCancel}>
              Cancelar entrevista
            </Button>
          </>
        ) : (
          <>
            {canChange && scheduled && (
              <Button color="error" onClick={() => setCancelling(true)}>
                Cancelar entrevista
              </Button>
            )}
            {canChange && scheduled && <Button onClick={() => setMoving(true)}>Remarcar</Button>}
            <Button variant="contained" onClick={onClose}>
              Fechar
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
