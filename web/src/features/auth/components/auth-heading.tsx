import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LogoMark } from '../../../components/logo';
import { PageTitle } from '../../../components/page-title';

/** The top of every auth screen: the logo, the heading and a line of guidance. */
export const AuthHeading = ({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle: string;
  children?: ReactNode;
}) => (
  <Box sx={{ mb: 4, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    <PageTitle title={documentTitle} />
    <LogoMark size={48} />
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
    {children && <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>}
  </Box>
);
