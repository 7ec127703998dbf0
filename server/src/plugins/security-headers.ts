import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet rebuilt it
 * (parsing the whole policy) on every request, a few percent of a cheap request's time.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'https://*.sentry.io', 'https://*.ingest.sentry.io'],
      frameSrc: ["'self'", 'https:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * A route's own header (e.g. an upload's sandbox policy) still wins: writeHead's headers take precedence.
 * Every JSON answer (the login's token, personal data, errors) is `no-store` unless its route chose
 * otherwise: no browser or shared cache keeps it.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (!reply.hasHeader('cache-control') && typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
};
