import { createBrowserRouter } from 'react-router';
// The DOM's provider: a navigation asked with `flushSync` (a list's own URL writes) renders at once.
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '../auth/auth-provider';
import { patchRoutesOnNavigation, routes } from '../routes/route-table';
import { SettingsProvider } from '../theme/settings-provider';
import { AppThemeProvider } from '../theme/theme-provider';
import { AppSnackbarProvider } from './snackbar-provider';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

/** Providers every route needs. Query cache and translations belong to the layouts that use them. */
export const App = () => (
  <SettingsProvider>
    <AppThemeProvider>
      <AppSnackbarProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </AppSnackbarProvider>
    </AppThemeProvider>
  </SettingsProvider>
);
