import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { PagePermissionContext } from '../../auth/page-access';
import { useCan } from '../../auth/use-can';
import { AccessDenied } from '../../components/access-denied';
import { paths } from '../../routes/paths';
import { permissionOfPath } from './nav-config';
import { QueryProvider } from '../../app/query-provider';
import { ReauthDialog } from '../../components/reauth-dialog';
import { useSettings } from '../../theme/settings-context';
import { Header } from './header';
import { NAV_BREAKPOINT } from './layout-config';
import { NavMobile } from './nav-mobile';
import { NavVertical } from './nav-vertical';
import { SHELL_TEXTS } from './shell-texts';

const MAIN_ID = 'conteudo';

// Opened from the top bar's gear: it loads the first time it opens, then stays for its transitions.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

/** The dashboard shell: sidebar, top bar, settings drawer, and the page in the middle. */
const Shell = () => {
  const settings = useSettings();
  // A page the profile does not allow shows "Acesso negado" in place, with the way back (decision 028).
  const allowed = useCan(permissionOfPath(useLocation().pathname));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(NAV_BREAKPOINT), {
    noSsr: true,
  });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  // MFA_REQUIRED holds the session to enrolling a second factor on 'Minha conta' first.
  const enrolling = useAuth().user?.enrolmentRequired === true;

  // The spec resets the collapse on narrow screens (state derived from the previous render).
  const [wasWide, setWasWide] = useState(wide);
  if (wide !== wasWide) {
    setWasWide(wide);
    if (!wide && settings.navCollapsed) settings.update({ navCollapsed: false });
  }
  const [drawerOpened, setDrawerOpened] = useState(settings.drawerOpen);
  if (settings.drawerOpen && !drawerOpened) setDrawerOpened(true);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {SHELL_TEXTS.skipToContent}
      </Link>
      {wide ? (
        <NavVertical
          collapsed={settings.navCollapsed}
          onToggle={() => settings.update({ navCollapsed: !settings.navCollapsed })}
        />
      ) : (
        <NavMobile open={mobileOpen} onClose={() => setMobileOpen(false)} />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header onOpenNav={() => setMobileOpen(true)} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, outline: 'none' }}
        >
          <Container maxWidth={settings.themeStretch ? false : 'lg'}>
            {enrolling && pathname !== paths.dashboard.user.account ? (
              <Navigate to={paths.dashboard.user.account} replace />
            ) : allowed ? (
              // Links inside read the same rule: one to a page the profile may not open is text.
              <PagePermissionContext value={permissionOfPath}>
                <Outlet />
              </PagePermissionContext>
            ) : (
              <AccessDenied />
            )}
          </Container>
        </Box>
      </Box>
      {drawerOpened && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
      <ReauthDialog />
    </Box>
  );
};

/** The query cache lives with the dashboard. */
export const DashboardLayout = () => (
  <QueryProvider>
    <Shell />
  </QueryProvider>
);
