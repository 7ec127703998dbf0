import { THEME_COLORS, type ThemeColor } from './presets';

/** The spec's settings, plus the collapsed state of the sidebar. */
export type Settings = {
  themeMode: 'light' | 'dark';
  themeDirection: 'ltr' | 'rtl';
  themeColor: ThemeColor;
  themeStretch: boolean;
  navCollapsed: boolean;
};

export const SETTINGS_KEY = 'settings';
/** Bumped when the stored shape changes, so an old shape is dropped instead of misread. */
export const SETTINGS_VERSION = 1;

export const DEFAULT_SETTINGS: Settings = {
  themeMode: 'light',
  themeDirection: 'ltr',
  themeColor: 'default',
  themeStretch: false,
  navCollapsed: false,
};

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads the stored settings, keeping each valid field and defaulting the rest. */
export const readSettings = (storage: Storage = localStorage): Settings => {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (
    typeof stored !== 'object' ||
    stored === null ||
    (stored as { version?: unknown }).version !== SETTINGS_VERSION
  ) {
    return DEFAULT_SETTINGS;
  }
  const s = stored as Record<string, unknown>;
  return {
    themeMode: pick(s.themeMode, ['light', 'dark'] as const, DEFAULT_SETTINGS.themeMode),
    themeDirection: pick(
      s.themeDirection,
      ['ltr', 'rtl'] as const,
      DEFAULT_SETTINGS.themeDirection,
    ),
    themeColor: pick(s.themeColor, THEME_COLORS, DEFAULT_SETTINGS.themeColor),
    themeStretch: pick(s.themeStretch, [true, false] as const, DEFAULT_SETTINGS.themeStretch),
    navCollapsed: pick(s.navCollapsed, [true, false] as const, DEFAULT_SETTINGS.navCollapsed),
  };
};

export const writeSettings = (settings: Settings, storage: Storage = localStorage): void => {
  storage.setItem(SETTINGS_KEY, JSON.stringify({ version: SETTINGS_VERSION, ...settings }));
};
