import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';

type ChartCardProps = { title: string; description: string; empty: boolean; children: ReactNode };

/** A chart with its title; its description doubles as the text alternative of the picture. */
export const ChartCard = ({ title, description, empty, children }: ChartCardProps) => (
  <Card component="section" aria-label={title}>
    <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
    <CardContent>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {description}
      </Typography>
      {empty ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          Sem dados ainda.
        </Typography>
      ) : (
        children
      )}
    </CardContent>
  </Card>
);
