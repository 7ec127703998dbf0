import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_LIFECYCLE, SUBSCRIPTION_STATUSES } from '@hub/contract/subscriptions';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSubscriptionSummary } from '../api/subscriptions';

/** Monthly recurring revenue of the active subscriptions (quarterly / 3, yearly / 12...). */
export const MrrSummary = () => {
  const { data, isError, error } = useSubscriptionSummary();
  if (isError)
    return (
      <Typography role="alert" color="error" sx={{ mb: 3 }}>
        {errorMessage(error)}
      </Typography>
    );
  return (
    <Card component="section" aria-labelledby="mrr-title" sx={{ mb: 3 }}>
      <CardContent sx={{ p: 3, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-end' }}>
        <div>
          <Typography
            id="mrr-title"
            variant="subtitle2"
            component="h2"
            sx={{ color: 'text.secondary' }}
          >
            Receita recorrente mensal (assinaturas ativas)
          </Typography>
          <Typography variant="h3" component="p" data-testid="mrr">
            {data ? formatMoney(data.mrrCents) : '…'}
          </Typography>
        </div>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          {SUBSCRIPTION_STATUSES.map((status) => (
            <div key={status}>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {SUBSCRIPTION_LIFECYCLE.labels[status]}
              </Typography>
              <Typography variant="h6" component="p">
                {data?.countsByStatus[status] ?? 0}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
