import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  customTestAnswersBodySchema,
  questionsAnswersBodySchema,
  requirementsAnswersBodySchema,
  valuesAnswersBodySchema,
} from '@hub/contract/assessments';
import { counted } from '@hub/contract/counts';
import { VALUE_SCORE_LABELS } from '@hub/contract/companies';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import {
  useCompanyValueList,
  useSaveCustomTest,
  useSaveQuestions,
  useSaveRequirements,
  useSaveValues,
} from '../api/answers';
import { useQuestionSheet } from '../api/question-sheets';
import { ChoiceGroup, YES_NO } from '../components/choice-group';
import { PregressFrame, type SheetProps } from '../components/pregress-frame';
import { useSheetDraft } from '../components/sheet-draft';
import { SheetForm } from '../components/sheet-form';

const SCALE = Object.entries(VALUE_SCORE_LABELS).map(([value, label]) => ({
  value,
  label: `${value} — ${label}`,
}));

const RequirementsSheet = ({ application, process }: SheetProps) => {
  const save = useSaveRequirements(application.id);
  const draft = useSheetDraft(`requirements:${application.id}`, () =>
    Object.fromEntries(
      (application.answers.requirements ?? []).map((answer) => [
        answer.requirementId,
        { meets: String(answer.meets), evidence: answer.evidence ?? '' },
      ]),
    ),
  );
  const { answers } = draft;
  const body = {
    answers: process.requirements.flatMap((requirement) => {
      const answer = answers[requirement.id];
      return answer
        ? [
            {
              requirementId: requirement.id,
              meets: answer.meets === 'true',
              evidence: answer.evidence,
            },
          ]
        : [];
    }),
  };
  if (process.requirements.length === 0)
    return <EmptyState title="Este processo não tem requisitos" />;
  return (
    <SheetForm
      draft={draft}
      title="O profissional atende aos requisitos?"
      description="Um requisito obrigatório não atendido sinaliza a inscrição."
      schema={requirementsAnswersBodySchema}
      body={body}
      save={save.mutateAsync}
      saving={save.isPending}
      savedMessage="Requisitos salvos"
    >
      {process.requirements.map((requirement) => {
        const answer = answers[requirement.id] ?? { meets: '', evidence: '' };
        const set = (patch: Partial<typeof answer>) =>
          draft.change((current) => ({
            ...current,
            [requirement.id]: { ...answer, ...patch },
          }));
        return (
          <Box key={requirement.id} sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <ChoiceGroup
                row
                label={requirement.text}
                value={answer.meets}
                options={YES_NO}
                onChange={(meets) => set({ meets })}
              />
              <Chip
                size="small"
                label={requirement.mandatory ? 'Obrigatório' : 'Desejável'}
                color={requirement.mandatory ? 'warning' : 'default'}
              />
            </Box>
            <TextField
              size="small"
              label={`Evidência: ${requirement.text}`}
              value={answer.evidence}
              onChange={(event) => set({ evidence: event.target.value })}
            />
          </Box>
        );
      })}
    </SheetForm>
  );
};

export const RequirementsTestPage = () => (
  <PregressFrame
    title="Requisitos do processo"
    score={(application) => application.scores.requirements}
  >
    {(props) => <RequirementsSheet {...props} />}
  </PregressFrame>
);

const QuestionsSheet = ({ application, process }: SheetProps) => {
  const save = useSaveQuestions(application.id);
  const draft = useSheetDraft<Record<string, string>>(`questions:${application.id}`, () =>
    Object.fromEntries(
      (application.answers.questions ?? []).map((answer) => [
        answer.questionId,
        String(answer.answer),
      ]),
    ),
  );
  const { answers } = draft;
  const body = {
    answers: process.questions.flatMap((question) => {
      const answer = answers[question.id];
      if (!answer) return [];
      return [
        {
          questionId: question.id,
          answer: question.type === 'yes_no' ? answer === 'true' : answer,
        },
      ];
    }),
  };
  if (process.questions.length === 0)
    return <EmptyState title="Este processo não tem perguntas auxiliares" />;
  const set = (id: string) => (value: string) =>
    draft.change((current) => ({ ...current, [id]: value }));
  return (
    <SheetForm
      draft={draft}
      title="Respostas do profissional"
      schema={questionsAnswersBodySchema}
      body={body}
      save={save.mutateAsync}
      saving={save.isPending}
      savedMessage="Respostas salvas"
    >
      {process.questions.map((question) => {
        const value = answers[question.id] ?? '';
        if (question.type === 'text')
          return (
            <TextField
              key={question.id}
              label={question.text}
              value={value}
              onChange={(event) => set(question.id)(event.target.value)}
              multiline
              minRows={2}
            />
          );
        const options =
          question.type === 'yes_no'
            ? YES_NO
            : question.options.map((option) => ({ value: option, label: option }));
        return (
          <ChoiceGroup
            key={question.id}
            label={question.text}
            value={value}
            options={options}
            onChange={set(question.id)}
          />
        );
      })}
    </SheetForm>
  );
};

export const QuestionsTestPage = () => (
  <PregressFrame
    title="Perguntas auxiliares"
    score={(application) => application.scores.questions}
  >
    {(props) => <QuestionsSheet {...props} />}
  </PregressFrame>
);

const CustomTestSheet = ({ application, process }: SheetProps) => {
  const sheet = useQuestionSheet(process.questionSheetId);
  const save = useSaveCustomTest(application.id);
  const draft = useSheetDraft<Record<string, string>>(`custom-test:${application.id}`, () =>
    Object.fromEntries(
      (application.answers.customTest ?? []).map((answer) => [
        answer.questionId,
        String(answer.option),
      ]),
    ),
  );
  const { answers } = draft;
  if (!process.questionSheetId)
    return <EmptyState title="Este processo não tem teste personalizado" />;
  if (!sheet.data) return null;
  const body = {
    answers: Object.entries(answers).map(([questionId, option]) => ({
      questionId,
      option: Number(option),
    })),
  };
  return (
    <SheetForm
      draft={draft}
      title={sheet.data.name}
      description={`${counted(sheet.data.questions.length, 'questão', 'questões')} de múltipla escolha; a nota é o percentual de acertos.`}
      schema={customTestAnswersBodySchema}
      body={body}
      save={save.mutateAsync}
      saving={save.isPending}
      savedMessage="Teste personalizado salvo"
    >
      {sheet.data.questions.map((question, index) => (
        <ChoiceGroup
          key={question.id}
          label={`${index + 1}. ${question.text}`}
          value={answers[question.id] ?? ''}
          options={question.options.map((option, at) => ({ value: String(at), label: option }))}
          onChange={(option) => draft.change((current) => ({ ...current, [question.id]: option }))}
        />
      ))}
    </SheetForm>
  );
};

export const CustomTestQuestionsPage = () => (
  <PregressFrame title="Teste personalizado" score={(application) => application.scores.customTest}>
    {(props) => <CustomTestSheet {...props} />}
  </PregressFrame>
);

const NO_VALUES_TEST = <EmptyState title="Este processo não usa o teste de valores" />;

export const ValuesTestIntroPage = () => (
  <PregressFrame
    title="Teste de valores"
    score={(application) => application.scores.valuesTest}
    requires="valuesTest"
  >
    {({ application, process }) =>
      process.useValuesTest ? (
        <SectionCard title="Como funciona">
          <Typography variant="body2" sx={{ mb: 2 }}>
            O profissional avalia, de 1 a 5, o quanto cada valor é importante para ele. As mesmas
            notas foram dadas pela empresa no perfil de valores dela; a aderência é a semelhança
            entre as duas avaliações (100% quando coincidem em todos os valores).
          </Typography>
          <Typography variant="body2" sx={{ mb: 3 }}>
            {application.answers.values
              ? 'O profissional já respondeu; é possível revisar as respostas.'
              : 'O profissional ainda não respondeu.'}
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.dashboard.candidates.pregress.valuesTestAnswer(
              application.candidateId,
              process.id,
            )}
          >
            {application.answers.values ? 'Revisar respostas' : 'Responder o teste'}
          </Button>
        </SectionCard>
      ) : (
        NO_VALUES_TEST
      )
    }
  </PregressFrame>
);

const ValuesSheet = ({ application, process }: SheetProps) => {
  const values = useCompanyValueList(application.companyId);
  const save = useSaveValues(application.id);
  const draft = useSheetDraft<Record<string, string>>(`values:${application.id}`, () =>
    Object.fromEntries(
      (application.answers.values ?? []).map((answer) => [answer.valueId, String(answer.score)]),
    ),
  );
  const scores = draft.answers;
  if (!process.useValuesTest) return NO_VALUES_TEST;
  if (!values.data) return null;
  if (values.data.answers.length === 0)
    return <EmptyState title="Nenhum valor cadastrado no teste de valores" />;
  const body = {
    answers: Object.entries(scores).map(([valueId, score]) => ({ valueId, score: Number(score) })),
  };
  return (
    <SheetForm
      draft={draft}
      title="Quanto cada valor importa para o profissional"
      schema={valuesAnswersBodySchema}
      body={body}
      save={save.mutateAsync}
      saving={save.isPending}
      savedMessage="Teste de valores salvo"
    >
      {values.data.answers.map((value) => (
        <ChoiceGroup
          key={value.valueId}
          row
          label={value.valueName}
          value={scores[value.valueId] ?? ''}
          options={SCALE}
          onChange={(score) => draft.change((current) => ({ ...current, [value.valueId]: score }))}
        />
      ))}
    </SheetForm>
  );
};

export const ValuesTestAnswerPage = () => (
  <PregressFrame
    title="Respostas do teste de valores"
    score={(application) => application.scores.valuesTest}
    requires="valuesTest"
  >
    {(props) => <ValuesSheet {...props} />}
  </PregressFrame>
);
