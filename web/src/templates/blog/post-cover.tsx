import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A post's cover, drawn from its colour: the sample data ships no pictures. */
export const PostCover = ({
  color,
  height,
  children,
}: {
  color: string;
  height: number;
  children?: ReactNode;
}) => (
  <Box
    sx={{
      height,
      borderRadius: 1.5,
      position: 'relative',
      overflow: 'hidden',
      background: `radial-gradient(circle at 20% 20%, ${alpha(color, 0.55)}, transparent 55%), linear-gradient(135deg, ${alpha(color, 0.9)}, ${alpha('#161C24', 0.9)})`,
    }}
  >
    {children}
  </Box>
);
