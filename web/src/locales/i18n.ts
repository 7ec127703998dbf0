import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

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
 * The one i18next instance, for the template pages only: they add their namespace with
 * `addNamespace` when the first one loads, and the language switch translates them. The product's
 * own texts, the shell's included (layouts/dashboard/shell-texts.ts), are Portuguese whatever the
 * switch says, and `html lang` stays pt-BR.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: readLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  defaultNS: 'templates',
  ns: [],
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) localStorage.setItem(LANGUAGE_KEY, language);
});

export const addNamespace = (
  namespace: string,
  byLanguage: Record<Language, Record<string, unknown>>,
): void => {
  for (const [language, messages] of Object.entries(byLanguage)) {
    i18n.addResourceBundle(language, namespace, messages, true, true);
  }
  // The instance starts without texts, so no language was resolved yet: resolve the chosen one now
  // (the template pages format numbers and dates with it).
  if (!i18n.resolvedLanguage) void i18n.changeLanguage(i18n.language);
};
