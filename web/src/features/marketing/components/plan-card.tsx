import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { Link as RouterLink } from 'react-router';
import { PLAN_INTERVAL_LABELS, type PublicPlan } from '@hub/contract/plans';
import { formatMoney } from '../../../lib/format';
import { planLines } from './plan-lines';

/** One plan of the price table: price per period, limits, features, and the way to subscribe. */
export const PlanCard = ({ plan, subscribeHref }: { plan: PublicPlan; subscribeHref: string }) => (
  <Card component="article" aria-labelledby={`plan-${plan.id}`} sx={{ height: '100%' }}>
    <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
      <Typography id={`plan-${plan.id}`} variant="h5" component="h2">
        {plan.name}
      </Typography>
      <div>
        <Typography variant="h3" component="p">
          {formatMoney(plan.priceCents)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Cobrança {PLAN_INTERVAL_LABELS[plan.interval].toLowerCase()}
        </Typography>
      </div>
      {plan.description && <Typography variant="body2">{plan.description}</Typography>}
      <Typography
        component="ul"
        variant="body2"
        sx={{ pl: 0, m: 0, listStyle: 'none', flexGrow: 1 }}
      >
        {planLines(plan).map((line) => (
          <li key={line} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
            <CheckOutlined fontSize="small" color="primary" aria-hidden />
            {line}
          </li>
        ))}
      </Typography>
      <Button
        component={RouterLink}
        to={subscribeHref}
        variant="contained"
        aria-label={`Assinar o plano ${plan.name}`}
      >
        Assinar
      </Button>
    </CardContent>
  </Card>
);
