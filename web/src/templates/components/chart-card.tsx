import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

type ChartCardProps = {
  title: string;
  /** Shown under the title; it also tells screen readers what the figure shows. */
  subheader?: string;
  action?: ReactNode;
  children: ReactNode;
};

/** A titled card around a chart, a table or a list of a dashboard. */
export const ChartCard = ({ title, subheader, action, children }: ChartCardProps) => (
  <Card component="section" aria-label={title} sx={{ height: '100%' }}>
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{
        title: { component: 'h2', variant: 'h6' },
        subheader: { variant: 'body2' },
      }}
    />
    <CardContent>{children}</CardContent>
  </Card>
);
