import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from './initials-avatar';

/** A person's avatar, name and a line under it (a date, an email, a city). */
export const PersonLine = ({
  name,
  caption,
  size = 40,
}: {
  name: string;
  caption: ReactNode;
  size?: number;
}) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
    <InitialsAvatar name={name} size={size} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" noWrap>
        {name}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Box>
  </Box>
);
