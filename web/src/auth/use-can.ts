import { useContext } from 'react';
import {
  allows,
  PROFILE_PERMISSIONS,
  type Permission,
  type Reach,
} from '@hub/contract/permissions';
import { AuthContext } from './auth-context';

/**
 * The permissions of the signed-in administrator's access profile. Outside the session's provider
 * (a component rendered on its own, in a test) every permission: hiding is a courtesy of the
 * screen, the server refuses what the profile lacks either way.
 */
export const usePermissions = (): readonly string[] => {
  const auth = useContext(AuthContext);
  return auth ? (auth.user?.accessProfile?.permissions ?? []) : PROFILE_PERMISSIONS;
};

/**
 * Whether the profile allows a permission (the one an operation declares in the contract): the
 * web hides what the server would refuse. No permission: allowed.
 */
export const useCan = (permission: Permission | undefined): boolean => {
  const permissions = usePermissions();
  return permission === undefined || allows(permissions, permission);
};

/**
 * What the signed-in administrator may give (decision 048): their profile's permissions and the UFs
 * they see. Outside the session's provider, everything (the server judges every grant either way).
 */
export const useReach = (): Reach => {
  const auth = useContext(AuthContext);
  if (!auth) return { permissions: PROFILE_PERMISSIONS, scope: null };
  return {
    permissions: auth.user?.accessProfile?.permissions ?? [],
    scope: auth.user ? auth.user.ufs : [],
  };
};
