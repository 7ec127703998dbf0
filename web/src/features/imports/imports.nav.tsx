import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ResourceNav } from '../../components/resource/define-resource';
import { paths } from '../../routes/paths';

const { imports } = paths.dashboard;

export const importsNav: ResourceNav = {
  title: 'Importações',
  permission: 'importar',
  section: 'sistema',
  icon: <UploadFileOutlined />,
  paths: { list: imports.root, view: imports.view },
};
