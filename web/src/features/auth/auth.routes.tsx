import type { RouteObject } from 'react-router';

const loginPage = () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage }));
const registerPage = () =>
  import('./pages/register-page').then((m) => ({ Component: m.RegisterPage }));

/** Login and register: the route table puts these behind the guest guard. */
export const guestAuthRoutes: RouteObject[] = [
  { path: 'auth/login', lazy: loginPage },
  { path: 'auth/register', lazy: registerPage },
];

/** Reachable signed in or not: the spec's -unprotected variants, reset and change password, a device link's landing. */
export const openAuthRoutes: RouteObject[] = [
  { path: 'auth/login-unprotected', lazy: loginPage },
  { path: 'auth/register-unprotected', lazy: registerPage },
  {
    path: 'auth/reset-password',
    lazy: () =>
      import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'auth/change-password',
    lazy: () =>
      import('./pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  },
  {
    path: 'auth/device-link',
    lazy: () => import('./pages/device-link-page').then((m) => ({ Component: m.DeviceLinkPage })),
  },
];
