/** The shell's generic texts. Product labels stay Portuguese and are not listed here. */
export const en = {
  nav: {
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    open: 'Open menu',
    close: 'Close menu',
    main: 'Main navigation',
  },
  notifications: {
    title: 'Notifications',
    open: 'Open notifications',
    markAllRead: 'Mark all as read',
    empty: 'No notifications yet',
    unread_one: 'You have {{count}} unread notification',
    unread_other: 'You have {{count}} unread notifications',
    new: 'New',
  },
  settings: {
    title: 'Settings',
    open: 'Open settings',
    close: 'Close settings',
    mode: 'Mode',
    light: 'Light',
    dark: 'Dark',
    direction: 'Direction',
    ltr: 'Left to right',
    rtl: 'Right to left',
    color: 'Colour',
    stretch: 'Stretch',
    stretchHint: 'Use the full width on large screens',
    reset: 'Reset',
  },
  colors: {
    default: 'Green',
    cyan: 'Cyan',
    purple: 'Purple',
    blue: 'Blue',
    orange: 'Orange',
    red: 'Red',
  },
  language: { label: 'Language' },
  account: { open: 'Open account menu' },
  common: { loading: 'Loading…', skipToContent: 'Skip to content', close: 'Close' },
};

export type ShellMessages = {
  [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string };
};
