import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Grids of dashboard cards: figures side by side, charts two-thirds and one-third wide. */
export const StatGrid = ({ children, columns = 3 }: { children: ReactNode; columns?: 3 | 4 }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 3,
      mb: 3,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
    }}
  >
    {children}
  </Box>
);

export const SplitGrid = ({
  children,
  ratio = '2fr 1fr',
}: {
  children: ReactNode;
  ratio?: string;
}) => (
  <Box sx={{ display: 'grid', gap: 3, mb: 3, gridTemplateColumns: { xs: '1fr', lg: ratio } }}>
    {children}
  </Box>
);
