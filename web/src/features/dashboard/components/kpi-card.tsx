import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Kpi } from '../dashboard.config';

export const KpiCard = ({ kpi }: { kpi: Kpi }) => (
  <Card>
    <CardActionArea
      component={RouterLink}
      to={kpi.link}
      sx={{ p: 3, height: '100%' }}
      aria-label={`${kpi.label}: ${kpi.value}`}
    >
      <Typography variant="subtitle2" component="p" sx={{ color: 'text.secondary' }}>
        {kpi.label}
      </Typography>
      <Typography variant="h3" component="p" sx={{ my: 1 }}>
        {kpi.value}
      </Typography>
      {kpi.caption && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {kpi.caption}
        </Typography>
      )}
    </CardActionArea>
  </Card>
);

/**
 * The place of a KPI whose count comes after the summary's, with the card's own lines: the grid
 * keeps its rows and the charts below do not move when the count arrives.
 */
export const KpiCardSkeleton = ({ label }: { label: string }) => (
  <Card aria-busy="true" sx={{ p: 3 }}>
    <Typography variant="subtitle2" component="p" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography variant="h3" component="p" sx={{ my: 1 }}>
      <Skeleton width="40%" />
    </Typography>
    <Typography variant="body2">
      <Skeleton width="60%" />
    </Typography>
  </Card>
);
