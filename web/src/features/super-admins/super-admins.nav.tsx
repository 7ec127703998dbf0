import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { superAdmins } = paths.dashboard;

export const superAdminsNav: ResourceNav = {
  title: 'Administradores',
  permission: 'administradores.ver',
  section: 'gerenciamento',
  order: 30,
  group: 'users',
  paths: { list: superAdmins.root, create: superAdmins.new },
};

export const sidebar: SidebarEntry[] = [
  superAdminsNav,
  {
    title: 'Perfis de acesso',
    section: 'gerenciamento',
    order: 31,
    group: 'users',
    path: paths.dashboard.accessProfiles,
    permission: 'administradores.ver',
  },
];
