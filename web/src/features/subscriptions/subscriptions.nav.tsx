import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { subscriptions } = paths.dashboard;

export const subscriptionsNav: ResourceNav = {
  title: 'Assinaturas',
  permission: 'assinaturas.ver',
  section: 'comercial',
  icon: <CardMembershipOutlined />,
  paths: { list: subscriptions.root, create: subscriptions.new, view: subscriptions.view },
};
