import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '@hub/contract/companies';
import type { Deps } from '../deps';
import { recordAudit } from './audit';
import { EXTENSIONS } from './file-types';
import type { ListTable } from './listing';
import { findRecord, type RecordSpec } from './records';
import { fileUrl } from './storage';
import { readUpload } from './uploads';

export const LogoErrors = {
  wrongType: {
    kind: 'unsupported_media_type',
    message: 'O logotipo deve ser uma imagem JPEG, PNG ou WebP',
    field: 'file',
  },
  tooLarge: {
    kind: 'payload_too_large',
    message: 'O logotipo deve ter no máximo 2 MB',
    field: 'file',
  },
} as const;

/** Reads the logo of a multipart request (an image by content, at most 2 MB), stores it and answers its URL. */
export const storeLogo = async (deps: Deps, request: FastifyRequest): Promise<string> => {
  const upload = await readUpload(request, {
    maxBytes: LOGO_MAX_BYTES,
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    errors: LogoErrors,
  });
  const key = `logos/${randomUUID()}.${EXTENSIONS[upload.type]}`;
  await deps.storage.put(key, upload.buffer, upload.type);
  return fileUrl(key);
};

/** Stores a new logo for the row and points it there, with the audit entry. */
export const replaceLogo = async <
  Table extends ListTable & { logoUrl: AnyPgColumn; updatedAt: AnyPgColumn },
  Answer,
>(
  deps: Deps,
  request: FastifyRequest,
  spec: RecordSpec<Table, Answer>,
  id: string,
): Promise<{ logoUrl: string }> => {
  const before = (await findRecord(deps.db, spec, id)) as { logoUrl: string | null };
  const logoUrl = await storeLogo(deps, request);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(spec.table)
      .set({ logoUrl, updatedAt: new Date() } as PgUpdateSetSource<Table>)
      .where(eq(spec.table.id, id));
    await recordAudit(tx, request, {
      action: 'logo.update',
      entity: spec.entity,
      entityId: id,
      before: { logoUrl: before.logoUrl },
      after: { logoUrl },
    });
  });
  return { logoUrl };
};
