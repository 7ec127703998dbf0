import type { FastifyInstance } from 'fastify';
import { superAdminOperations } from '@hub/contract/super-admins';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as superAdmins from './super-admins.service';
import { accessProfilesRoutes } from './access-profiles.routes';

export const superAdminsModule = domainModule({ after: 'account' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = superAdmins.superAdminList.handlers(db);
  serveOperations(app, superAdminOperations, {
    listSuperAdmins: handle.list,
    exportSuperAdmins: handle.export,
    createSuperAdmin: (request) => superAdmins.createSuperAdmin(deps, request, request.body),
    getSuperAdmin: (request) => superAdmins.getSuperAdmin(db, request.params.id),
    changeSuperAdminStatus: (request) =>
      superAdmins.changeSuperAdminStatus(db, request, request.params.id, request.body),
    resendSuperAdminInvitation: async (request) => {
      await superAdmins.resendInvitation(deps, request, request.params.id);
      return null;
    },
    updateSuperAdminProfile: (request) =>
      superAdmins.updateSuperAdminProfile(deps, request, request.params.id, request.body),
  });
  await app.register(accessProfilesRoutes);
});
