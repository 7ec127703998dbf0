import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import { APPLICATION_MESSAGES } from '@hub/contract/applications';
import {
  candidateOperations,
  REGISTRATION_STATUS_LABELS,
  type CandidateRow,
} from '@hub/contract/candidates';
import { errorMessage } from '../../../lib/api-client';
import { useEnrol } from '../api/applications';
import { listSource, RemotePicker } from '../../../components/resource/remote-picker';

const candidates = listSource(candidateOperations.listCandidates);

/**
 * Enrols a professional picked by search. The server's refusals show in the dialog; an
 * irregular council registration asks for the reason of the override (audited by the server).
 */
export const EnrolDialog = ({
  processId,
  open,
  onClose,
}: {
  processId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const enrol = useEnrol(processId);
  const [candidate, setCandidate] = useState<CandidateRow | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const irregular =
    candidate?.registrationStatus === 'irregular' ||
    refusal === APPLICATION_MESSAGES.irregularRegistration;

  const close = () => {
    setCandidate(null);
    setReason('');
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    if (!candidate) return;
    try {
      await enrol.mutateAsync({
        candidateId: candidate.id,
        overrideReason: reason.trim() || undefined,
      });
      enqueueSnackbar(`${candidate.name} inscrito no processo`, { variant: 'success' });
      close();
    } catch (failure) {
      setRefusal(errorMessage(failure));
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="enrol-dialog-title"
    >
      <DialogTitle id="enrol-dialog-title">Inscrever profissional</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RemotePicker<CandidateRow>
            source={candidates}
            label="Profissional (nome, email ou CPF)"
            value={candidate}
            onChange={(row) => {
              setCandidate(row);
              setRefusal(null);
            }}
            optionLabel={(row) =>
              `${row.name} — ${row.email} (${REGISTRATION_STATUS_LABELS[row.registrationStatus]})`
            }
          />
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {irregular && (
            <TextField
              label="Motivo para inscrever com registro irregular"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              helperText="O registro deste profissional no conselho está irregular. A inscrição com motivo fica registrada na auditoria."
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!candidate}
          loading={enrol.isPending}
        >
          Inscrever
        </Button>
      </DialogActions>
    </Dialog>
  );
};
