import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { QueryProvider } from '../../app/query-provider';
import { useAuth } from '../../auth/auth-context';
import { Logo } from '../../components/logo';
import { paths } from '../../routes/paths';

const headerLinks = [
  { title: 'Planos', path: paths.pricing },
  { title: 'Sobre', path: paths.about },
  { title: 'Dúvidas', path: paths.faqs },
  { title: 'Contato', path: paths.contact },
];

/** The spec's footer: About, Contact, FAQs, Terms, Privacy. */
const footerLinks = [
  { title: 'Sobre', path: paths.about },
  { title: 'Contato', path: paths.contact },
  { title: 'Perguntas frequentes', path: paths.faqs },
  { title: 'Termos de uso', path: paths.terms },
  { title: 'Privacidade', path: paths.privacy },
];

/** The header's way in: the login for a visitor, the dashboard for a signed-in administrator. */
const AccountButton = () => {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <Button component={RouterLink} to={paths.dashboard.root} variant="contained">
      Ir para o painel
    </Button>
  ) : (
    <Button component={RouterLink} to={paths.auth.login} variant="contained">
      Entrar
    </Button>
  );
};

/** Public pages: header with the hub's links, footer with the institutional ones. */
export const MarketingLayout = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
    <Box component="header" sx={{ borderBottom: (theme) => `1px solid ${theme.palette.divider}` }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2, flexWrap: 'wrap' }}>
        <Logo to={paths.about} />
        <Box
          component="nav"
          aria-label="Páginas do hub"
          sx={{
            display: 'flex',
            gap: { xs: 1, md: 3 },
            ml: { md: 4 },
            flexGrow: 1,
            flexWrap: 'wrap',
          }}
        >
          {headerLinks.map((link) => (
            <Link
              key={link.path}
              component={RouterLink}
              to={link.path}
              color="inherit"
              variant="subtitle2"
            >
              {link.title}
            </Link>
          ))}
        </Box>
        <AccountButton />
      </Container>
    </Box>
    <Box component="main" sx={{ flexGrow: 1 }}>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </Box>
    <Box component="footer" sx={{ mt: 8 }}>
      <Divider />
      <Container
        sx={{
          py: 5,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { md: 'center' },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Logo />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', maxWidth: 420 }}>
            O hub de recrutamento do conselho profissional: vagas, processos seletivos e
            profissionais registrados em um só lugar.
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label="Institucional"
          sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}
        >
          {footerLinks.map((link) => (
            <Link
              key={link.path}
              component={RouterLink}
              to={link.path}
              color="inherit"
              variant="body2"
            >
              {link.title}
            </Link>
          ))}
        </Box>
      </Container>
      <Typography
        variant="caption"
        component="p"
        sx={{ textAlign: 'center', pb: 3, color: 'text.secondary' }}
      >
        © {new Date().getFullYear()} Hub de Recrutamento do Conselho. Todos os direitos reservados.
      </Typography>
    </Box>
  </Box>
);
