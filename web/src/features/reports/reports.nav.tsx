import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import type { SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

export const sidebar: SidebarEntry[] = [
  {
    title: 'Relatórios',
    section: 'gerenciamento',
    order: 45,
    icon: <AssessmentOutlined />,
    path: paths.dashboard.reports,
    permission: 'relatorios.ver',
  },
];
