import type { FastifyInstance } from 'fastify';
import { isSafeKey } from '../../lib/storage';
import { notFound } from '../../lib/errors';

/**
 * Uploaded files. Public because <img> and <video> cannot send a Bearer header; the keys are
 * random UUIDs, so a file is reachable only through a URL the API handed out.
 */
export const filesRoutes = async (app: FastifyInstance) => {
  app.get('/files/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) throw notFound('Arquivo não encontrado');
    return app.deps.storage.serve(key, reply);
  });
};
