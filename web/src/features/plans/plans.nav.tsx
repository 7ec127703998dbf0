import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { plans } = paths.dashboard;

export const plansNav: ResourceNav = {
  title: 'Planos',
  permission: 'planos.ver',
  section: 'comercial',
  icon: <WorkspacePremiumOutlined />,
  paths: { list: plans.root, create: plans.new, edit: plans.edit },
};
