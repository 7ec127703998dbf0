import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorSpec } from './errors';
import { hasSniffableMarkup, sniffType, type SniffedType } from './file-types';

export type UploadRules<T extends SniffedType> = {
  maxBytes: number;
  accept: T[];
  errors: { wrongType: ErrorSpec; tooLarge: ErrorSpec };
};

const MissingFile = { kind: 'bad_request', message: 'Envie um arquivo no campo "file"', field: 'file' } as const;

/** Reads the one file of a multipart request, refusing it by size and by its real content type. */
export const readUpload = async <T extends SniffedType>(request: FastifyRequest, rules: UploadRules<T>): Promise<{ buffer: Buffer; type: T }> => {
  if (!request.isMultipart()) throw new AppError(MissingFile);
  const part = await request.file({ limits: { fileSize: rules.maxBytes } });
  if (!part) throw new AppError(MissingFile);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > rules.maxBytes) throw new AppError(rules.errors.tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new AppError(rules.errors.tooLarge);
  const buffer = Buffer.concat(chunks);
  const type = sniffType(buffer);
  // A polyglot (real magic bytes, then HTML) is refused even though it is served with nosniff.
  if (!type || !(rules.accept as SniffedType[]).includes(type) || hasSniffableMarkup(buffer)) {
    throw new AppError(rules.errors.wrongType);
  }
  return { buffer, type: type as T };
};
