import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  onLanguageChange,
  readLanguage,
} from '../../locales/language';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

/**
 * The template pages' translations: the one i18next instance, created when the first template page
 * loads, so i18next and the texts travel in the templates' lazy chunks and never in the product's
 * bundles. It follows the shell's language switch; the product's own texts are Portuguese whatever
 * the switch says, and `html lang` stays pt-BR.
 */
const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { templates: en }, de: { templates: de }, fr: { templates: fr } },
  lng: readLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  defaultNS: 'templates',
  ns: ['templates'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

onLanguageChange((language) => void i18n.changeLanguage(language));

export const useTemplatesTranslation = () => useTranslation('templates', { i18n });
