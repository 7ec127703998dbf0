import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

export const sidebar: SidebarEntry[] = [
  {
    title: 'Início',
    section: 'gerenciamento',
    order: 10,
    icon: <HomeOutlined />,
    path: paths.dashboard.dashboarding,
  },
];
