import { useSyncExternalStore } from 'react';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'de';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_KEY = 'i18nextLng';

const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language.code === value);

/** The stored choice, or German (the spec's default) when nothing valid is stored. */
export const readLanguage = (storage: Storage = localStorage): Language => {
  const stored = storage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/**
 * The switch's choice, kept in browser storage. Only the template pages are translated (their
 * i18next instance follows this choice and loads with them), so the shell carries the choice alone
 * and none of i18next.
 */
const listeners = new Set<(language: Language) => void>();

export const chooseLanguage = (language: Language): void => {
  localStorage.setItem(LANGUAGE_KEY, language);
  for (const listener of listeners) listener(language);
};

export const onLanguageChange = (listener: (language: Language) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLanguage = (): Language =>
  useSyncExternalStore(onLanguageChange, () => readLanguage());
