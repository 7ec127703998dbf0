import { useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createAppTheme } from './create-app-theme';
import { useSettings } from './settings-context';

const caches = {
  ltr: createCache({ key: 'css' }),
  rtl: createCache({ key: 'css-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** MUI theme from the settings; RTL flips every style through stylis-plugin-rtl. */
export const AppThemeProvider = ({ children }: { children: ReactNode }) => {
  const { themeMode, themeDirection, themeColor } = useSettings();
  const theme = useMemo(
    () => createAppTheme({ themeMode, themeDirection, themeColor }),
    [themeMode, themeDirection, themeColor],
  );

  useEffect(() => {
    document.documentElement.dir = themeDirection;
    document.documentElement.style.colorScheme = themeMode;
  }, [themeDirection, themeMode]);

  return (
    <CacheProvider value={caches[themeDirection]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
