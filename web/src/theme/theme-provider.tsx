import { useEffect, useMemo, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from './create-app-theme';
import { useSettings } from './settings-context';

const ltrCache = createCache({ key: 'css' });

/**
 * MUI theme from the settings. RTL flips every style through stylis-plugin-rtl, whose code loads
 * only for those who choose RTL; the page stays left-to-right for the moment that takes.
 */
export const AppThemeProvider = ({ children }: { children: ReactNode }) => {
  const { themeMode, themeDirection, themeColor } = useSettings();
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  const direction = themeDirection === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  const theme = useMemo(
    () => createAppTheme({ themeMode, themeDirection: direction, themeColor }),
    [themeMode, direction, themeColor],
  );

  useEffect(() => {
    if (themeDirection === 'rtl' && !rtlCache)
      void import('./rtl-cache').then((module) => setRtlCache(module.rtlCache));
  }, [themeDirection, rtlCache]);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = themeMode;
  }, [direction, themeMode]);

  return (
    <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
