import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { candidates } = paths.dashboard;

export const candidatesNav: ResourceNav = {
  title: 'Profissionais',
  permission: 'profissionais.ver',
  section: 'gerenciamento',
  order: 32,
  group: 'users',
  paths: {
    list: candidates.root,
    create: candidates.register,
    edit: candidates.edit,
    view: candidates.view,
  },
};

export const sidebar: SidebarEntry[] = [candidatesNav];
