import type { FastifyInstance } from 'fastify';
import { accessProfileOperations } from '@hub/contract/access-profiles';
import { serveOperations } from '../../lib/operations';
import * as profiles from './access-profiles.service';

/** The access profiles screen (Usuários → Administradores → Perfis de acesso) and assignments. */
export const accessProfilesRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, accessProfileOperations, {
    listAccessProfiles: () => profiles.listAccessProfiles(db),
    getAccessProfile: (request) => profiles.getAccessProfile(db, request.params.id),
    createAccessProfile: (request) => profiles.createAccessProfile(db, request, request.body),
    updateAccessProfile: (request) =>
      profiles.updateAccessProfile(db, request, request.params.id, request.body),
    deleteAccessProfile: async (request) => {
      await profiles.deleteAccessProfile(db, request, request.params.id);
      return null;
    },
    assignAccessProfile: async (request) => {
      await profiles.assignAccessProfile(
        db,
        request,
        request.params.id,
        request.body.accessProfileId,
        request.body.ufs,
      );
      return null;
    },
  });
};
