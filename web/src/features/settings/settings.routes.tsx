import type { RouteObject } from 'react-router';

/** Routes under /dashboard (spec section 2): settings and settings/weights. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: 'settings/weights',
    lazy: () => import('./pages/weights-page').then((m) => ({ Component: m.WeightsPage })),
  },
];
