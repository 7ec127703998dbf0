import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  candidateOperations,
  WHATSAPP_CONSENT_CHANNEL_LABELS,
  whatsappConsentBodySchema,
  type WhatsappConsent,
  type WhatsappConsentChannel,
} from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import { showPhone } from '@hub/contract/personal-data';
import { useCan } from '../../../auth/use-can';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  useRecordWhatsappConsent,
  useRevokeWhatsappConsent,
  useWhatsappConsents,
} from '../api/candidates';

const describe = (consent: WhatsappConsent): string =>
  `${showPhone(consent.phone)}: aceito em ${formatDateTime(consent.givenAt)} (${WHATSAPP_CONSENT_CHANNEL_LABELS[consent.channel]})`;

/** The WhatsApp opt-in: the one in force, its history, and recording an opt-in or a revocation. */
export const WhatsappConsentCard = ({ candidateId, locked }: { candidateId: string; locked: boolean }) => {
  const consents = useWhatsappConsents(candidateId);
  const canEdit = useCan(candidateOperations.recordWhatsappConsent.permission) && !locked;
  const [dialog, setDialog] = useState<'record' | 'revoke' | null>(null);
  const list = consents.data?.consents ?? [];
  const active = list.find((consent) => consent.revokedAt === null);
  const past = list.filter((consent) => consent.revokedAt !== null);
  return (
    <SectionCard
      title="Consentimento para WhatsApp"
      description="O conselho só envia WhatsApp a um profissional que aceitou recebê-lo no número cadastrado. Registre aqui o aceite dado por outro canal, ou a revogação."
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {active ? `Ativo — ${describe(active)}` : 'Sem consentimento ativo: nenhum WhatsApp é enviado a este profissional.'}
        </Typography>
        {active && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Texto aceito: {active.text}
          </Typography>
        )}
        {past.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {past.map((consent) => (
              <Typography component="li" variant="body2" key={consent.id} sx={{ color: 'text.secondary' }}>
                {`${describe(consent)}; revogado em ${formatDateTime(consent.revokedAt ?? consent.givenAt)}: ${consent.revokeReason ?? ''}`}
              </Typography>
            ))}
          </Stack>
        )}
        {canEdit && (
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" onClick={() => setDialog('record')}>
              Registrar consentimento
            </Button>
            {active && (
              <Button variant="outlined" color="error" onClick={() => setDialog('revoke')}>
                Registrar revogação
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {dialog === 'record' && <RecordDialog candidateId={candidateId} onClose={() => setDialog(null)} />}
      {dialog === 'revoke' && <RevokeDialog candidateId={candidateId} onClose={() => setDialog(null)} />}
    </SectionCard>
  );
};

const RecordDialog = ({ candidateId, onClose }: { candidateId: string; onClose: () => void }) => {
  const record = useRecordWhatsappConsent(candidateId);
  const [channel, setChannel] = useState<WhatsappConsentChannel>('app');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const save = async () => {
    const parsed = whatsappConsentBodySchema.safeParse({ channel, text });
    if (!parsed.success) {
      setTextError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await record.mutateAsync(parsed.data);
      enqueueSnackbar('Consentimento registrado', { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="whatsapp-consent-title">
      <DialogTitle id="whatsapp-consent-title">Registrar consentimento para WhatsApp</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            label="Canal em que o profissional aceitou"
            value={channel}
            onChange={(event) => setChannel(event.target.value as WhatsappConsentChannel)}
          >
            {optionsOf(WHATSAPP_CONSENT_CHANNEL_LABELS).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Texto que o profissional aceitou"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(textError)}
            helperText={textError ?? 'O consentimento vale para o telefone cadastrado hoje.'}
            multiline
            minRows={3}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="contained" loading={record.isPending} onClick={() => void save()}>
          Registrar
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const RevokeDialog = ({ candidateId, onClose }: { candidateId: string; onClose: () => void }) => {
  const revoke = useRevokeWhatsappConsent(candidateId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const save = async () => {
    if (!reason.trim()) {
      setReasonError('Informe o motivo');
      return;
    }
    try {
      await revoke.mutateAsync(reason.trim());
      enqueueSnackbar('Revogação registrada', { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="whatsapp-revoke-title">
      <DialogTitle id="whatsapp-revoke-title">Registrar revogação?</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">Nenhum WhatsApp será enviado ao profissional até um novo consentimento.</Typography>
          <TextField
            label="Motivo"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="contained" color="error" loading={revoke.isPending} onClick={() => void save()}>
          Registrar revogação
        </Button>
      </DialogActions>
    </Dialog>
  );
};
