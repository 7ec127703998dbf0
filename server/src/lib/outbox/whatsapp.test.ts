import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhatsAppText, type WhatsAppConfig } from './whatsapp';

type Seen = { path: string; authorization: string | undefined; body: Record<string, unknown> };

/** A local server speaking the WhatsApp Cloud API: the recipient number picks the answer. */
const seen: Seen[] = [];
let server: http.Server;
let config: WhatsAppConfig;

const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '5511999990000': {
    status: 200,
    body: { messaging_product: 'whatsapp', contacts: [{ input: '5511999990000', wa_id: '5511999990000' }], messages: [{ id: 'wamid.HBgM123' }] },
  },
  '5511000000400': {
    status: 400,
    body: { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: 'A1' } },
  },
  '5511000000401': {
    status: 401,
    body: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190, fbtrace_id: 'A2' } },
  },
  '5511000000429': {
    status: 429,
    body: { error: { message: '(#80007) Rate limit hit', type: 'OAuthException', code: 80007, fbtrace_id: 'A3' } },
  },
  '5511000000500': { status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2, fbtrace_id: 'A4' } } },
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const answer = ANSWERS[String(body.to)] ?? { status: 200, body: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = { token: 'token-de-teste', phoneId: '1234567890', apiUrl: `http://127.0.0.1:${port}/v21.0` };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const send = (to: string) => sendWhatsAppText(config, { to, body: 'Olá, profissional', requestId: 'chave-idem-1' });

describe('WhatsApp Cloud API adapter', () => {
  it('posts a text message to /{phone-id}/messages with the Bearer token and answers the wamid', async () => {
    const answer = await send('+55 (11) 99999-0000');
    expect(answer.outcome).toEqual({ kind: 'sent', providerId: 'wamid.HBgM123' });
    expect(answer.httpStatus).toBe(200);
    const request = seen.at(-1);
    expect(request?.path).toBe('/v21.0/1234567890/messages');
    expect(request?.authorization).toBe('Bearer token-de-teste');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511999990000',
      type: 'text',
      text: { preview_url: false, body: 'Olá, profissional' },
      biz_opaque_callback_data: 'chave-idem-1',
    });
  });

  it('treats invalid parameters and a bad token as final failures with the API message', async () => {
    const invalid = await send('5511000000400');
    expect(invalid.outcome).toMatchObject({ kind: 'failed', code: 'http 400 / 100' });
    expect(invalid.outcome.kind === 'failed' && invalid.outcome.error).toContain('Invalid parameter');
    expect((await send('5511000000401')).outcome).toMatchObject({ kind: 'failed', code: 'http 401 / 190' });
  });

  it('retries throttling, server errors and an unreachable API', async () => {
    expect((await send('5511000000429')).outcome).toMatchObject({ kind: 'retry', code: 'http 429 / 80007' });
    expect((await send('5511000000500')).outcome).toMatchObject({ kind: 'retry', code: 'http 500 / 2' });
    const unreachable = await sendWhatsAppText({ ...config, apiUrl: 'http://127.0.0.1:1/v21.0' }, { to: '5511999990000', body: 'x', requestId: 'k' });
    expect(unreachable.outcome).toMatchObject({ kind: 'retry', code: 'network' });
    expect(unreachable.httpStatus).toBeNull();
  });

  it('retries a success answer that carries no message id', async () => {
    expect((await send('5511000000777')).outcome).toMatchObject({ kind: 'retry', code: 'http 200' });
  });
});
