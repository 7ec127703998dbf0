import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** The greeting card at the top of a dashboard: a headline, a line of text, an action. */
export const WelcomeCard = ({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description: string;
  action: ReactNode;
  icon: ReactNode;
}) => (
  <Card
    sx={(theme) => ({
      p: { xs: 3, md: 5 },
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      gap: 3,
      bgcolor: alpha(theme.palette.primary.main, 0.08),
    })}
  >
    <Box sx={{ flexGrow: 1 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 3, maxWidth: 420 }}>
        {description}
      </Typography>
      {action}
    </Box>
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', sm: 'flex' },
        color: 'primary.main',
        '& svg': { fontSize: 120 },
      }}
    >
      {icon}
    </Box>
  </Card>
);
