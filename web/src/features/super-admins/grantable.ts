import type { Uf } from '@hub/contract/br';
import { assignedScope, withinReach, type Reach } from '@hub/contract/permissions';

/** What a choice of profile needs: the listed profiles, or the built-in ones before the list is read. */
type ProfileChoice = {
  id: string;
  name: string;
  permissions: readonly string[];
  ufs: readonly Uf[] | null;
};

/**
 * Whether the signed-in administrator may give `profile` with these own UFs (none: the profile's):
 * the server's rule (decision 048), so the form offers only what it would accept.
 */
export const grantable = (me: Reach, profile: ProfileChoice, ownUfs: readonly Uf[]): boolean =>
  withinReach(me, {
    permissions: profile.permissions,
    scope: assignedScope({
      profileId: profile.id,
      profileUfs: profile.ufs,
      ownUfs: ownUfs.length ? ownUfs : null,
    }),
  });

/** The profiles to choose from: those beyond the granter's access are shown, but disabled. */
export const profileOptions = (
  me: Reach,
  profiles: readonly ProfileChoice[],
  ownUfs: readonly Uf[],
) =>
  profiles.map((profile) => {
    const allowed = grantable(me, profile, ownUfs);
    return {
      value: profile.id,
      label: allowed ? profile.name : `${profile.name} (além do seu acesso)`,
      disabled: !allowed,
    };
  });

/** The UFs a granter may name: theirs, or every UF when they see every one. */
export const grantableUfs = (me: Reach, all: readonly Uf[]): Uf[] =>
  all.filter((uf) => me.scope === null || me.scope.includes(uf));
