import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../components/error-screen';
import { guestAuthRoutes, openAuthRoutes } from '../features/auth/auth.routes';
import { marketingRoutes } from '../features/marketing/marketing.routes';
import { AuthGuard } from './auth-guard';
import { featureRoutes } from './feature-routes';
import { GuestGuard } from './guest-guard';
import { LegacyRedirect } from './legacy-redirects';
import { paths } from './paths';

/** Pages under /dashboard: every feature's routes (feature-routes.ts finds them). */
const dashboardChildren: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard.dashboarding} replace /> },
  ...featureRoutes,
];

const authLayout = () =>
  import('../layouts/auth/auth-layout').then((m) => ({ Component: m.AuthLayout }));

const marketingLayout = () =>
  import('../layouts/marketing/marketing-layout').then((m) => ({ Component: m.MarketingLayout }));

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
            lazy: () =>
              import('../layouts/dashboard/dashboard-layout').then((m) => ({
                Component: m.DashboardLayout,
              })),
            children: dashboardChildren,
          },
        ],
      },
      { lazy: marketingLayout, children: marketingRoutes },
      // DESIGN.md section 5: the spec's unprefixed product paths live under /dashboard.
      { path: 'companies/*', element: <LegacyRedirect /> },
      { path: 'users/*', element: <LegacyRedirect /> },
      { path: '*', element: <Navigate to={paths.page404} replace /> },
    ],
  },
];
