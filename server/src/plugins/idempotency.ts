import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorSpec } from '../lib/errors';
import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating route a client may retry: it honours an Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: { actorId: string; key: string } | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const IdempotencyErrors = {
  invalid: { kind: 'bad_request', message: 'Idempotency-Key inválida: use de 1 a 200 caracteres visíveis', field: 'Idempotency-Key' },
  reused: { kind: 'conflict', message: 'Esta Idempotency-Key já foi usada com outro pedido' },
  inProgress: { kind: 'conflict', message: 'Um pedido com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.' },
} as const satisfies Record<string, ErrorSpec>;

const KEY = /^[\x21-\x7e]{1,200}$/;
/** A first attempt that never answered (its instance died) stops holding its key after this. */
const ABANDONED_SECONDS = 60;

const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

type Stored = { fingerprint: string; status_code: number | null; body: string | null; abandoned: boolean };

/**
 * The same key and body answer the first result (its status and body, marked Idempotent-Replayed);
 * the same key with another body, or while the first is still being answered, is a 409. Answers
 * below 500 are kept for a day; a 5xx frees the key, so the retry runs again.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const { query } = app.deps.database;
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || header === undefined || !request.user) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) throw new AppError(IdempotencyErrors.invalid);
    const actorId = request.user.id;
    const fingerprint = fingerprintOf(request);
    const claimed = await query(
      `INSERT INTO idempotency_keys (actor_id, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
      [actorId, key, fingerprint],
    );
    if (claimed.length === 0) {
      const [stored] = await query<Stored>(
        `SELECT fingerprint, status_code, body, created_at < now() - make_interval(secs => $3) AS abandoned
           FROM idempotency_keys WHERE actor_id = $1 AND key = $2`,
        [actorId, key, ABANDONED_SECONDS],
      );
      if (!stored) throw new AppError(IdempotencyErrors.inProgress);
      if (stored.fingerprint !== fingerprint) throw new AppError(IdempotencyErrors.reused);
      if (stored.status_code !== null) {
        return reply
          .status(stored.status_code)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(stored.body);
      }
      const retaken = stored.abandoned
        ? await query(
            `UPDATE idempotency_keys SET created_at = now() WHERE actor_id = $1 AND key = $2 AND status_code IS NULL
                AND created_at < now() - make_interval(secs => $3) RETURNING key`,
            [actorId, key, ABANDONED_SECONDS],
          )
        : [];
      if (retaken.length === 0) throw new AppError(IdempotencyErrors.inProgress);
    }
    request.idempotencyKey = { actorId, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = null;
    if (reply.statusCode >= 500) {
      await query(`DELETE FROM idempotency_keys WHERE actor_id = $1 AND key = $2`, [held.actorId, held.key]);
    } else {
      await query(`UPDATE idempotency_keys SET status_code = $3, body = $4 WHERE actor_id = $1 AND key = $2`, [
        held.actorId,
        held.key,
        reply.statusCode,
        typeof payload === 'string' ? payload : JSON.stringify(payload ?? null),
      ]);
    }
    return payload;
  });
});

/** Keys are kept a day: a client retries within minutes. Every instance may run it. */
export const startIdempotencyCleanup = (query: (text: string) => Promise<unknown>, onError: (error: unknown) => void): PeriodicJob =>
  startPeriodicJob(() => query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`), 60 * 60 * 1000, onError);
