import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { useParams } from 'react-router';
import {
  ASSESSMENT_MESSAGES,
  COMPETENCIES,
  competencyAnswersBodySchema,
  LIKERT_LABELS,
  type CompetencyResult,
} from '@hub/contract/assessments';
import { PERSONAL_DATA_MESSAGES } from '@hub/contract/personal-data';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import { useCan } from '../../../auth/use-can';
import { CandidateTabs } from '../../../components/candidate-tabs';
import { ReadOnly } from '../../../components/read-only';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCompetency, useSaveCompetency } from '../api/answers';
import { useCandidateOf } from '../api/people';
import { ChoiceGroup } from '../components/choice-group';
import { useSheetDraft } from '../components/sheet-draft';
import { SheetForm } from '../components/sheet-form';
import { formatScore } from '../../../lib/format';

const SCALE = Object.entries(LIKERT_LABELS).map(([value, label]) => ({ value, label }));

/** Per-competency scores (0-100) as a radar, with the numbers beside it for whoever cannot see the chart. */
const CompetencyRadar = ({ result }: { result: CompetencyResult }) => {
  if (!result.answeredAt)
    return (
      <EmptyState
        title="Nenhum resultado de teste de competências"
        description="Responda ao teste abaixo."
      />
    );
  return (
    <SectionCard
      title={`Resultado: ${formatScore(result.overall)}`}
      description={`Respondido em ${formatDateTime(result.answeredAt)}. A mesma folha pontua todos os processos do profissional.`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box role="img" aria-label="Gráfico radar das competências">
          <RadarChart
            height={320}
            series={[
              {
                label: 'Pontuação',
                data: result.competencies.map((competency) => competency.score ?? 0),
              },
            ]}
            radar={{ max: 100, metrics: result.competencies.map((competency) => competency.name) }}
          />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {result.competencies.map((competency) => (
            <Box key={competency.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {competency.name}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}
              >
                {formatScore(competency.score)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </SectionCard>
  );
};

const CompetencySheet = ({
  candidateId,
  answers,
}: {
  candidateId: string;
  answers: NonNullable<CompetencyResult['answers']>;
}) => {
  const save = useSaveCompetency(candidateId);
  const draft = useSheetDraft<Record<string, string>>(`competency:${candidateId}`, () =>
    Object.fromEntries(answers.map((answer) => [answer.itemId, String(answer.score)])),
  );
  const scores = draft.answers;
  const body = {
    answers: Object.entries(scores).map(([itemId, score]) => ({ itemId, score: Number(score) })),
  };
  return (
    <SheetForm
      draft={draft}
      title="Respostas"
      description="Cada afirmação: de 1 (discordo totalmente) a 5 (concordo totalmente)."
      schema={competencyAnswersBodySchema}
      body={body}
      save={save.mutateAsync}
      saving={save.isPending}
      savedMessage="Teste de competências salvo"
    >
      {COMPETENCIES.map((competency) => (
        <Box key={competency.id} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {competency.name}
          </Typography>
          {competency.items.map((item) => (
            <ChoiceGroup
              key={item.id}
              row
              label={item.text}
              value={scores[item.id] ?? ''}
              options={SCALE}
              onChange={(score) => draft.change((current) => ({ ...current, [item.id]: score }))}
            />
          ))}
        </Box>
      ))}
    </SheetForm>
  );
};

/** users/candidates/{id}/competencyTest: the professional's one competency sheet and its radar. */
export const CompetencyTestPage = () => {
  const { candidateId = '' } = useParams();
  const candidate = useCandidateOf(candidateId);
  const result = useCompetency(candidateId);
  const canAnswer = useCan(assessmentOperations.saveCompetencyTest.permission);
  return (
    <>
      <PageHeader
        title="Teste de competências"
        crumbs={[
          { name: 'Profissionais', href: paths.dashboard.candidates.root },
          { name: candidate.data?.name ?? '…', href: paths.dashboard.candidates.view(candidateId) },
          { name: 'Teste de competências' },
        ]}
      />
      <CandidateTabs candidateId={candidateId} />
      {result.isError && (
        <Typography role="alert" color="error">
          {errorMessage(result.error)}
        </Typography>
      )}
      {result.data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <CompetencyRadar result={result.data} />
          {candidate.data?.status === 'anonymized' ? (
            <Alert severity="warning" role="alert">
              {ASSESSMENT_MESSAGES.candidateAnonymized}
            </Alert>
          ) : result.data.answers ? (
            <ReadOnly readOnly={!canAnswer}>
              <CompetencySheet
                key={result.data.answeredAt ?? 'new'}
                candidateId={candidateId}
                answers={result.data.answers}
              />
            </ReadOnly>
          ) : (
            <Alert severity="info">{PERSONAL_DATA_MESSAGES.answersWithheld}</Alert>
          )}
        </Box>
      ) : (
        !result.isError && <LoadingScreen />
      )}
    </>
  );
};
