import type { ShellMessages } from './en';

export const de: ShellMessages = {
  nav: {
    collapse: 'Seitenleiste einklappen',
    expand: 'Seitenleiste ausklappen',
    open: 'Menü öffnen',
    close: 'Menü schließen',
    main: 'Hauptnavigation',
  },
  notifications: {
    title: 'Benachrichtigungen',
    open: 'Benachrichtigungen öffnen',
    markAllRead: 'Alle als gelesen markieren',
    empty: 'Noch keine Benachrichtigungen',
    unread_one: 'Sie haben {{count}} ungelesene Benachrichtigung',
    unread_other: 'Sie haben {{count}} ungelesene Benachrichtigungen',
    new: 'Neu',
  },
  settings: {
    title: 'Einstellungen',
    open: 'Einstellungen öffnen',
    close: 'Einstellungen schließen',
    mode: 'Modus',
    light: 'Hell',
    dark: 'Dunkel',
    direction: 'Richtung',
    ltr: 'Links nach rechts',
    rtl: 'Rechts nach links',
    color: 'Farbe',
    stretch: 'Volle Breite',
    stretchHint: 'Auf großen Bildschirmen die ganze Breite nutzen',
    reset: 'Zurücksetzen',
  },
  colors: { default: 'Grün', cyan: 'Cyan', purple: 'Lila', blue: 'Blau', orange: 'Orange', red: 'Rot' },
  language: { label: 'Sprache' },
  account: { open: 'Kontomenü öffnen' },
  common: { loading: 'Wird geladen…', skipToContent: 'Zum Inhalt springen', close: 'Schließen' },
};
