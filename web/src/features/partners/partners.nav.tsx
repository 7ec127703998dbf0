import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { partners } = paths.dashboard;

export const partnersNav: ResourceNav = {
  title: 'Parceiros',
  permission: 'parceiros.ver',
  section: 'comercial',
  order: 10,
  icon: <HandshakeOutlined />,
  paths: { list: partners.root, create: partners.new, edit: partners.edit },
};

export const sidebar: SidebarEntry[] = [partnersNav];
