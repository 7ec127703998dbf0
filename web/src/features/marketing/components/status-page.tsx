import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/page-title';

type StatusPageProps = {
  code?: string;
  title: string;
  text: ReactNode;
  action?: { label: string; to: string };
};

/** 404, 500, maintenance and coming-soon: one message, one way out. */
export const StatusPage = ({ code, title, text, action }: StatusPageProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
    <PageTitle title={title} />
    {code && (
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 72, md: 120 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          mb: 2,
        }}
      >
        {code}
      </Typography>
    )}
    <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
    <Typography sx={{ color: 'text.secondary', mb: 5 }}>{text}</Typography>
    {action && (
      <Box>
        <Button component={RouterLink} to={action.to} variant="contained" size="large">
          {action.label}
        </Button>
      </Box>
    )}
  </Container>
);
