import {
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RouteErrorScreen } from '../components/error-screen';
import { guestAuthRoutes, openAuthRoutes } from '../features/auth/auth.routes';
import { marketingRoutes } from '../features/marketing/marketing.routes';
import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';
import { LegacyRedirect } from './legacy-redirects';
import { paths } from './paths';

const authLayout = () =>
  import('../layouts/auth/auth-layout').then((m) => ({ Component: m.AuthLayout }));

const marketingLayout = () =>
  import('../layouts/marketing/marketing-layout').then((m) => ({ Component: m.MarketingLayout }));

const DASHBOARD_LAYOUT = 'dashboard-layout';

/**
 * The route declarations under /dashboard stay out of the entry (decision 006): the login page
 * does not carry them. The router asks for them on the first path it cannot match, and on a path
 * only the catch-all matched; each time after the first finds them loaded and already patched.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return;
  const { dashboardChildren } = await import('./dashboard-routes');
  patch(DASHBOARD_LAYOUT, dashboardChildren);
};

/** Every route of spec section 2 and DESIGN.md section 5. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <Navigate to={paths.auth.login} replace /> },
      {
        lazy: authLayout,
        children: [
          {
            element: (
              <GuestGuard>
                <Outlet />
              </GuestGuard>
            ),
            children: guestAuthRoutes,
          },
          ...openAuthRoutes,
        ],
      },
      {
        path: 'dashboard',
        element: (
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        ),
        children: [
          {
            id: DASHBOARD_LAYOUT,
            lazy: () =>
              import('../layouts/dashboard/dashboard-layout').then((m) => ({
                Component: m.DashboardLayout,
              })),
            // The pages come with the first visit under /dashboard (patchRoutesOnNavigation).
            children: [
              { index: true, element: <Navigate to={paths.dashboard.dashboarding} replace /> },
            ],
          },
        ],
      },
      // The professional's slot link (issue 69): public, outside the back-office's layouts.
      { path: 'entrevista', lazy: () => import('./interview-slots-route') },
      { lazy: marketingLayout, children: marketingRoutes },
      // DESIGN.md section 5: the spec's unprefixed product paths live under /dashboard.
      { path: 'companies/*', element: <LegacyRedirect /> },
      { path: 'users/*', element: <LegacyRedirect /> },
      { path: '*', element: <Navigate to={paths.page404} replace /> },
    ],
  },
];
