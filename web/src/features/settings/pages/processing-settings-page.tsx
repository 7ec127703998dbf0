import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PERSONAL_KINDS, type PersonalKind } from '@hub/contract/personal-data';
import {
  PERSONAL_KIND_NAMES,
  processingRecordOperations,
  processingSettingsSchema,
  type ProcessingActivity,
  type ProcessingSettings,
  type ProcessingSettingsAnswer,
} from '@hub/contract/processing-record';
import { useCan } from '../../../auth/use-can';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ReadOnly } from '../../../components/read-only';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/toast';
import { paths } from '../../../routes/paths';
import { useProcessingSettings, useSaveProcessingSettings } from '../api/processing-record';

const ACTIVITY_FIELDS: { key: keyof ProcessingActivity; label: string }[] = [
  { key: 'purpose', label: 'Finalidade' },
  { key: 'legalBasis', label: 'Base legal' },
  { key: 'retention', label: 'Retenção' },
  { key: 'recipients', label: 'Compartilhamento (com quem)' },
];

const settingsOf = ({ controller, dpo, activities }: ProcessingSettingsAnswer): ProcessingSettings => ({
  controller,
  dpo,
  activities,
});

const ProcessingForm = ({ current }: { current: ProcessingSettingsAnswer }) => {
  const save = useSaveProcessingSettings();
  const canSave = useCan(processingRecordOperations.saveProcessingSettings.permission);
  const [values, setValues] = useState<ProcessingSettings>(() => settingsOf(current));
  const changed = JSON.stringify(values) !== JSON.stringify(settingsOf(current));
  useUnsavedChangesGuard(changed);
  const parsed = processingSettingsSchema.safeParse(values);
  const errorAt = (path: string) => parsed.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
  const setActivity = (kind: PersonalKind, key: keyof ProcessingActivity, value: string) =>
    setValues((now) => ({ ...now, activities: { ...now.activities, [kind]: { ...now.activities[kind], [key]: value } } }));

  const submit = async () => {
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      enqueueSnackbar('Registro das operações de tratamento salvo', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <ReadOnly readOnly={!canSave} note="Seu perfil permite ler o registro, não alterá-lo.">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard
          title="Controlador e encarregado"
          description={
            current.updatedAt
              ? `Alterado por ${current.updatedBy ?? '—'} em ${formatDateTime(current.updatedAt)}.`
              : 'Ainda não alterado: valem os textos padrão do conselho.'
          }
        >
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              label="Controlador"
              multiline
              value={values.controller}
              onChange={(event) => setValues((now) => ({ ...now, controller: event.target.value }))}
              error={Boolean(errorAt('controller'))}
              helperText={errorAt('controller')}
            />
            <TextField
              label="Encarregado e contato"
              multiline
              value={values.dpo}
              onChange={(event) => setValues((now) => ({ ...now, dpo: event.target.value }))}
              error={Boolean(errorAt('dpo'))}
              helperText={errorAt('dpo')}
            />
          </Box>
        </SectionCard>
        {PERSONAL_KINDS.map((kind) => (
          <SectionCard key={kind} title={PERSONAL_KIND_NAMES[kind]}>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {ACTIVITY_FIELDS.map(({ key, label }) => (
                <TextField
                  key={key}
                  label={label}
                  multiline
                  minRows={2}
                  value={values.activities[kind][key]}
                  onChange={(event) => setActivity(kind, key, event.target.value)}
                  error={Boolean(errorAt(`activities.${kind}.${key}`))}
                  helperText={errorAt(`activities.${kind}.${key}`)}
                />
              ))}
            </Box>
          </SectionCard>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={!parsed.success || !changed} loading={save.isPending} onClick={() => void submit()}>
            Salvar registro
          </Button>
        </Box>
      </Box>
    </ReadOnly>
  );
};

/** settings/processing-record: what the record of processing (art. 37) says of each kind of personal data. */
export const ProcessingSettingsPage = () => {
  const settings = useProcessingSettings();
  return (
    <>
      <PageHeader
        title="Registro das operações de tratamento"
        description="Finalidade, base legal, retenção e compartilhamento de cada tipo de dado pessoal. Os campos de cada tipo vêm das marcações do próprio sistema."
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Configurações', href: paths.dashboard.settings.root },
          { name: 'Registro das operações de tratamento' },
        ]}
        action={
          <Button variant="outlined" component={RouterLink} to={paths.dashboard.lgpdRequests.processingRecord}>
            Ver o registro
          </Button>
        }
      />
      {settings.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(settings.error)}
        </Alert>
      )}
      {settings.data ? (
        <ProcessingForm key={settings.data.updatedAt ?? 'default'} current={settings.data} />
      ) : (
        !settings.isError && <LoadingScreen />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Cada alteração fica registrada na auditoria.
      </Typography>
    </>
  );
};
