import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';

type MarketingPageProps = {
  title: string;
  overline?: string;
  lead?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
};

/** A public page: heading block, then the content in a readable column. */
export const MarketingPage = ({
  title,
  overline,
  lead,
  children,
  maxWidth = 'md',
}: MarketingPageProps) => (
  <Container maxWidth={maxWidth} sx={{ py: { xs: 6, md: 10 } }}>
    <PageTitle title={title} />
    <Box sx={{ mb: 6 }}>
      {overline && (
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {overline}
        </Typography>
      )}
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {lead && (
        <Typography
          variant="h6"
          component="p"
          sx={{ mt: 2, fontWeight: 400, color: 'text.secondary' }}
        >
          {lead}
        </Typography>
      )}
    </Box>
    {children}
  </Container>
);

/** A titled section of prose inside a public page. */
export const ProseSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 5 }}>
    <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    <Box sx={{ '& p': { mb: 2, lineHeight: 1.75 }, '& li': { mb: 1, lineHeight: 1.75 } }}>
      {children}
    </Box>
  </Box>
);
