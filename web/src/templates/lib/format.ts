import { useMemo } from 'react';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const LOCALES: Record<string, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

/** Numbers, money and dates in the language the switch picked (the templates follow it). */
export const formattersFor = (language: string) => {
  const locale = LOCALES[language] ?? 'en-US';
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  return {
    locale,
    number: (value: number) => number.format(value),
    compact: (value: number) => compact.format(value),
    currency: (value: number) => currency.format(value),
    /** A change as a signed percentage: 0.026 → +2.6%. */
    percent: (value: number) => percent.format(value),
    date: (value: Date | string | number) => date.format(new Date(value)),
    dateTime: (value: Date | string | number) => dateTime.format(new Date(value)),
    time: (value: Date | string | number) => time.format(new Date(value)),
    /** The short name of a month, 0 = January. */
    month: (monthIndex: number) => month.format(new Date(2024, monthIndex, 1)),
  };
};

export type Formatters = ReturnType<typeof formattersFor>;

export const useFormat = (): Formatters => {
  const { i18n } = useTemplatesTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => formattersFor(language), [language]);
};
