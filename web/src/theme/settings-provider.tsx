import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { SettingsContext, type SettingsContextValue } from './settings-context';
import { DEFAULT_SETTINGS, readSettings, writeSettings, type Settings } from './settings-storage';

export const SettingsProvider = ({ children }: { children: ReactNode }) => {
  const [settings, setSettings] = useState<Settings>(() => readSettings());
  const [drawerOpen, setDrawerOpen] = useState(false);

  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    writeSettings(DEFAULT_SETTINGS);
    setSettings(DEFAULT_SETTINGS);
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({ ...settings, update, reset, drawerOpen, setDrawerOpen }),
    [settings, update, reset, drawerOpen],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
};
