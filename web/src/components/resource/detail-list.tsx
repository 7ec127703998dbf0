import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Label/value pairs of a detail page, two columns on wide screens. A column is never wider than its
 * share and a long value (an email) wraps: otherwise it pushed a drawer's content past its edge.
 */
export const DetailList = ({ items }: { items: [string, ReactNode][] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      m: 0,
    }}
  >
    {items.map(([label, value]) => (
      <Box key={label}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value || '—'}
        </Typography>
      </Box>
    ))}
  </Box>
);
