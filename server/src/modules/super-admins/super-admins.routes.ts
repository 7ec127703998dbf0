import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { sessionUserSchema, superAdminProfileBodySchema } from '@hub/contract/auth';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import { superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { loadSessionUser } from '../users/session-user';

export const SuperAdminErrors = {
  emailTaken: { kind: 'conflict', message: 'Já existe uma conta com este email', field: 'email' },
} as const;

export const superAdminsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.put(
    '/super-admin/:id',
    {
      schema: {
        tags: ['super-admins'],
        params: idParamsSchema,
        body: superAdminProfileBodySchema,
        response: { 200: sessionUserSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
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
          .onConflictDoUpdate({ target: superAdminProfiles.userId, set: { name, occupation: occupation ?? null, updatedAt: new Date() } });
        await recordAudit(tx, request, { action: 'profile.update', entity: 'super-admins', entityId: id, before, after: { name, occupation, email } });
      });
      const after = await loadSessionUser(db, id);
      if (!after) throw notFound('Administrador não encontrado');
      return after;
    },
  );
};
