import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { useParams } from 'react-router';
import {
  candidateOperations,
  NOTIFICATION_CHANNEL_LABELS,
  type CandidateSettings,
  type NotificationPreferences,
} from '@hub/contract/candidates';
import { useCan } from '../../../auth/use-can';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import {
  useCandidate,
  useCandidateSettings,
  useSaveCandidateSettings,
  useSendCandidatePasswordReset,
} from '../api/candidates';
import { candidateStatus } from '../candidates.resource';
import { PresentedStatusChip } from '../../../components/resource/status-presentation';
import { CandidatePrivacy } from '../components/candidate-privacy';
import { WhatsappConsentCard } from '../components/whatsapp-consent';
import { CandidateTabs } from '../../../components/candidate-tabs';

const SettingsPanels = ({
  candidateId,
  settings,
}: {
  candidateId: string;
  settings: CandidateSettings;
}) => {
  const save = useSaveCandidateSettings(candidateId);
  const reset = useSendCandidatePasswordReset(candidateId);
  const [notifications, setNotifications] = useState<NotificationPreferences>(
    settings.notifications,
  );
  const locked = settings.status === 'anonymized';
  const canEdit = useCan(candidateOperations.updateCandidateSettings.permission);
  const canSendReset = useCan(candidateOperations.sendCandidatePasswordReset.permission);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <SectionCard title="Status">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PresentedStatusChip presentation={candidateStatus} status={settings.status} />
          {settings.statusReason && (
            <Typography variant="body2">Motivo: {settings.statusReason}</Typography>
          )}
        </Stack>
      </SectionCard>
      <SectionCard
        title="Notificações"
        description="Canais pelos quais o profissional aceita receber mensagens."
      >
        <Stack>
          {(Object.keys(NOTIFICATION_CHANNEL_LABELS) as (keyof NotificationPreferences)[]).map(
            (channel) => (
              <FormControlLabel
                key={channel}
                label={NOTIFICATION_CHANNEL_LABELS[channel]}
                control={
                  <Switch
                    checked={notifications[channel]}
                    disabled={locked || !canEdit}
                    onChange={(event) =>
                      setNotifications((current) => ({
                        ...current,
                        [channel]: event.target.checked,
                      }))
                    }
                  />
                }
              />
            ),
          )}
        </Stack>
        {canEdit ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              variant="contained"
              disabled={locked}
              loading={save.isPending}
              onClick={() =>
                run(
                  () => save.mutateAsync({ notifications, updatedAt: settings.updatedAt }),
                  'Preferências salvas',
                )
              }
            >
              Salvar preferências
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            Seu perfil permite ver as preferências, não alterá-las.
          </Typography>
        )}
      </SectionCard>
      <SectionCard
        title="Senha"
        description={
          settings.passwordResetSentAt
            ? `Último link enviado em ${formatDateTime(settings.passwordResetSentAt)}.`
            : 'Envia ao profissional um link para escolher uma nova senha.'
        }
      >
        {canSendReset && (
          <Button
            variant="outlined"
            disabled={locked}
            loading={reset.isPending}
            onClick={() => run(() => reset.mutateAsync(undefined), 'Email de redefinição enviado')}
          >
            Enviar redefinição de senha
          </Button>
        )}
      </SectionCard>
    </Stack>
  );
};

export const CandidateSettingsPage = () => {
  const { candidateId = '' } = useParams();
  const { data: candidate } = useCandidate(candidateId);
  const { data: settings } = useCandidateSettings(candidateId);
  return (
    <>
      <PageHeader
        title="Configurações do profissional"
        crumbs={[
          { name: 'Profissionais', href: paths.dashboard.candidates.root },
          { name: candidate?.name ?? '…', href: paths.dashboard.candidates.view(candidateId) },
          { name: 'Configurações' },
        ]}
      />
      <CandidateTabs candidateId={candidateId} />
      {settings && candidate ? (
        <Stack spacing={3}>
          <SettingsPanels key={settings.updatedAt} candidateId={candidateId} settings={settings} />
          <WhatsappConsentCard candidateId={candidateId} locked={settings.status === 'anonymized'} />
          <CandidatePrivacy candidate={candidate} />
        </Stack>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
};
