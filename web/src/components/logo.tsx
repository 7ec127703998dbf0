import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type LogoProps = { to?: string; showName?: boolean; size?: number };

/** The hub's mark: a person inside a check, drawn inline so it needs no request. */
export const LogoMark = ({ size = 40 }: { size?: number }) => (
  <Box
    component="svg"
    viewBox="0 0 48 48"
    sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
    aria-hidden
    focusable="false"
  >
    <rect x="2" y="2" width="44" height="44" rx="12" fill="currentColor" />
    <circle cx="24" cy="17" r="6" fill="#fff" />
    <path
      d="M12 36c1.8-6.4 6.4-10 12-10s10.2 3.6 12 10"
      stroke="#fff"
      strokeWidth="4"
      strokeLinecap="round"
      fill="none"
    />
  </Box>
);

export const Logo = ({ to, showName = true, size = 40 }: LogoProps) => {
  const content = (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <LogoMark size={size} />
      {showName && (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.2, color: 'text.primary' }}
        >
          Hub de Recrutamento
        </Typography>
      )}
    </Box>
  );
  if (!to) return content;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Hub de Recrutamento: início"
      sx={{ display: 'inline-flex', textDecoration: 'none' }}
    >
      {content}
    </Box>
  );
};
