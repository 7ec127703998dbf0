import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { messageTemplates } = paths.dashboard;

export const messageTemplatesNav: ResourceNav = {
  title: 'Modelos de mensagem',
  permission: 'mensagens.ver',
  section: 'gerenciamento',
  order: 51,
  group: 'messages',
  paths: { list: messageTemplates.root, create: messageTemplates.new, edit: messageTemplates.edit },
};

export const sidebar: SidebarEntry[] = [messageTemplatesNav];
