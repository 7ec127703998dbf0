/**
 * The shell's own texts (top bar, bell, appearance drawer, account menu, screen-reader labels):
 * Portuguese, like every product label. The language switch translates the template pages only
 * (web/src/templates/locales/templates-i18n.ts), so no screen mixes two languages.
 */
export const SHELL_TEXTS = {
  nav: {
    collapse: 'Recolher menu lateral',
    expand: 'Expandir menu lateral',
    open: 'Abrir menu',
    main: 'Navegação principal',
  },
  notifications: {
    title: 'Notificações',
    open: 'Abrir notificações',
    markAllRead: 'Marcar todas como lidas',
    empty: 'Nenhuma notificação por enquanto',
    unread: (count: number) =>
      count === 1
        ? 'Você tem 1 notificação não lida'
        : `Você tem ${count.toLocaleString('pt-BR')} notificações não lidas`,
    new: 'Nova',
  },
  settings: {
    title: 'Aparência',
    open: 'Abrir aparência',
    close: 'Fechar aparência',
    mode: 'Modo',
    light: 'Claro',
    dark: 'Escuro',
    direction: 'Direção do texto',
    ltr: 'Da esquerda para a direita',
    rtl: 'Da direita para a esquerda',
    color: 'Cor',
    stretch: 'Largura total',
    stretchHint: 'Usar toda a largura em telas grandes',
    reset: 'Restaurar padrão',
  },
  colors: {
    default: 'Verde',
    cyan: 'Ciano',
    purple: 'Roxo',
    blue: 'Azul',
    orange: 'Laranja',
    red: 'Vermelho',
  },
  demo: {
    title: 'Páginas de demonstração',
    language: 'Idioma das páginas de demonstração',
    templates: 'Modelos de interface',
  },
  account: { open: 'Abrir menu da conta' },
  skipToContent: 'Pular para o conteúdo',
} as const;
