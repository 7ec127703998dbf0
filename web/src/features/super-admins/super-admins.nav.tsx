import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { superAdmins } = paths.dashboard;

export const superAdminsNav: ResourceNav = {
  title: 'Administradores',
  permission: 'administradores.ver',
  section: 'gerenciamento',
  group: 'users',
  paths: { list: superAdmins.root, create: superAdmins.new },
};
