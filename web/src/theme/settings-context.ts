import { createContext, useContext } from 'react';
import type { Settings } from './settings-storage';

export type SettingsContextValue = Settings & {
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export const useSettings = (): SettingsContextValue => {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside SettingsProvider');
  return value;
};
