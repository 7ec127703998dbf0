import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { candidates } = paths.dashboard;

export const candidatesNav: ResourceNav = {
  title: 'Profissionais',
  permission: 'profissionais.ver',
  section: 'gerenciamento',
  group: 'users',
  paths: {
    list: candidates.root,
    create: candidates.register,
    edit: candidates.edit,
    view: candidates.view,
  },
};
