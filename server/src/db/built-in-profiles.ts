import { BUILT_IN_PROFILES } from '@hub/contract/permissions';

type Client = { query: (text: string, params: unknown[]) => Promise<unknown> };

/**
 * The built-in profiles hold what contract/src/permissions.ts says after every migration: an area a
 * domain declares (`defineDomain`) reaches the Super-administrador and the Auditoria's 'ver'
 * without a migration of its own. Nobody can edit them, so nothing is overwritten.
 */
export const syncBuiltInProfiles = async (client: Client): Promise<void> => {
  for (const { id, permissions } of BUILT_IN_PROFILES)
    await client.query(
      `UPDATE access_profiles SET permissions = $2::text[]
        WHERE id = $1 AND built_in AND permissions IS DISTINCT FROM $2::text[]`,
      [id, permissions],
    );
};
