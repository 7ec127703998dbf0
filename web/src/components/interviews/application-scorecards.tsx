import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInterviewTime, SCORECARD_RECOMMENDATION_LABELS } from '@hub/contract/interviews';
import { useApplicationScorecards } from './interviews-api';

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** An application's interview scorecards: the mean of their ratings, and each interviewer's recommendation. */
export const ApplicationScorecards = ({ applicationId }: { applicationId: string }) => {
  const { data } = useApplicationScorecards(applicationId);
  if (!data || data.scorecards.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Avaliações das entrevistas">
      <Typography variant="subtitle2">
        Avaliação das entrevistas: média {data.mean === null ? '—' : decimal.format(data.mean)} de 5
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {data.scorecards.map((card) => (
          <Typography component="li" variant="body2" key={card.id}>
            {card.interviewer.name} ({formatInterviewTime(card.interviewStartsAt)}): {decimal.format(card.mean)} ·{' '}
            {SCORECARD_RECOMMENDATION_LABELS[card.recommendation]}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
};
