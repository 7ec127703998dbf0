import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, setupApp, type TestContext } from './test/helper';

let ctx: TestContext;
const logged: string[] = [];
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hub</title><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.map'), '{"sources":["segredo.ts"]}');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.map.br'), zlib.brotliCompressSync('{"sources":["segredo.ts"]}'));
  fs.writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify({ '/auth/login': ['/assets/app.js'] }));
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
  ctx = await setupApp({ WEB_DIST: webDist, LOG_LEVEL: 'info' }, stream);
});

describe('the application shell of the API', () => {
  it('answers health and readiness without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document with the spec calls, and the docs page', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ['/api/authentication/login', '/api/user/getUserByAcessToken', '/api/account/register', '/api/user/forgotPassword', '/api/super-admin/{id}', '/api/user/{id}/photo', '/api/user/{id}']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    const docs = await ctx.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends once the answers a handler sends itself (the dashboard summary, a CSV export)', async () => {
    const { headers } = await loginAs(ctx.app);
    for (const url of ['/api/dashboard/summary', '/api/partners/export.csv']) {
      const response = await ctx.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
    }
    // A reply is thenable: a handler returning it resolved to something else, and it was sent twice.
    expect(logged.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('forbids inline and evaluated script on the SPA page and on API answers', async () => {
    for (const url of ['/dashboard/companies', '/api/health', '/api/nao-existe']) {
      const policy = String((await ctx.app.inject({ url })).headers['content-security-policy']);
      const scriptSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, url).toBe("script-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain("base-uri 'self'");
      expect(policy, url).not.toMatch(/unsafe-eval/);
    }
  });

  it('answers unknown API routes with a JSON 404 and serves the SPA with history fallback', async () => {
    const unknown = await ctx.app.inject({ url: '/api/nao-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const deepLink = await ctx.app.inject({ url: '/dashboard/companies/123?tab=2' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject({ url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never serves a source map, plain or precompressed', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const map = await ctx.app.inject({ url: '/assets/app.js.map', headers });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('segredo');
    }
    expect((await ctx.app.inject({ url: '/assets/app.js.map.br' })).statusCode).toBe(404);
  });

  it('sends the precompressed asset the browser accepts, and the plain file to the others', async () => {
    const brotli = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const refused = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const revalidated = await ctx.app.inject({ url: '/assets/app.js', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('announces the chunks of a first page with the page, for the browser to fetch beside the entry', async () => {
    const login = await ctx.app.inject({ url: '/auth/login' });
    expect(login.headers.link).toBe('</assets/app.js>; rel=modulepreload; crossorigin');
    const other = await ctx.app.inject({ url: '/dashboard/companies' });
    expect(other.headers.link).toBeUndefined();
  });

  it('never writes the access token of getUserByAcessToken to the logs', async () => {
    const { token } = await loginAs(ctx.app);
    await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${token}` });
    // Percent-encoded or differently cased, the parser still reads the key as accessToken.
    const encoded = await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?page=1&%61ccessToken=${token}` });
    expect(encoded.statusCode).toBe(200);
    // Every other spelling a client may try, each with the token in another encoding too.
    const spellings = [
      `ACCESSTOKEN=${token}`,
      `;accessToken=${token}`,
      `x=1;accessToken=${token}`,
      `page=1;accessToken=${token}`,
      `accessToken%00=${token}`,
      `accessToken[]=${token}`,
      `accessToken%5B%5D=${token}`,
      `accesstoken=${encodeURIComponent(token)}`,
      `AcCeSsToKeN=${token.replace(/\./g, '%2E')}`,
      token,
    ];
    for (const query of spellings) await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?${query}` });
    await ctx.app.inject({ url: `/api/user/getUserByAcessToken/;accessToken=${token}` });
    await ctx.app.inject({ url: `/api/${token}` });
    await ctx.app.inject({ url: `/auth/change-password?KEY=${token}&key%00=${token}` });
    const output = logged.join('');
    expect(output).not.toContain(token);
    expect(output).toContain('getUserByAcessToken');
    expect(output).toContain('accessToken=[redacted]');
    expect(output).toContain('page=1&accessToken=[redacted]');
    for (const part of token.split('.')) expect(output).not.toContain(part);
  });

  it('never writes a password-reset key or a search key to the logs', async () => {
    const resetKey = 'Zr4nd0mR3s3tK3yThatW0rksF0rAnH0ur';
    await ctx.app.inject({ url: `/auth/change-password?key=${resetKey}` });
    const { headers } = await loginAs(ctx.app);
    await ctx.app.inject({ url: '/api/candidates?page=1&key=71460238001', headers });
    const output = logged.join('');
    expect(output).toContain('/auth/change-password?key=[redacted]');
    expect(output).toContain('/api/candidates?page=1&key=[redacted]');
    await ctx.app.inject({ url: `/auth/change-password?Key=${resetKey}&key[]=${resetKey}` });
    expect(logged.join('')).not.toContain(resetKey);
    expect(output).not.toContain(resetKey);
    expect(output).not.toContain('71460238001');
  });
});

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const untrusted = await setupApp({ LOGIN_RATE_LIMIT: '1' });
    const attempt = (forwardedFor: string) =>
      untrusted.app.inject({
        method: 'POST',
        url: '/api/authentication/login?typeUser=0',
        payload: { email: `${forwardedFor}@x.org`, password: 'x' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.9.9.9',
      });
    expect((await attempt('1.1.1.1')).statusCode).toBe(401);
    // Same socket address: a forged header does not buy a fresh per-IP budget.
    expect((await attempt('2.2.2.2')).statusCode).toBe(429);

    const trusted = await setupApp({ LOGIN_RATE_LIMIT: '1', TRUST_PROXY: '10.9.9.9' });
    const viaProxy = (forwardedFor: string) =>
      trusted.app.inject({
        method: 'POST',
        url: '/api/authentication/login?typeUser=0',
        payload: { email: `${forwardedFor}@x.org`, password: 'x' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.9.9.9',
      });
    expect((await viaProxy('1.1.1.1')).statusCode).toBe(401);
    expect((await viaProxy('2.2.2.2')).statusCode).toBe(401);
    // Two fresh apps (database, migrations, first admin) are built inside this test: give it a hook's time.
  }, 120_000);
});
