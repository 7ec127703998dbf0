import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A figure with its label; `link` opens the list it counts; `caption` says more under it. */
export type Figure = { label: string; value: string; caption?: ReactNode; link?: string };

/** Headline figures side by side (a description list), a few per row as the screen allows. */
export const FigureList = ({ figures, columns = 5 }: { figures: Figure[]; columns?: number }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: {
        xs: 'repeat(2, 1fr)',
        sm: `repeat(${Math.min(columns, 3)}, 1fr)`,
        md: `repeat(${columns}, 1fr)`,
      },
    }}
  >
    {figures.map((figure) => (
      <Box key={figure.label} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          {figure.label}
        </Typography>
        {/* The caption inside the definition: a list's group holds only its term and definition. */}
        <Box component="dd" sx={{ m: 0 }}>
          <Typography component="span" variant="h6" sx={{ display: 'block' }}>
            {figure.link ? (
              <Link component={RouterLink} to={figure.link} underline="hover">
                {figure.value}
              </Link>
            ) : (
              figure.value
            )}
          </Typography>
          {figure.caption && (
            <Typography
              component="span"
              variant="caption"
              sx={{ display: 'block', color: 'text.secondary' }}
            >
              {figure.caption}
            </Typography>
          )}
        </Box>
      </Box>
    ))}
  </Box>
);
