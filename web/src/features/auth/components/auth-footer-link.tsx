import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The way back (or onwards) under an auth form: an optional lead-in and one link. */
export const AuthFooterLink = ({
  lead,
  label,
  to,
}: {
  lead?: string;
  label: string;
  to: string;
}) => (
  <Typography variant="body2" sx={{ mt: 3 }}>
    {lead && `${lead} `}
    <Link component={RouterLink} to={to} underline="always">
      {label}
    </Link>
  </Typography>
);
