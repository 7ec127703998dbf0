import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { crudPaths } from '../../routes/paths';

/** Its pages are linked only from this feature, so they are declared here, not in routes/paths.ts. */
export const messageTemplatesPaths = crudPaths('messageTemplates');

export const messageTemplatesNav: ResourceNav = {
  title: 'Modelos de mensagem',
  permission: 'mensagens.ver',
  section: 'gerenciamento',
  order: 51,
  group: 'messages',
  paths: messageTemplatesPaths,
};

export const sidebar: SidebarEntry[] = [messageTemplatesNav];
