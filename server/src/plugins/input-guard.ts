import type { FastifyInstance } from 'fastify';
import { AppError, type Issue } from '../lib/errors';

export const UNSTORABLE_TEXT_MESSAGE =
  'O texto contém um caractere inválido (nulo ou Unicode incompleto)';

/**
 * NUL, which PostgreSQL refuses in text and jsonb (a driver error, so a 500), and lone UTF-16
 * surrogates, which UTF-8 cannot encode (the driver would silently store U+FFFD instead).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this guard looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted paths of every key or string under `value` that no text column can store as sent. */
export const unstorableTextPaths = (value: unknown, path: string[] = []): string[] => {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableTextPaths(item, [...path, String(index)]));
  // Parsed JSON and query objects only: a raw body (Buffer) is bytes, not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    UNSTORABLE.test(key) ? [[...path, key].join('.')] : unstorableTextPaths(item, [...path, key]),
  );
};

/**
 * One check for every route, before the zod schemas run: the contract's text fields need not each
 * remember these characters. Issue paths follow the error handler's (`name`, `querystring.key`).
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unstorableTextPaths(request.params, ['params']),
      ...unstorableTextPaths(request.query, ['querystring']),
      ...unstorableTextPaths(request.body),
    ];
    if (paths.length === 0) return;
    const issues: Issue[] = paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE }));
    throw new AppError({ kind: 'bad_request', message: UNSTORABLE_TEXT_MESSAGE }, issues);
  });
};
