import { createContext, useContext } from 'react';
import type { Permission } from '@hub/contract/permissions';
import { useCan } from './use-can';

/**
 * The permission a page under /dashboard needs: the shell provides its own rule
 * (layouts/dashboard/nav-config.tsx, the one its 'Acesso negado' reads), so a link knows whether
 * its page opens for the profile. Outside the shell, none.
 */
export const PagePermissionContext = createContext<(pathname: string) => Permission | undefined>(
  () => undefined,
);

/**
 * Whether the profile may open the page at `path` (its query aside): a link to a page it may not
 * open ('Acesso negado') is shown as text, a row leading to one does not open.
 */
export const useCanOpen = (path: string | null): boolean => {
  const permissionOf = useContext(PagePermissionContext);
  return useCan(path === null ? undefined : permissionOf(path.split('?')[0] ?? path));
};
