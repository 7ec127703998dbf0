import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '@hub/contract/companies';
import type { Deps } from '../deps';
import { recordAudit } from './audit';
import type { ListTable } from './listing';
import { findRecord, type RecordSpec } from './records';
import { fileUrl } from './storage';
import { removeStoredFile, storeUpload } from './uploads';

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
  const { key } = await storeUpload(
    deps,
    request,
    { maxBytes: LOGO_MAX_BYTES, accept: ['image/jpeg', 'image/png', 'image/webp'], errors: LogoErrors },
    'logos',
  );
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
  // The replaced logo stops being downloadable: its URL answers 404 from now on.
  await removeStoredFile(deps, before.logoUrl);
  return { logoUrl };
};
