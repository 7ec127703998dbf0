import type { ShellMessages } from './en';

export const fr: ShellMessages = {
  nav: {
    collapse: 'Réduire la barre latérale',
    expand: 'Déployer la barre latérale',
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
    main: 'Navigation principale',
  },
  notifications: {
    title: 'Notifications',
    open: 'Ouvrir les notifications',
    markAllRead: 'Tout marquer comme lu',
    empty: 'Aucune notification pour le moment',
    unread_one: 'Vous avez {{count}} notification non lue',
    unread_other: 'Vous avez {{count}} notifications non lues',
    new: 'Nouveau',
  },
  settings: {
    title: 'Paramètres',
    open: 'Ouvrir les paramètres',
    close: 'Fermer les paramètres',
    mode: 'Mode',
    light: 'Clair',
    dark: 'Sombre',
    direction: 'Sens',
    ltr: 'De gauche à droite',
    rtl: 'De droite à gauche',
    color: 'Couleur',
    stretch: 'Pleine largeur',
    stretchHint: 'Utiliser toute la largeur sur les grands écrans',
    reset: 'Réinitialiser',
  },
  colors: { default: 'Vert', cyan: 'Cyan', purple: 'Violet', blue: 'Bleu', orange: 'Orange', red: 'Rouge' },
  language: { label: 'Langue' },
  account: { open: 'Ouvrir le menu du compte' },
  common: { loading: 'Chargement…', skipToContent: 'Aller au contenu', close: 'Fermer' },
};
