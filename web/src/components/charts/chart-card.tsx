import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

type ChartCardProps = {
  title: string;
  description: string;
  empty: boolean;
  /** A card whose figures come on their own shows it is waiting for them. */
  loading?: boolean;
  /** Beside the title: a link, a download. */
  action?: ReactNode;
  children: ReactNode;
};

/** A chart with its title; its description doubles as the text alternative of the picture. */
export const ChartCard = ({
  title,
  description,
  empty,
  loading,
  action,
  children,
}: ChartCardProps) => {
  const body = () => {
    if (loading)
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={`Carregando: ${title}`} />
        </Box>
      );
    if (empty)
      return (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          Sem dados ainda.
        </Typography>
      );
    return children;
  };
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {description}
        </Typography>
        {body()}
      </CardContent>
    </Card>
  );
};
