import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_TAGS } from '@hub/contract/api-tags';
import { API_OPERATIONS } from '@hub/contract/operations';
import { apiErrorSchema } from '@hub/contract/common';
import type { Config } from './config';
import type { Database } from './db/client';
import { errorForLog } from './lib/log-serializers';
import { createActivity, trackActivity } from './lib/activity';
import { ensurePrivateDir } from './lib/private-files';
import { createRateLimiter } from './lib/rate-limit';
import {
  documentErrorsAsJson,
  documentPermissions,
  documentPersonalData,
  documentUploads,
} from './lib/openapi-uploads';
import type { Storage } from './lib/storage';
import { createTokenService } from './lib/tokens';
import { createSecretBox } from './lib/secret-box';
import { authPlugin } from './plugins/auth';
import { idempotencyPlugin } from './plugins/idempotency';
import { errorBody } from './lib/errors';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerModules } from './modules/index';

export type AppOptions = {
  config: Config;
  database: Database;
  storage: Storage;
  jwtSecret: string;
  logger?: boolean;
  /** Where logs go (stdout by default); tests pass a stream to read what is logged. */
  logStream?: NodeJS.WritableStream;
};

export type App = FastifyInstance;

/**
 * Query parameters whose values the log keeps: paging and ordering, nothing personal. Every other
 * value is cut, whatever its name: a token sent as `;accessToken=`, `accessToken%00=`,
 * `accessToken[]=` or `ACCESSTOKEN=`, a password-reset key (`key=`, a working credential for an
 * hour), a list's search key (a CPF, a name, an email) and whatever a client invents. A name is kept
 * only when it is a plain word; a value only when it is short and plain too (no `;` tail).
 */
const LOGGED_PARAMS = new Set(['page', 'limit', 'sort', 'order', 'typeuser', 'status']);
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;
const PLAIN_VALUE = /^[A-Za-z0-9_.-]{0,40}$/;

/**
 * A path as the log keeps it: cut at a `;` (matrix parameters: `/x;accessToken=…`), and a segment
 * longer than any id (a token or a key pasted into the path) cut too.
 */
const redactPath = (pathname: string): string => {
  const semicolon = pathname.indexOf(';');
  const kept = semicolon < 0 ? pathname : `${pathname.slice(0, semicolon)};[redacted]`;
  return kept
    .split('/')
    .map((segment) => (segment.length > 64 ? '[redacted]' : segment))
    .join('/');
};

/** A URL as the log keeps it: its path, and of its query only the names and values above. */
export const redactUrl = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return redactPath(url);
  const params = url
    .slice(at + 1)
    .split('&')
    .map((param) => {
      const equals = param.indexOf('=');
      const name = safeDecode(equals < 0 ? param : param.slice(0, equals));
      const value = equals < 0 ? '' : safeDecode(param.slice(equals + 1));
      if (!PLAIN_NAME.test(name)) return '[redacted]';
      if (equals < 0) return name;
      return LOGGED_PARAMS.has(name.toLowerCase()) && PLAIN_VALUE.test(value) ? `${name}=${value}` : `${name}=[redacted]`;
    });
  return `${redactPath(url.slice(0, at))}?${params.join('&')}`;
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (addresses or CIDRs). */
const trustProxyOption = (value: string | undefined): boolean | string[] => {
  if (!value) return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
};

/** Builds the whole application without listening, so tests can `inject` requests. */
export const buildApp = async (options: AppOptions): Promise<App> => {
  const { config } = options;
  const logger: FastifyServerOptions['logger'] =
    options.logger === false
      ? false
      : {
          level: config.logLevel,
          ...(options.logStream ? { stream: options.logStream } : {}),
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: redactUrl(req.url),
              ip: req.ip,
            }),
            err: errorForLog,
          },
        };
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // While it closes, a request arriving on an open keep-alive connection is served, not refused
    // with 503 (a write cannot be retried by a balancer); idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  app.decorate('deps', {
    config,
    database: options.database,
    db: options.database.db,
    storage: options.storage,
    tokens: createTokenService(options.jwtSecret, config.jwtTtlSeconds),
    totpKeys: createSecretBox(options.jwtSecret, 'totp keys'),
    rateLimiter: createRateLimiter(options.database),
    lifecycle: { draining: false },
    activity: createActivity(),
  });
  // An import's page and the top bar poll its progress: that is no administrator's work to give way to.
  trackActivity(app, app.deps.activity, (url) => url.startsWith('/api/imports'));

  registerSecurityHeaders(app);
  // Signed cookies (the login's device cookie) use a key derived from the session key, which every
  // instance shares, and never the session key itself.
  await app.register(cookie, { secret: createHmac('sha256', options.jwtSecret).update('hub signed cookies').digest('base64url') });
  await app.register(multipart, { limits: { files: 1, fileSize: 200 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Hub de Recrutamento: API do back-office', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    },
    transform: documentUploads,
    transformObject: (documents) =>
      'openapiObject' in documents
        ? documentPersonalData(
            documentPermissions(documentErrorsAsJson(documents.openapiObject), API_OPERATIONS),
          )
        : documents.swaggerObject,
  });
  // The docs pages are public (DESIGN.md section 3): mark swagger-ui's routes before it adds them.
  // A public route says so in the OpenAPI document too (`security: []` lifts the global bearer),
  // from the same flag the auth hook reads, so the docs and the authorization tests cannot drift.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    if (route.config?.public) route.schema = { ...route.schema, security: [] };
    // Every protected operation may answer 401 (no session, an expired or revoked token).
    else if (route.schema?.response)
      route.schema = {
        ...route.schema,
        response: { 401: apiErrorSchema, ...(route.schema.response as object) },
      };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  // contentType: false: the files route sets the checked type (send would guess it from the name).
  // Created up front: @fastify/static warns at every start of a data dir with nothing uploaded yet.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  ensurePrivateDir(config.dataDir);
  ensurePrivateDir(uploadsDir);
  await app.register(fastifyStatic, { root: uploadsDir, serve: false, contentType: false });
  await registerModules(app);

  await registerSpa(app, config.webDist);
  return app;
};

/**
 * The first pages' Link headers (web/scripts/route-sizes.mjs writes route-preloads.json): their
 * chunks are fetched beside the entry, not after the entry has run and asked for them.
 */
const routePreloadLinks = (webDist: string): Map<string, string> => {
  const file = path.join(webDist, 'route-preloads.json');
  if (!fs.existsSync(file)) return new Map();
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(routes).map(([route, urls]) => [
      route,
      urls.map((url) => `<${url}>; rel=modulepreload; crossorigin`).join(', '),
    ]),
  );
};

const isSourceMap = (pathname: string): boolean => /\.map(\.(br|gz))?$/i.test(pathname);

/**
 * The built web app at /: its files by @fastify/static, each in the encoding the browser accepts
 * (web/scripts/precompress.mjs writes the .br and .gz beside them); any other non-API GET gets
 * index.html (history fallback).
 */
const registerSpa = async (app: FastifyInstance, webDist: string): Promise<void> => {
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  const preloadLinks = routePreloadLinks(webDist);
  if (indexHtml)
    await app.register(fastifyStatic, {
      root: webDist,
      decorateReply: false,
      preCompressed: true,
      index: false,
      // A route per file of the build, listed at start: any other path is the history fallback's.
      wildcard: false,
      // Hashed file names never change content: cached for a year.
      maxAge: '365d',
      immutable: true,
      schemaHide: true,
      // Source maps stay on the server's disk for debugging: the sources are never served.
      allowedPath: (pathname) => !isSourceMap(pathname),
    });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api') || request.method !== 'GET' || !indexHtml || isSourceMap(pathname)) {
      return reply
        .status(404)
        .send(errorBody(404, `Rota não encontrada: ${request.method} ${pathname}`));
    }
    const links = preloadLinks.get(pathname);
    if (links) reply.header('link', links);
    // index.html names the current build's files: revalidated, never cached.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
};
