import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { vouchers } = paths.dashboard;

export const vouchersNav: ResourceNav = {
  title: 'Vouchers',
  permission: 'vouchers.ver',
  section: 'comercial',
  icon: <ConfirmationNumberOutlined />,
  paths: { list: vouchers.root, create: vouchers.new, edit: vouchers.edit },
};
