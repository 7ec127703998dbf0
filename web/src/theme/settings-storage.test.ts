import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY, writeSettings } from './settings-storage';

describe('settings storage', () => {
  afterEach(() => localStorage.clear());

  it('answers the defaults when nothing is stored', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps what was written', () => {
    const settings = {
      themeMode: 'dark',
      themeDirection: 'rtl',
      themeColor: 'purple',
      themeStretch: true,
      navCollapsed: true,
    } as const;
    writeSettings(settings);
    expect(readSettings()).toEqual(settings);
  });

  it('defaults each invalid field and drops another version or broken JSON', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ version: 1, themeMode: 'sepia', themeColor: 'red', themeStretch: 'yes' }),
    );
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, themeColor: 'red' });
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ version: 0, themeMode: 'dark' }));
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_KEY, '{');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
