import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { selectiveProcesses } = paths.dashboard;

export const selectiveProcessesNav: ResourceNav = {
  title: 'Processos Seletivos',
  permission: 'processos.ver',
  section: 'gerenciamento',
  order: 40,
  icon: <WorkOutlined />,
  paths: { list: selectiveProcesses.root, view: selectiveProcesses.view },
};

export const sidebar: SidebarEntry[] = [selectiveProcessesNav];
