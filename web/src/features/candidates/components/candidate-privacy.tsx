import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import { candidateOperations, type Candidate } from '@hub/contract/candidates';
import { pathOf } from '@hub/contract/operation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../auth/use-can';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useAnonymizeCandidate } from '../api/candidates';

/** LGPD: the person's access request (everything held, as JSON) and the irreversible erasure. */
export const CandidatePrivacy = ({ candidate }: { candidate: Candidate }) => {
  const anonymize = useAnonymizeCandidate(candidate.id);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const anonymized = candidate.status === 'anonymized';
  const canExport = useCan(candidateOperations.exportCandidate.permission);
  const canAnonymize = useCan(candidateOperations.anonymizeCandidate.permission);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadFile(
        pathOf(candidateOperations.exportCandidate, { id: candidate.id }),
        {},
        `dados-${candidate.id}.json`,
      );
      enqueueSnackbar('Dados exportados', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const erase = async () => {
    if (!reason.trim()) {
      setReasonError('Informe o motivo');
      return;
    }
    try {
      await anonymize.mutateAsync(reason.trim());
      setConfirming(false);
      enqueueSnackbar('Dados pessoais anonimizados', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Dados pessoais (LGPD)"
      description={
        anonymized
          ? 'Os dados pessoais deste profissional foram anonimizados. O histórico agregado foi mantido.'
          : 'Exporte tudo o que a plataforma guarda sobre o profissional, ou anonimize os dados pessoais de forma irreversível.'
      }
    >
      <Stack direction="row" spacing={2}>
        {canExport && (
          <Button variant="outlined" loading={exporting} onClick={exportData}>
            Exportar dados (JSON)
          </Button>
        )}
        {canAnonymize && (
          <Button
            variant="outlined"
            color="error"
            disabled={anonymized}
            onClick={() => {
              setReason('');
              setReasonError(null);
              setConfirming(true);
            }}
          >
            Anonimizar
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Anonimizar profissional?"
        content={
          <Stack spacing={2} sx={{ pt: 1 }}>
            {`Nome, email, CPF, telefone, vídeo e demais dados pessoais de ${candidate.name} serão substituídos para sempre. Esta ação não pode ser desfeita.`}
            <TextField
              label="Motivo"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
              multiline
              minRows={2}
              autoFocus
            />
          </Stack>
        }
        confirmLabel="Anonimizar"
        color="error"
        loading={anonymize.isPending}
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};
