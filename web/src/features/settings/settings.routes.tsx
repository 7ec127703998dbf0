import type { RouteObject } from 'react-router';

/** Routes under /dashboard (spec section 2): settings, settings/weights, settings/retention and settings/processing-record. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: 'settings/weights',
    lazy: () => import('./pages/weights-page').then((m) => ({ Component: m.WeightsPage })),
  },
  {
    path: 'settings/retention',
    lazy: () => import('./pages/retention-page').then((m) => ({ Component: m.RetentionPage })),
  },
  {
    path: 'settings/processing-record',
    lazy: () =>
      import('./pages/processing-settings-page').then((m) => ({ Component: m.ProcessingSettingsPage })),
  },
];
