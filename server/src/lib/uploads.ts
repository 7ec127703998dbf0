import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorSpec } from './errors';
import { EXTENSIONS, hasSniffableMarkup, sniffType, type SniffedType } from './file-types';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';
import { keyOfUrl, type Storage } from './storage';

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

/** What the type check reads of a file: its magic bytes and the window content sniffers look at. */
const HEAD_BYTES = 4096;

export type StoredUpload<T extends SniffedType> = { key: string; type: T; size: number };

/** Where uploads are written while they arrive: DATA_DIR/tmp, private like the rest of DATA_DIR. */
export const uploadTempDir = (dataDir: string): string => path.join(dataDir, 'tmp');

/**
 * Streams the one file of a multipart request to a private temporary file (never whole in
 * memory: a 100 MB video costs the server a chunk at a time), refuses it by size and by its real
 * content type (its first bytes), then hands the file to the storage under `folder/<uuid>.<ext>`.
 * The temporary file is removed whatever happens.
 */
export const storeUpload = async <T extends SniffedType>(
  deps: { storage: Storage; config: { dataDir: string } },
  request: FastifyRequest,
  rules: UploadRules<T>,
  folder: string,
): Promise<StoredUpload<T>> => {
  if (!request.isMultipart()) throw new AppError(MissingFile);
  const part = await parsing(() => request.file({ limits: { fileSize: rules.maxBytes } }));
  if (!part) throw new AppError(MissingFile);
  const tempDir = uploadTempDir(deps.config.dataDir);
  await mkdir(tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temp = path.join(tempDir, `upload-${randomUUID()}`);
  try {
    const head: Buffer[] = [];
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
        size += chunk.length;
        done(null, chunk);
      },
    });
    await parsing(() => pipeline(part.file, measure, createWriteStream(temp, { mode: PRIVATE_FILE_MODE })));
    if (part.file.truncated || size > rules.maxBytes) throw new AppError(rules.errors.tooLarge);
    const first = Buffer.concat(head);
    const type = sniffType(first, size);
    // A polyglot (real magic bytes, then HTML) is refused even though it is served with nosniff.
    if (!type || !(rules.accept as SniffedType[]).includes(type) || hasSniffableMarkup(first)) {
      throw new AppError(rules.errors.wrongType);
    }
    const key = `${folder}/${randomUUID()}.${EXTENSIONS[type]}`;
    await deps.storage.putFile(key, temp, type);
    return { key, type: type as T, size };
  } finally {
    await rm(temp, { force: true });
  }
};

/** Removes the stored file a URL of ours points to (a replaced photo or logo); any other URL is left. */
export const removeStoredFile = async (deps: { storage: Storage }, url: string | null): Promise<void> => {
  const key = keyOfUrl(url);
  if (key) await deps.storage.remove(key);
};
