import type { SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

export const sidebar: SidebarEntry[] = [
  {
    title: 'Caixa de mensagens',
    section: 'gerenciamento',
    order: 50,
    group: 'messages',
    path: paths.dashboard.messages.root,
    permission: 'mensagens.ver',
  },
];
