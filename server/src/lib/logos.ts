import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '@hub/contract/companies';
import type { Deps } from '../app';
import { EXTENSIONS } from './file-types';
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
