import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { subscriptions } = paths.dashboard;

export const subscriptionsNav: ResourceNav = {
  title: 'Assinaturas',
  permission: 'assinaturas.ver',
  section: 'comercial',
  order: 30,
  icon: <CardMembershipOutlined />,
  paths: { list: subscriptions.root, create: subscriptions.new, view: subscriptions.view },
};

export const sidebar: SidebarEntry[] = [subscriptionsNav];
