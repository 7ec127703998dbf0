import type { FastifyInstance } from 'fastify';
import { superAdminOperations } from '@hub/contract/super-admins';
import { sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as superAdmins from './super-admins.service';

export const superAdminsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  serveOperations(app, superAdminOperations, {
    listSuperAdmins: (request) => superAdmins.listSuperAdmins(db, request.query),
    exportSuperAdmins: (request, reply) =>
      sendCsv(
        reply,
        'administradores',
        superAdmins.SUPER_ADMIN_CSV,
        superAdmins.superAdminBatches(db, request.query),
      ),
    createSuperAdmin: (request) => superAdmins.createSuperAdmin(deps, request, request.body),
    getSuperAdmin: (request) => superAdmins.getSuperAdmin(db, request.params.id),
    changeSuperAdminStatus: (request) =>
      superAdmins.changeSuperAdminStatus(db, request, request.params.id, request.body),
    resendSuperAdminInvitation: async (request) => {
      await superAdmins.resendInvitation(deps, request, request.params.id);
      return null;
    },
    updateSuperAdminProfile: (request) =>
      superAdmins.updateSuperAdminProfile(db, request, request.params.id, request.body),
  });
};
