import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorSpec } from './errors';
import { hasSniffableMarkup, sniffType, type SniffedType } from './file-types';

export type UploadRules<T extends SniffedType> = {
  maxBytes: number;
  accept: T[];
  errors: { wrongType: ErrorSpec; tooLarge: ErrorSpec };
};

const MissingFile = { kind: 'bad_request', message: 'Envie um arquivo no campo "file"', field: 'file' } as const;
const MalformedUpload = { kind: 'bad_request', message: 'Envio de arquivo malformado: tente enviar o arquivo de novo', field: 'file' } as const;

/**
 * Busboy's own errors (no boundary, a form cut short) carry no status and would answer 500: they
 * come from the client's bytes, so they are a 400. The plugin's coded errors (413, 406) pass.
 */
const parsing = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(MalformedUpload);
  }
};

const readAll = async (stream: AsyncIterable<unknown>, maxBytes: number, tooLarge: ErrorSpec): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new AppError(tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** Reads the one file of a multipart request, refusing it by size and by its real content type. */
export const readUpload = async <T extends SniffedType>(request: FastifyRequest, rules: UploadRules<T>): Promise<{ buffer: Buffer; type: T }> => {
  if (!request.isMultipart()) throw new AppError(MissingFile);
  const part = await parsing(() => request.file({ limits: { fileSize: rules.maxBytes } }));
  if (!part) throw new AppError(MissingFile);
  const buffer = await parsing(() => readAll(part.file, rules.maxBytes, rules.errors.tooLarge));
  if (part.file.truncated) throw new AppError(rules.errors.tooLarge);
  const type = sniffType(buffer);
  // A polyglot (real magic bytes, then HTML) is refused even though it is served with nosniff.
  if (!type || !(rules.accept as SniffedType[]).includes(type) || hasSniffableMarkup(buffer)) {
    throw new AppError(rules.errors.wrongType);
  }
  return { buffer, type: type as T };
};
