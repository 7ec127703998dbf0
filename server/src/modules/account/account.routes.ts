import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, userOperations } from '@hub/contract/auth';
import { users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { serveOperations } from '../../lib/operations';
import { removeStoredFile, storeUpload } from '../../lib/uploads';
import { fileUrl } from '../../lib/storage';
import { AuthErrors } from '../auth/auth.errors';
import { changePassword } from '../auth/auth.service';

export const PhotoErrors = {
  wrongType: { kind: 'unsupported_media_type', message: PHOTO_MESSAGES.wrongType, field: 'file' },
  tooLarge: { kind: 'payload_too_large', message: PHOTO_MESSAGES.tooLarge, field: 'file' },
} as const;

/** One's own account: photo and password (the spec's `POST user/{id}/photo` and `PUT user/{id}`). */
export const accountRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  serveOperations(app, userOperations, {
    uploadUserPhoto: async (request) => {
      if (request.user?.id !== request.params.id) throw new AppError(AuthErrors.notYourAccount);
      const { key } = await storeUpload(
        deps,
        request,
        { maxBytes: PHOTO_MAX_BYTES, accept: ['image/jpeg', 'image/png', 'image/webp'], errors: PhotoErrors },
        'photos',
      );
      const photoUrl = fileUrl(key);
      const [before] = await deps.db
        .select({ photoUrl: users.photoUrl })
        .from(users)
        .where(eq(users.id, request.params.id));
      await deps.db
        .update(users)
        .set({ photoUrl, updatedAt: new Date() })
        .where(eq(users.id, request.params.id));
      await recordAudit(deps.db, request, {
        action: 'photo.update',
        entity: 'users',
        entityId: request.params.id,
        before,
        after: { photoUrl },
      });
      // The replaced photo stops being downloadable: its URL answers 404 from now on.
      await removeStoredFile(deps, before?.photoUrl ?? null);
      return { photoUrl };
    },
    changeOwnPassword: (request) => changePassword(deps, request, request.params.id, request.body),
  });
};
