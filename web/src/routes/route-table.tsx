import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../components/error-screen';
import { accountRoutes } from '../features/account/account.routes';
import { guestAuthRoutes, openAuthRoutes } from '../features/auth/auth.routes';
import { candidatesRoutes } from '../features/candidates/candidates.routes';
import { companiesRoutes } from '../features/companies/companies.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { importsRoutes } from '../features/imports/imports.routes';
import { logsRoutes } from '../features/logs/logs.routes';
import { marketingRoutes } from '../features/marketing/marketing.routes';
import { messagesRoutes } from '../features/messages/messages.routes';
import { partnersRoutes } from '../features/partners/partners.routes';
import { plansRoutes } from '../features/plans/plans.routes';
import { selectiveProcessesRoutes } from '../features/selective-processes/selective-processes.routes';
import { settingsRoutes } from '../features/settings/settings.routes';
import { subscriptionsRoutes } from '../features/subscriptions/subscriptions.routes';
import { superAdminsRoutes } from '../features/super-admins/super-admins.routes';
import { vouchersRoutes } from '../features/vouchers/vouchers.routes';
import { templateRoutes } from '../templates/template-routes';
import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';
import { LegacyRedirect } from './legacy-redirects';
import { paths } from './paths';

/** Pages under /dashboard: each feature lists its own routes; a new feature adds one line. */
const dashboardChildren: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard.dashboarding} replace /> },
  ...dashboardRoutes,
  ...companiesRoutes,
  ...candidatesRoutes,
  ...superAdminsRoutes,
  ...partnersRoutes,
  ...importsRoutes,
  ...plansRoutes,
  ...subscriptionsRoutes,
  ...vouchersRoutes,
  ...selectiveProcessesRoutes,
  ...settingsRoutes,
  ...messagesRoutes,
  ...logsRoutes,
  ...accountRoutes,
  ...templateRoutes,
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
