import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATHO_MESSAGES, type CathoPosting, type CathoStatus } from '@hub/contract/catho';
import { cathoLog } from '../../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../../test/processes';

/** A stand-in for Catho's API on a free local port: each test says how it answers. */
type Received = { method: string; url: string; authorization: string | undefined; body: string };
let received: Received[] = [];
let answer: (request: Received, response: ServerResponse) => void;

const catho = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const entry = {
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    };
    received.push(entry);
    answer(entry, response);
  });
});

const json = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

let ctx: TestContext;
let unconfigured: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => catho.listen(0, '127.0.0.1', resolve));
  const { port } = catho.address() as AddressInfo;
  ctx = await setupApp({
    CATHO_API_URL: `http://127.0.0.1:${port}/v1`,
    CATHO_API_TOKEN: 'token-de-teste',
    CATHO_TIMEOUT_MS: '300',
  });
  unconfigured = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

afterAll(async () => {
  catho.closeAllConnections();
  await new Promise((resolve) => catho.close(resolve));
});

beforeEach(() => {
  received = [];
});

const api = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const openedProcess = async (overrides: Parameters<typeof createProcess>[3] = {}) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  const process = await createProcess(ctx.app, headers, company.id, overrides);
  await openProcess(ctx.app, headers, process.id);
  return process;
};

const logsOf = (processId: string) =>
  ctx.database.db.select().from(cathoLog).where(eq(cathoLog.selectiveProcessId, processId));

describe('Catho adapter', () => {
  it('publishes, updates and removes the posting, logging every exchange', async () => {
    const process = await openedProcess({ confidential: true, salaryMinCents: 350000 });
    answer = (request, response) => {
      if (request.method === 'POST')
        json(response, 201, { id: 'CAT-123', url: 'https://catho.example/vagas/123', status: 'pending' });
      else if (request.method === 'PUT') json(response, 200, { id: 'CAT-123', status: 'published' });
      else response.writeHead(204).end();
    };
    const published = await api('POST', `/selective-processes/${process.id}/catho`);
    expect(published.statusCode).toBe(200);
    expect(published.json<CathoPosting>()).toMatchObject({
      state: 'sent',
      externalId: 'CAT-123',
      externalUrl: 'https://catho.example/vagas/123',
      liveAt: null,
    });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v1/jobs', authorization: 'Bearer token-de-teste' });
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      title: process.title,
      company: 'Empresa confidencial',
      salaryMin: 3500,
      reference: process.id,
    });

    const updated = await api('POST', `/selective-processes/${process.id}/catho`);
    expect(updated.json<CathoPosting>()).toMatchObject({ state: 'live', externalId: 'CAT-123' });
    expect(updated.json<CathoPosting>().liveAt).not.toBeNull();
    expect(received[1]).toMatchObject({ method: 'PUT', url: '/v1/jobs/CAT-123' });

    const removed = await api('DELETE', `/selective-processes/${process.id}/catho`);
    expect(removed.json<CathoPosting>()).toMatchObject({ state: 'removed' });
    expect(received[2]).toMatchObject({ method: 'DELETE', url: '/v1/jobs/CAT-123' });
    const status = (await api('GET', `/selective-processes/${process.id}/catho`)).json<CathoStatus>();
    expect(status).toMatchObject({ configured: true, posting: { state: 'removed' } });

    const logs = await logsOf(process.id);
    expect(logs.map((row) => [row.operation, row.method, row.statusCode, row.error])).toEqual(
      expect.arrayContaining([
        ['publish', 'POST', 201, null],
        ['update', 'PUT', 200, null],
        ['remove', 'DELETE', 204, null],
      ]),
    );
    expect(logs.find((row) => row.operation === 'publish')?.responseExcerpt).toContain('CAT-123');
    expect(logs.every((row) => !row.requestExcerpt?.includes('token-de-teste'))).toBe(true);
    const logPage = await api('GET', `/logs/catho?key=${encodeURIComponent(process.title)}`);
    expect(logPage.json().totalItens).toBe(3);
  });

  it('marks the posting failed with Catho’s message when Catho refuses, answering 502', async () => {
    const process = await openedProcess();
    answer = (_request, response) => json(response, 422, { message: 'Descrição curta demais' });
    const refused = await api('POST', `/selective-processes/${process.id}/catho`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(CATHO_MESSAGES.failed('Descrição curta demais'));
    const status = (await api('GET', `/selective-processes/${process.id}/catho`)).json<CathoStatus>();
    expect(status.posting).toMatchObject({ state: 'failed', lastError: 'Descrição curta demais', externalId: null });
    const [log] = await logsOf(process.id);
    expect(log).toMatchObject({ operation: 'publish', statusCode: 422, error: 'Descrição curta demais' });
  });

  it('gives up after the timeout, logging the request without an answer', async () => {
    const process = await openedProcess();
    answer = () => undefined;
    const response = await api('POST', `/selective-processes/${process.id}/catho`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(CATHO_MESSAGES.unreachable('sem resposta em 300 ms'));
    const [log] = await logsOf(process.id);
    expect(log).toMatchObject({ statusCode: null, error: 'sem resposta em 300 ms' });
    const status = (await api('GET', `/selective-processes/${process.id}/catho`)).json<CathoStatus>();
    expect(status.posting?.state).toBe('failed');
  });

  it('removes the posting when the process is closed', async () => {
    const process = await openedProcess();
    answer = (request, response) =>
      request.method === 'POST'
        ? json(response, 201, { id: 'CAT-9', status: 'published' })
        : response.writeHead(204).end();
    await api('POST', `/selective-processes/${process.id}/catho`);
    await api('POST', `/selective-processes/${process.id}/status`, { status: 'in_progress' });
    const closed = await api('POST', `/selective-processes/${process.id}/status`, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(received.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/v1/jobs'],
      ['DELETE', '/v1/jobs/CAT-9'],
    ]);
    const status = (await api('GET', `/selective-processes/${process.id}/catho`)).json<CathoStatus>();
    expect(status.posting?.state).toBe('removed');
  });

  it('refuses drafts, removing what is not there, and anything when not configured', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const draft = await createProcess(ctx.app, headers, company.id);
    const notOpen = await api('POST', `/selective-processes/${draft.id}/catho`);
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().message).toBe(CATHO_MESSAGES.notPublishable);
    const nothing = await api('DELETE', `/selective-processes/${draft.id}/catho`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(CATHO_MESSAGES.noPosting);
    expect(received).toHaveLength(0);

    const other = await loginAs(unconfigured.app);
    const { company: owner } = await subscribedCompany(unconfigured.app, unconfigured.database.db, other.headers);
    const process = await createProcess(unconfigured.app, other.headers, owner.id);
    await openProcess(unconfigured.app, other.headers, process.id);
    const status = await unconfigured.app.inject({
      method: 'GET',
      url: `/api/selective-processes/${process.id}/catho`,
      headers: other.headers,
    });
    expect(status.json<CathoStatus>()).toEqual({ configured: false, posting: null });
    const refused = await unconfigured.app.inject({
      method: 'POST',
      url: `/api/selective-processes/${process.id}/catho`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CATHO_MESSAGES.notConfigured);
    const logs = await unconfigured.database.db.select().from(cathoLog);
    expect(logs).toHaveLength(0);
  });
});
