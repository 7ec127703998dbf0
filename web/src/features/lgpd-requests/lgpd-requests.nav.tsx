import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { lgpdRequests } = paths.dashboard;

export const lgpdRequestsNav: ResourceNav = {
  title: 'Solicitações LGPD',
  permission: 'lgpd.ver',
  section: 'gerenciamento',
  order: 47,
  icon: <PrivacyTipOutlined />,
  paths: {
    list: lgpdRequests.root,
    create: lgpdRequests.new,
    edit: lgpdRequests.edit,
    view: lgpdRequests.view,
  },
};

export const sidebar: SidebarEntry[] = [lgpdRequestsNav];
