import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../auth/auth-provider';
import { i18n } from '../locales/i18n';
import { routes } from '../routes/route-table';
import { SettingsProvider } from '../theme/settings-provider';
import { AppThemeProvider } from '../theme/theme-provider';
import { createQueryClient } from './query-client';
import { AppSnackbarProvider } from './snackbar-provider';

const router = createBrowserRouter(routes);

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <AppThemeProvider>
            <AppSnackbarProvider>
              <AuthProvider>
                <RouterProvider router={router} />
              </AuthProvider>
            </AppSnackbarProvider>
          </AppThemeProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
