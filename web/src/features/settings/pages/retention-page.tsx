import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  applicationsSentence,
  professionalsSentence,
  retentionOperations,
  retentionPolicySchema,
  type RetentionAnswer,
  type RetentionPolicy,
} from '@hub/contract/retention';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ReadOnly } from '../../../components/read-only';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/toast';
import { paths } from '../../../routes/paths';
import { useRetention, useRetentionPreview, useSaveRetention } from '../api/retention';

type Texts = { inactiveMonths: string; closedProcessMonths: string; runAt: string };

/** Blank or unreadable inputs go to the schema as NaN, so its own message names the field. */
const toPolicy = (enabled: boolean, texts: Texts): RetentionPolicy => ({
  enabled,
  inactiveMonths: texts.inactiveMonths.trim() === '' ? Number.NaN : Number(texts.inactiveMonths),
  closedProcessMonths: texts.closedProcessMonths.trim() === '' ? Number.NaN : Number(texts.closedProcessMonths),
  runAt: texts.runAt,
});

const sameAs = (current: RetentionAnswer, proposed: RetentionPolicy) =>
  current.enabled === proposed.enabled &&
  current.inactiveMonths === proposed.inactiveMonths &&
  current.closedProcessMonths === proposed.closedProcessMonths &&
  current.runAt === proposed.runAt;

const lastRunLine = (run: NonNullable<RetentionAnswer['lastRun']>): string => {
  const people = run.professionals === 1 ? '1 profissional anonimizado' : `${run.professionals} profissionais anonimizados`;
  const answers = run.applications === 1 ? 'respostas de 1 candidatura apagadas' : `respostas de ${run.applications} candidaturas apagadas`;
  return run.finishedAt
    ? `Última execução em ${formatDateTime(run.startedAt)}: ${people}, ${answers}.`
    : `Em execução desde ${formatDateTime(run.startedAt)}: até agora, ${people}, ${answers}.`;
};

/** The dry run of the periods being edited: what a run started now would do. */
const DryRun = ({ policy, valid }: { policy: RetentionPolicy; valid: boolean }) => {
  const periods = useDeferredValue(
    valid ? { inactiveMonths: policy.inactiveMonths, closedProcessMonths: policy.closedProcessMonths } : null,
  );
  const preview = useRetentionPreview(periods);
  return (
    <SectionCard
      title="Simulação"
      description="O que uma execução faria hoje com os prazos acima. Nada é alterado pela simulação."
    >
      {preview.isError && (
        <Typography role="alert" color="error">
          {errorMessage(preview.error)}
        </Typography>
      )}
      {!valid && <Typography color="text.secondary">Corrija os prazos para ver a simulação.</Typography>}
      {valid && preview.data && (
        <Box aria-live="polite" sx={{ display: 'grid', gap: 1.5, opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
          <Typography variant="h4" component="p">
            {professionalsSentence(preview.data.professionals)}
          </Typography>
          <Typography variant="h6" component="p">
            {applicationsSentence(preview.data.applications)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Profissionais sem cadastro, alteração ou candidatura desde {formatDate(`${preview.data.inactiveBefore}T12:00:00`)};
            respostas das candidaturas a processos encerrados antes de {formatDate(`${preview.data.closedBefore}T12:00:00`)}.
            Ficam de fora quem tem solicitação LGPD aberta e quem participa de um processo em andamento.
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
};

const RetentionForm = ({ current }: { current: RetentionAnswer }) => {
  const save = useSaveRetention();
  const canSave = useCan(retentionOperations.saveRetentionPolicy.permission);
  const [enabled, setEnabled] = useState(current.enabled);
  const [texts, setTexts] = useState<Texts>({
    inactiveMonths: String(current.inactiveMonths),
    closedProcessMonths: String(current.closedProcessMonths),
    runAt: current.runAt,
  });
  const [confirming, setConfirming] = useState(false);
  const policy = toPolicy(enabled, texts);
  const parsed = retentionPolicySchema.safeParse(policy);
  const changed = !sameAs(current, policy);
  useUnsavedChangesGuard(changed);
  const fieldError = (key: keyof Texts) => parsed.error?.issues.find((issue) => issue.path[0] === key)?.message;
  const field = (key: keyof Texts) => ({
    value: texts[key],
    onChange: (event: { target: { value: string } }) => setTexts((now) => ({ ...now, [key]: event.target.value })),
    error: Boolean(fieldError(key)),
    helperText: fieldError(key),
  });

  const submit = async () => {
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      enqueueSnackbar(parsed.data.enabled ? 'Política de retenção salva e ligada' : 'Política de retenção salva', {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setConfirming(false);
  };

  return (
    <>
      <ReadOnly readOnly={!canSave} note="Seu perfil permite ver a política de retenção; só quem pode anonimizar profissionais a altera.">
        <SectionCard
          title="Prazos de retenção"
          description={
            current.updatedAt
              ? `Alterada por ${current.updatedBy ?? '—'} em ${formatDateTime(current.updatedAt)}.`
              : 'Ainda não alterada: valem os prazos padrão, com a política desligada.'
          }
        >
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <TextField
              type="number"
              label="Meses sem atividade do profissional"
              slotProps={{ htmlInput: { min: 6, max: 240, step: 1 } }}
              {...field('inactiveMonths')}
            />
            <TextField
              type="number"
              label="Meses depois do encerramento do processo"
              slotProps={{ htmlInput: { min: 1, max: 240, step: 1 } }}
              {...field('closedProcessMonths')}
            />
            <TextField
              label="Horário da execução (Brasília)"
              placeholder="03:00"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              {...field('runAt')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Profissionais sem atividade nesse prazo são anonimizados como na anonimização do cadastro. Nas candidaturas a
            processos encerrados há mais tempo que o prazo, as respostas escritas e os vídeos são apagados; etapas, notas
            e histórico ficam, e os relatórios continuam contando todos.
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
              label="Política ligada: executa todas as noites"
              sx={{ flexGrow: 1 }}
            />
            <Button variant="contained" disabled={!parsed.success || !changed} onClick={() => setConfirming(true)}>
              Salvar política
            </Button>
          </Box>
        </SectionCard>
      </ReadOnly>
      <DryRun policy={policy} valid={parsed.success} />
      <SectionCard title="Execuções">
        <Typography>
          {current.nextRunAt ? `Próxima execução em ${formatDateTime(current.nextRunAt)}.` : 'Nenhuma execução agendada: a política está desligada.'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {current.lastRun ? lastRunLine(current.lastRun) : 'A política ainda não foi executada.'}
        </Typography>
      </SectionCard>
      <ConfirmDialog
        open={confirming}
        title={enabled && !current.enabled ? 'Ligar a política de retenção?' : 'Salvar a política de retenção?'}
        content={
          <Typography variant="body2">
            {enabled
              ? `Todas as noites, às ${texts.runAt}, os profissionais sem atividade há ${texts.inactiveMonths} meses serão anonimizados, sem volta, e as respostas das candidaturas a processos encerrados há ${texts.closedProcessMonths} meses serão apagadas. Cada execução fica registrada na auditoria.`
              : 'A política fica desligada: nenhuma execução é agendada.'}
          </Typography>
        }
        confirmLabel={enabled && !current.enabled ? 'Ligar política' : 'Salvar'}
        loading={save.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

/** settings/retention: the retention policy (LGPD), its dry run and its runs. */
export const RetentionPage = () => {
  const retention = useRetention();
  return (
    <>
      <PageHeader
        title="Retenção de dados pessoais"
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Configurações', href: paths.dashboard.settings.root },
          { name: 'Retenção de dados pessoais' },
        ]}
      />
      {retention.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(retention.error)}
        </Alert>
      )}
      {retention.data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <RetentionForm key={retention.data.updatedAt ?? 'default'} current={retention.data} />
        </Box>
      ) : (
        !retention.isError && <LoadingScreen />
      )}
    </>
  );
};
