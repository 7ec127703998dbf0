import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label/value pairs of a detail page, two columns on wide screens. */
export const DetailList = ({ items }: { items: [string, ReactNode][] }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, m: 0 }}
  >
    {items.map(([label, value]) => (
      <Box key={label}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {value || '—'}
        </Typography>
      </Box>
    ))}
  </Box>
);
