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

export const TOO_DEEP_MESSAGE = 'O conteúdo enviado tem níveis demais (objetos ou listas dentro de outros)';

/** Nesting no form of the product comes near (a message's audience filters are a few levels deep). */
export const MAX_DEPTH = 32;

/**
 * The dotted paths of every key or string under `value` that no text column can store as sent, in
 * document order; `tooDeep` when it nests past MAX_DEPTH. Walked with a stack of its own, not by
 * recursion: a body nested thousands deep must not overflow the call stack.
 */
export const inspectInput = (value: unknown, path: string[] = []): { paths: string[]; tooDeep: boolean } => {
  const paths: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path: at } = item;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) paths.push(at.join('.'));
      continue;
    }
    // Parsed JSON and query objects only: a raw body (Buffer) is bytes, not text.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (at.length - path.length >= MAX_DEPTH) return { paths, tooDeep: true };
    const entries = Array.isArray(current) ? current.map((child, index) => [String(index), child] as const) : Object.entries(current);
    const children: { value: unknown; path: string[] }[] = [];
    for (const [key, child] of entries) {
      if (!Array.isArray(current) && UNSTORABLE.test(key)) paths.push([...at, key].join('.'));
      else children.push({ value: child, path: [...at, key] });
    }
    // Pushed in reverse, so they are taken in order.
    stack.push(...children.reverse());
  }
  return { paths, tooDeep: false };
};

/** The dotted paths of every key or string under `value` that no text column can store as sent. */
export const unstorableTextPaths = (value: unknown, path: string[] = []): string[] => inspectInput(value, path).paths;

/**
 * One check for every route, before the zod schemas run: the contract's text fields need not each
 * remember these characters. Issue paths follow the error handler's (`name`, `querystring.key`).
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const body = inspectInput(request.body);
    if (body.tooDeep) throw new AppError({ kind: 'bad_request', message: TOO_DEEP_MESSAGE });
    const paths = [
      ...unstorableTextPaths(request.params, ['params']),
      ...unstorableTextPaths(request.query, ['querystring']),
      ...body.paths,
    ];
    if (paths.length === 0) return;
    const issues: Issue[] = paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE }));
    throw new AppError({ kind: 'bad_request', message: UNSTORABLE_TEXT_MESSAGE }, issues);
  });
};
