import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './page-title';

export type Crumb = { name: string; href?: string };

type PageHeaderProps = {
  title: string;
  crumbs?: Crumb[];
  action?: ReactNode;
  description?: ReactNode;
};

/** The heading of every dashboard page: title (also the document title), breadcrumbs, main action. */
export const PageHeader = ({ title, crumbs, action, description }: PageHeaderProps) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: { xs: 'flex-start', sm: 'center' },
      flexDirection: { xs: 'column', sm: 'row' },
      gap: 2,
      mb: { xs: 3, md: 5 },
    }}
  >
    <PageTitle title={title} />
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label="Trilha de navegação" sx={{ mt: 1 }}>
          {crumbs.map((crumb) =>
            crumb.href ? (
              <Link
                key={crumb.name}
                component={RouterLink}
                to={crumb.href}
                color="inherit"
                variant="body2"
              >
                {crumb.name}
              </Link>
            ) : (
              <Typography key={crumb.name} variant="body2" sx={{ color: 'text.secondary' }}>
                {crumb.name}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      {description && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
    </Box>
    {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
  </Box>
);
