import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { typeOfKey } from '../../lib/file-types';
import { isServedKey } from '../../lib/storage';
import { notFound } from '../../lib/errors';

/**
 * The type a file is served with comes from its key, which the server named after the type it
 * checked at upload: never from the storage's metadata or the browser's guess. Opened directly,
 * a file runs in a sandbox with nothing allowed; anything not an image or a video downloads.
 * Set on the way out, so an error (404, 416) keeps its JSON type.
 */
const setUploadHeaders = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (reply.statusCode >= 400) return;
  const type = typeOfKey((request.params as { '*': string })['*']);
  reply.header('content-type', type ?? 'application/octet-stream');
  if (!type) reply.header('content-disposition', 'attachment');
};

/**
 * Uploaded files. Public because <img> and <video> cannot send a Bearer header; the keys are
 * random UUIDs, so a file is reachable only through a URL the API handed out.
 */
export const filesRoutes = async (app: FastifyInstance) => {
  app.get(
    '/files/*',
    { config: { public: true }, schema: { hide: true }, onSend: setUploadHeaders },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isServedKey(key)) throw notFound('Arquivo não encontrado');
      return app.deps.storage.serve(key, reply);
    },
  );
};
