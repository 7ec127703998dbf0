import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

const TONES = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

const toneOf = (name: string) =>
  TONES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES.length] ?? 'primary';

export const initialsOf = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * A person's avatar from their initials: the sample data ships no pictures (no network). The
 * colour follows the name, so a person keeps it on every page; the darker step keeps the
 * white initials readable.
 */
export const InitialsAvatar = ({
  name,
  size = 40,
  sx,
}: {
  name: string;
  size?: number;
  sx?: SxProps<Theme>;
}) => {
  const tone = toneOf(name);
  return (
    <Avatar
      aria-hidden
      sx={[
        (theme) => ({
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 700,
          bgcolor: theme.palette[tone].darker,
          color: '#fff',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(name)}
    </Avatar>
  );
};
