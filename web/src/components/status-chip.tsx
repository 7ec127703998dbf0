import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';

export type StatusColor =
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** A soft-coloured chip for a status label; the colour comes from the domain's config. */
export const StatusChip = ({
  label,
  color = 'default',
}: {
  label: string;
  color?: StatusColor;
}) => (
  <Chip
    size="small"
    label={label}
    sx={(theme) => {
      if (color === 'default')
        return {
          fontWeight: 700,
          bgcolor: alpha(theme.palette.grey[500], 0.16),
          color: 'text.primary',
        };
      const tone = theme.palette[color];
      // The darkest (light mode) or lightest (dark mode) step keeps the label at AA on the tint.
      return {
        fontWeight: 700,
        bgcolor: alpha(tone.main, 0.16),
        color: theme.palette.mode === 'light' ? tone.darker : tone.lighter,
      };
    }}
  />
);
