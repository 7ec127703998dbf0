import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { selectiveProcesses, applications } = paths.dashboard;

export const selectiveProcessesNav: ResourceNav = {
  title: 'Processos Seletivos',
  permission: 'processos.ver',
  section: 'gerenciamento',
  order: 40,
  icon: <WorkOutlined />,
  paths: { list: selectiveProcesses.root, view: selectiveProcesses.view },
};

/** Every process's applications, where the reports' figures lead. */
export const applicationsNav: ResourceNav = {
  title: 'Candidaturas',
  permission: 'processos.ver',
  section: 'gerenciamento',
  order: 42,
  icon: <AssignmentIndOutlined />,
  paths: { list: applications.root },
};

export const sidebar: SidebarEntry[] = [selectiveProcessesNav, applicationsNav];
