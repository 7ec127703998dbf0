import { useMemo, type ReactElement } from 'react';
import { allows, type Permission } from '@hub/contract/permissions';
import { pagePermission } from '../../auth/page-permissions';
import { usePermissions } from '../../auth/use-can';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type {
  NavGroup,
  ResourceNav,
  SidebarPlacement,
} from '../../components/resource/define-resource';
import { candidatesNav } from '../../features/candidates/candidates.nav';
import { companiesNav } from '../../features/companies/companies.nav';
import { importsNav } from '../../features/imports/imports.nav';
import { auditNav, LOG_NAVS } from '../../features/logs/logs.nav';
import { messageTemplatesNav } from '../../features/messages/message-templates.nav';
import { partnersNav } from '../../features/partners/partners.nav';
import { plansNav } from '../../features/plans/plans.nav';
import { selectiveProcessesNav } from '../../features/selective-processes/selective-processes.nav';
import { subscriptionsNav } from '../../features/subscriptions/subscriptions.nav';
import { superAdminsNav } from '../../features/super-admins/super-admins.nav';
import { vouchersNav } from '../../features/vouchers/vouchers.nav';
import { paths } from '../../routes/paths';

export type NavLeaf = { title: string; path: string };
export type NavItem = NavLeaf & { icon: ReactElement; children?: NavLeaf[] };
export type NavSection = { subheader: string; items: NavItem[] };

/** A page of the sidebar that is not a resource; `permission`: what the profile needs to see it. */
type PageEntry = SidebarPlacement & { path: string; permission?: Permission };

const GROUPS: Record<NavGroup, { title: string; icon: ReactElement }> = {
  users: { title: 'Usuários', icon: <PeopleOutlined /> },
  messages: { title: 'Mensagens', icon: <MailOutlined /> },
  logs: { title: 'Logs', icon: <ReceiptLongOutlined /> },
};

/** The sidebar's entries in order: each resource's (its nav) and the pages that are not resources. */
const ENTRIES: (ResourceNav | PageEntry)[] = [
  {
    title: 'Início',
    section: 'gerenciamento',
    icon: <HomeOutlined />,
    path: paths.dashboard.dashboarding,
  },
  companiesNav,
  superAdminsNav,
  {
    title: 'Perfis de acesso',
    section: 'gerenciamento',
    group: 'users',
    path: paths.dashboard.accessProfiles,
    permission: 'administradores.ver',
  },
  candidatesNav,
  selectiveProcessesNav,
  {
    title: 'Caixa de mensagens',
    section: 'gerenciamento',
    group: 'messages',
    path: paths.dashboard.messages.root,
    permission: 'mensagens.ver',
  },
  messageTemplatesNav,
  ...Object.values(LOG_NAVS),
  partnersNav,
  plansNav,
  subscriptionsNav,
  vouchersNav,
  {
    title: 'Configurações',
    section: 'sistema',
    icon: <SettingsOutlined />,
    path: paths.dashboard.settings.root,
    permission: 'configuracoes.ver',
  },
  auditNav,
  importsNav,
];

/**
 * Sections and groups appear where their first entry is; a group opens its first page. A new
 * resource adds its nav to ENTRIES.
 */
const sidebarOf = (entries: (ResourceNav | PageEntry)[]): NavSection[] => {
  const sections: NavSection[] = [];
  const groups = new Map<NavGroup, NavLeaf[]>();
  for (const entry of entries) {
    const path = 'paths' in entry ? entry.paths.list : entry.path;
    let section = sections.find((candidate) => candidate.subheader === entry.section);
    if (!section) {
      section = { subheader: entry.section, items: [] };
      sections.push(section);
    }
    if (entry.icon) {
      section.items.push({ title: entry.title, path, icon: entry.icon });
      continue;
    }
    let children = groups.get(entry.group);
    if (!children) {
      children = [];
      groups.set(entry.group, children);
      section.items.push({ ...GROUPS[entry.group], path, children });
    }
    children.push({ title: entry.title, path });
  }
  return sections;
};

export const navConfig: NavSection[] = sidebarOf(ENTRIES);

const pathOf = (entry: ResourceNav | PageEntry) =>
  'paths' in entry ? entry.paths.list : entry.path;

/** The sidebar of a profile: the entries whose permission it holds (decision 028). */
export const navFor = (permissions: readonly string[]): NavSection[] =>
  sidebarOf(ENTRIES.filter((entry) => !entry.permission || allows(permissions, entry.permission)));

/**
 * The permission a page under /dashboard needs: the one of the sidebar entry whose path is the
 * longest start of it (a record's page needs what its list needs), unless the page belongs to
 * another area or is a form (`pagePermission`); none for a page of no entry nor rule.
 */
export const permissionOfPath = (pathname: string): Permission | undefined =>
  pagePermission(
    pathname,
    ENTRIES.map((entry) => ({ path: pathOf(entry), permission: entry.permission }))
      .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0]?.permission,
  );

/** The sidebar of the signed-in administrator. */
export const useNavConfig = (): NavSection[] => {
  const permissions = usePermissions();
  return useMemo(() => navFor(permissions), [permissions]);
};
