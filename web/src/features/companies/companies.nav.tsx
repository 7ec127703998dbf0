import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { companies } = paths.dashboard;

export const companiesNav: ResourceNav = {
  title: 'Empresas',
  permission: 'empresas.ver',
  section: 'gerenciamento',
  order: 20,
  icon: <BusinessOutlined />,
  paths: {
    list: companies.root,
    create: companies.register,
    edit: companies.edit,
    view: companies.view,
  },
};

export const sidebar: SidebarEntry[] = [companiesNav];
