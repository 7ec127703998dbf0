import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { plans } = paths.dashboard;

export const plansNav: ResourceNav = {
  title: 'Planos',
  permission: 'planos.ver',
  section: 'comercial',
  order: 20,
  icon: <WorkspacePremiumOutlined />,
  paths: { list: plans.root, create: plans.new, edit: plans.edit },
};

export const sidebar: SidebarEntry[] = [plansNav];
