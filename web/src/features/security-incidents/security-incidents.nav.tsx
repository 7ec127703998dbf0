import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import type { ResourceNav, SidebarEntry } from '../../components/resource/define-resource';
import { crudPaths } from '../../routes/paths';

/** Its pages are linked only from this feature, so they are declared here, not in routes/paths.ts. */
export const securityIncidentsPaths = crudPaths('security-incidents');

export const securityIncidentsNav: ResourceNav = {
  title: 'Incidentes de segurança',
  permission: 'lgpd.ver',
  section: 'gerenciamento',
  order: 48,
  icon: <GppMaybeOutlined />,
  paths: securityIncidentsPaths,
};

export const sidebar: SidebarEntry[] = [securityIncidentsNav];
