import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ASSESSMENT_LABELS, type AssessmentKey } from '@hub/contract/assessments';
import { paths } from '../routes/paths';

const pregress = paths.dashboard.candidates.pregress;

const pageOf = (sheet: AssessmentKey, candidateId: string, processId: string): string => {
  switch (sheet) {
    case 'requirements':
      return pregress.auxiliaryRequirementsTest(candidateId, processId);
    case 'questions':
      return pregress.auxiliaryQuestionsTest(candidateId, processId);
    case 'customTest':
      return pregress.customTestQuestions(candidateId, processId);
    case 'valuesTest':
      return pregress.valuesTestIntro(candidateId, processId);
    case 'competencyTest':
      return paths.dashboard.candidates.competencyTest(candidateId);
    case 'videoInterview':
      return pregress.viewVideoInterview(candidateId, processId);
    case 'interview':
      // Not an answer sheet: the interviewers' scorecards, on the process's interviews.
      return `${paths.dashboard.selectiveProcesses.view(processId)}?aba=entrevistas`;
  }
};

/** The answer sheets of one professional in one process (answerSheetsOf the process), each opening its page. */
export const AssessmentLinks = ({
  sheets,
  candidateId,
  processId,
}: {
  sheets: readonly AssessmentKey[];
  candidateId: string;
  processId: string;
}) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
    {sheets.map((sheet) => (
      <Button
        key={sheet}
        size="small"
        variant="outlined"
        component={RouterLink}
        to={pageOf(sheet, candidateId, processId)}
      >
        {ASSESSMENT_LABELS[sheet]}
      </Button>
    ))}
  </Stack>
);
