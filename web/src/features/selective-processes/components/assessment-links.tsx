import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { paths } from '../../../routes/paths';

const pregress = paths.dashboard.candidates.pregress;

/** The answer sheets of one professional in one process: only those the process uses. */
export const AssessmentLinks = ({
  process,
  candidateId,
}: {
  process: SelectiveProcess;
  candidateId: string;
}) => {
  const links: [boolean, string, string][] = [
    [
      process.requirements.length > 0,
      'Requisitos',
      pregress.auxiliaryRequirementsTest(candidateId, process.id),
    ],
    [
      process.questions.length > 0,
      'Perguntas auxiliares',
      pregress.auxiliaryQuestionsTest(candidateId, process.id),
    ],
    [
      process.questionSheetId !== null,
      'Teste personalizado',
      pregress.customTestQuestions(candidateId, process.id),
    ],
    [process.useValuesTest, 'Teste de valores', pregress.valuesTestIntro(candidateId, process.id)],
    [
      process.useCompetencyTest,
      'Teste de competências',
      paths.dashboard.candidates.competencyTest(candidateId),
    ],
    [
      process.interviewQuestions.length > 0,
      'Entrevista em vídeo',
      pregress.viewVideoInterview(candidateId, process.id),
    ],
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {links
        .filter(([used]) => used)
        .map(([, label, to]) => (
          <Button key={label} size="small" variant="outlined" component={RouterLink} to={to}>
            {label}
          </Button>
        ))}
    </Stack>
  );
};
