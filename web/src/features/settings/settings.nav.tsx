import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

export const sidebar: SidebarEntry[] = [
  {
    title: 'Configurações',
    section: 'sistema',
    order: 10,
    icon: <SettingsOutlined />,
    path: paths.dashboard.settings.root,
    permission: 'configuracoes.ver',
  },
];
