import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../locales/i18n';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

/**
 * The template pages' texts, a namespace of their own. Only template pages import this module,
 * so the texts travel in the templates' lazy chunks and the product's bundles never carry them;
 * registering happens once, when the first template page loads.
 */
addNamespace('templates', { en, de, fr });

export const useTemplatesTranslation = () => useTranslation('templates');
