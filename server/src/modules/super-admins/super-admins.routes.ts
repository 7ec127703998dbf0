import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { sessionUserSchema, superAdminProfileBodySchema } from '@hub/contract/auth';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import {
  superAdminCreateSchema,
  superAdminExportQuerySchema,
  superAdminListQuerySchema,
  superAdminPageSchema,
  superAdminSchema,
  superAdminStatusBodySchema,
} from '@hub/contract/super-admins';
import { z } from 'zod';
import { superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { sendCsv } from '../../lib/csv';
import { AppError, notFound } from '../../lib/errors';
import { loadSessionUser } from '../users/session-user';
import { SuperAdminErrors } from './super-admins.errors';
import * as superAdmins from './super-admins.service';

export const superAdminsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const tags = ['super-admins'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/super-admins',
    {
      schema: {
        tags,
        querystring: superAdminListQuerySchema,
        response: { 200: superAdminPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => superAdmins.listSuperAdmins(db, request.query),
  );

  app.get(
    '/super-admins/export.csv',
    {
      schema: {
        tags,
        querystring: superAdminExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'administradores',
        superAdmins.SUPER_ADMIN_CSV,
        superAdmins.superAdminBatches(db, request.query),
      ),
  );

  app.post(
    '/super-admins',
    {
      schema: {
        tags,
        body: superAdminCreateSchema,
        response: { 201: superAdminSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await superAdmins.createSuperAdmin(deps, request, request.body)),
  );

  app.get(
    '/super-admins/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: superAdminSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => superAdmins.getSuperAdmin(db, request.params.id),
  );

  app.post(
    '/super-admins/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: superAdminStatusBodySchema,
        response: { 200: superAdminSchema, ...errors },
      },
    },
    async (request) =>
      superAdmins.changeSuperAdminStatus(db, request, request.params.id, request.body),
  );

  app.post(
    '/super-admins/:id/invite',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await superAdmins.resendInvitation(deps, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/super-admin/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: superAdminProfileBodySchema,
        response: {
          200: sessionUserSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name, occupation, email } = request.body;
      const before = await loadSessionUser(db, id);
      if (!before) throw notFound('Administrador não encontrado');
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id)))
        .limit(1);
      if (clash) throw new AppError(SuperAdminErrors.emailTaken);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, id));
        await tx
          .insert(superAdminProfiles)
          .values({ userId: id, name, occupation: occupation ?? null })
          .onConflictDoUpdate({
            target: superAdminProfiles.userId,
            set: { name, occupation: occupation ?? null, updatedAt: new Date() },
          });
        await recordAudit(tx, request, {
          action: 'profile.update',
          entity: 'super-admins',
          entityId: id,
          before,
          after: { name, occupation, email },
        });
      });
      const after = await loadSessionUser(db, id);
      if (!after) throw notFound('Administrador não encontrado');
      return after;
    },
  );
};
