import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { ASSESSMENT_KEYS, ASSESSMENT_LABELS, type AssessmentKey } from '@hub/contract/assessments';
import {
  WEIGHTS_TOTAL,
  weightsOperations,
  weightsSchema,
  type WeightsAnswer,
  type WeightsBody,
} from '@hub/contract/weights';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ReadOnly } from '../../../components/read-only';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useSaveWeights, useWeights } from '../api/weights';
import { WeightsPreview } from '../components/weights-preview';

type Texts = Record<AssessmentKey, string>;

/** Blank or unreadable inputs go to the schema as NaN, so its own message names the assessment. */
const toBody = (texts: Texts): WeightsBody =>
  Object.fromEntries(
    ASSESSMENT_KEYS.map((key) => [key, texts[key].trim() === '' ? Number.NaN : Number(texts[key])]),
  ) as WeightsBody;

/** The assessments whose weight the form would change, as "from → to" lines. */
const changesOf = (current: WeightsBody, proposed: WeightsBody): string[] =>
  ASSESSMENT_KEYS.filter((key) => current[key] !== proposed[key]).map(
    (key) => `${ASSESSMENT_LABELS[key]}: ${current[key]} → ${proposed[key]}`,
  );

const WeightsForm = ({ current }: { current: WeightsAnswer }) => {
  const save = useSaveWeights();
  const canSave = useCan(weightsOperations.saveWeights.permission);
  const [texts, setTexts] = useState<Texts>(
    () =>
      Object.fromEntries(
        ASSESSMENT_KEYS.map((key) => [key, String(current.weights[key])]),
      ) as Texts,
  );
  const [confirming, setConfirming] = useState(false);
  const body = toBody(texts);
  const changes = changesOf(current.weights, body);
  // After a save the form starts again from the stored weights (its key), so it is clean again.
  useUnsavedChangesGuard(changes.length > 0);
  const parsed = weightsSchema.safeParse(body);
  const fieldError = (key: AssessmentKey) =>
    parsed.error?.issues.find((issue) => issue.path[0] === key)?.message;
  const sumError = parsed.error?.issues.find((issue) => issue.path.length === 0)?.message;
  const sum = ASSESSMENT_KEYS.reduce(
    (total, key) => total + (Number.isFinite(body[key]) ? body[key] : 0),
    0,
  );

  const submit = async () => {
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      enqueueSnackbar('Pesos salvos: as classificações foram recalculadas', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setConfirming(false);
  };

  return (
    <>
      <ReadOnly readOnly={!canSave} note="Seu perfil permite ver os pesos, não alterá-los.">
        <SectionCard
          title="Peso de cada avaliação"
          description={
            current.updatedAt
              ? `Alterados por ${current.updatedBy ?? '—'} em ${formatDateTime(current.updatedAt)}. Números inteiros que somam ${WEIGHTS_TOTAL}.`
              : `Números inteiros que somam ${WEIGHTS_TOTAL}.`
          }
        >
          <Box
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
          >
            {ASSESSMENT_KEYS.map((key) => (
              <TextField
                key={key}
                type="number"
                label={ASSESSMENT_LABELS[key]}
                value={texts[key]}
                onChange={(event) =>
                  setTexts((currentTexts) => ({ ...currentTexts, [key]: event.target.value }))
                }
                error={Boolean(fieldError(key))}
                helperText={fieldError(key)}
                slotProps={{ htmlInput: { min: 0, max: WEIGHTS_TOTAL, step: 1 } }}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
            <Typography aria-live="polite" sx={{ fontWeight: 700, flexGrow: 1 }}>
              Soma: {sum.toLocaleString('pt-BR')} de {WEIGHTS_TOTAL}
            </Typography>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={!parsed.success || changes.length === 0}
            >
              Salvar pesos
            </Button>
          </Box>
          {sumError && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {sumError}
            </Typography>
          )}
        </SectionCard>
      </ReadOnly>
      <WeightsPreview weights={body} valid={parsed.success} />
      <ConfirmDialog
        open={confirming}
        title="Salvar os pesos e recalcular as classificações?"
        content={
          <>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              A nota ponderada e a posição de todas as inscrições, em todos os processos seletivos,
              serão recalculadas com os novos pesos. As classificações atuais deixam de valer.
            </Typography>
            <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Typography>
          </>
        }
        confirmLabel="Salvar e recalcular"
        loading={save.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

/** settings/weights: the weights that rank every application, with a preview before saving. */
export const WeightsPage = () => {
  const weights = useWeights();
  return (
    <>
      <PageHeader
        title="Pesos das avaliações"
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Configurações', href: paths.dashboard.settings.root },
          { name: 'Pesos das avaliações' },
        ]}
      />
      {weights.isError && (
        <Typography role="alert" color="error">
          {errorMessage(weights.error)}
        </Typography>
      )}
      {weights.data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <WeightsForm key={weights.data.updatedAt ?? 'default'} current={weights.data} />
        </Box>
      ) : (
        !weights.isError && <LoadingScreen />
      )}
    </>
  );
};
