import EventOutlined from '@mui/icons-material/EventOutlined';
import type { SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

export const sidebar: SidebarEntry[] = [
  {
    title: 'Entrevistas',
    section: 'gerenciamento',
    order: 41,
    icon: <EventOutlined />,
    path: paths.dashboard.interviews,
    permission: 'processos.ver',
  },
];
