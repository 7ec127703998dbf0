import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { messageTemplates } = paths.dashboard;

export const messageTemplatesNav: ResourceNav = {
  title: 'Modelos de mensagem',
  permission: 'mensagens.ver',
  section: 'gerenciamento',
  group: 'messages',
  paths: { list: messageTemplates.root, create: messageTemplates.new, edit: messageTemplates.edit },
};
