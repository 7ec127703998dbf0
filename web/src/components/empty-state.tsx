import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

type EmptyStateProps = { title: string; description?: ReactNode; action?: ReactNode };

/** What a list or panel shows when it has nothing yet: says so plainly, offers the next step. */
export const EmptyState = ({ title, description, action }: EmptyStateProps) => (
  <Box
    sx={{
      py: 8,
      px: 3,
      textAlign: 'center',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 1,
    }}
  >
    <InboxOutlined aria-hidden sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} />
    <Typography variant="h6" component="p">
      {title}
    </Typography>
    {description && (
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {description}
      </Typography>
    )}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);
