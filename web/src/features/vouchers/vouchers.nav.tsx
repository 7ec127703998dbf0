import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { vouchers } = paths.dashboard;

export const vouchersNav: ResourceNav = {
  title: 'Vouchers',
  permission: 'vouchers.ver',
  section: 'comercial',
  order: 40,
  icon: <ConfirmationNumberOutlined />,
  paths: { list: vouchers.root, create: vouchers.new, edit: vouchers.edit },
};

export const sidebar: SidebarEntry[] = [vouchersNav];
