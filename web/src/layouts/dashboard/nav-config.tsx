import { useMemo, type ReactElement } from 'react';
import { allows, type Permission } from '@hub/contract/permissions';
import { pagePermission } from '../../auth/page-permissions';
import { usePermissions } from '../../auth/use-can';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type {
  NavGroup,
  SidebarEntry,
  SidebarSection,
} from '../../components/resource/define-resource';

export type NavLeaf = { title: string; path: string };
export type NavItem = NavLeaf & { icon: ReactElement; children?: NavLeaf[] };
export type NavSection = { subheader: string; items: NavItem[] };

const GROUPS: Record<NavGroup, { title: string; icon: ReactElement }> = {
  users: { title: 'Usuários', icon: <PeopleOutlined /> },
  messages: { title: 'Mensagens', icon: <MailOutlined /> },
  logs: { title: 'Logs', icon: <ReceiptLongOutlined /> },
};

const SECTIONS: SidebarSection[] = ['gerenciamento', 'comercial', 'sistema'];

/** Every feature's `sidebar` (its `<domain>.nav.tsx`), light files: icons, titles and paths. */
const declared = import.meta.glob<SidebarEntry[]>('../../features/*/*.nav.tsx', {
  eager: true,
  import: 'sidebar',
});

/** The sidebar's entries in order: by section, then by each entry's `order`. */
export const SIDEBAR_ENTRIES: SidebarEntry[] = Object.values(declared)
  .flatMap((entries) => entries ?? [])
  .sort(
    (a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section) || a.order - b.order,
  );

/** Sections and groups appear where their first entry is; a group opens its first page. */
const sidebarOf = (entries: SidebarEntry[]): NavSection[] => {
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

export const navConfig: NavSection[] = sidebarOf(SIDEBAR_ENTRIES);

const pathOf = (entry: SidebarEntry) =>
  'paths' in entry ? entry.paths.list : entry.path;

/** The sidebar of a profile: the entries whose permission it holds (decision 028). */
export const navFor = (permissions: readonly string[]): NavSection[] =>
  sidebarOf(SIDEBAR_ENTRIES.filter((entry) => !entry.permission || allows(permissions, entry.permission)));

/**
 * The permission a page under /dashboard needs: the one of the sidebar entry whose path is the
 * longest start of it (a record's page needs what its list needs), unless the page belongs to
 * another area or is a form (`pagePermission`); none for a page of no entry nor rule.
 */
export const permissionOfPath = (pathname: string): Permission | undefined =>
  pagePermission(
    pathname,
    SIDEBAR_ENTRIES.map((entry) => ({ path: pathOf(entry), permission: entry.permission }))
      .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0]?.permission,
  );

/** The sidebar of the signed-in administrator. */
export const useNavConfig = (): NavSection[] => {
  const permissions = usePermissions();
  return useMemo(() => navFor(permissions), [permissions]);
};
