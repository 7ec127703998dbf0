import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { imports } = paths.dashboard;

export const importsNav: ResourceNav = {
  title: 'Importações',
  permission: 'importar',
  section: 'sistema',
  order: 30,
  icon: <UploadFileOutlined />,
  paths: { list: imports.root, view: imports.view },
};

export const sidebar: SidebarEntry[] = [importsNav];
