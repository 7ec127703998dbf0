import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authOperations } from '@hub/contract/auth';
import { partnerOperations } from '@hub/contract/partners';
import {
  buildUrl,
  call,
  errorMessage,
  FALLBACK_ERROR,
  fieldErrors,
  NO_ANSWER_MESSAGE,
  setReauthHandler,
  setUnauthorizedHandler,
} from './api-client';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  // The browser's fetch is the boundary of the client: replaced by a recorder that answers as told.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setUnauthorizedHandler(() => undefined);
  setReauthHandler(() => Promise.resolve(false));
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('prefixes /api and drops empty query values', () => {
    expect(buildUrl('/x', { a: 1, b: '', c: undefined, d: null, e: false })).toBe(
      '/api/x?a=1&e=false',
    );
    expect(buildUrl('/x')).toBe('/api/x');
  });

  it('sends the stored token as a Bearer header and JSON bodies', async () => {
    localStorage.setItem('accessToken', 'tok');
    answer = () => json(200, { ok: true });
    await expect(
      call(partnerOperations.changePartnerStatus, {
        params: { id: 'p' },
        body: { status: 'active', reason: undefined },
      }),
    ).resolves.toEqual({ ok: true });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"status":"active"}');
  });

  it('sends no authorization header without a token, and the FormData of an upload as is', async () => {
    answer = () => json(200, { logoUrl: '/files/logo.png' });
    const form = new FormData();
    form.append('file', new Blob(['png']), 'logo.png');
    await call(partnerOperations.uploadPartnerLogo, { params: { id: 'p' }, body: form });
    expect(calls[0]?.url).toBe('/api/partners/p/logo');
    expect(calls[0]?.init.method).toBe('POST');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
  });

  it('rejects with the answer body', async () => {
    answer = () => json(409, { statusCode: 409, error: 'Conflict', message: 'Já existe' });
    await expect(call(partnerOperations.getPartner, { params: { id: 'x' } })).rejects.toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Já existe',
    });
  });

  it("rejects with 'Something went wrong' when the answer has no body or the network fails", async () => {
    answer = () => new Response(null, { status: 502 });
    await expect(call(partnerOperations.getPartner, { params: { id: 'x' } })).rejects.toBe(
      FALLBACK_ERROR,
    );
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(call(partnerOperations.getPartner, { params: { id: 'x' } })).rejects.toBe(
      'Something went wrong',
    );
  });

  it('ends the session on a 401 only when a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer = () => json(401, { message: 'Email e/ou senha estão erradas' });
    const login = { query: { typeUser: 0 }, body: { email: 'a@b.com', password: 'x' } };
    await expect(call(authOperations.login, login)).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();

    localStorage.setItem('accessToken', 'old');
    await expect(call(partnerOperations.getPartner, { params: { id: 'x' } })).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a new session alone when a call sent with the token it replaced is refused', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('accessToken', 'old');
    answer = () => {
      // A password change stored its new token while this call, sent with the old one, was out.
      localStorage.setItem('accessToken', 'new');
      return json(401, { message: 'Sessão expirada' });
    };
    await expect(call(partnerOperations.getPartner, { params: { id: 'x' } })).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('extracts messages and field errors from what it rejected with', () => {
    expect(errorMessage({ message: 'Falhou' })).toBe('Falhou');
    expect(errorMessage('texto')).toBe('texto');
    expect(errorMessage(undefined, 'padrão')).toBe('padrão');
    expect(fieldErrors({ issues: [{ path: 'email', message: 'Email inválido' }] })).toEqual({
      email: 'Email inválido',
    });
    expect(fieldErrors('x')).toEqual({});
  });

  it("reads the bare rejection ('Something went wrong') in Portuguese, whatever the fallback", () => {
    expect(errorMessage(FALLBACK_ERROR)).toBe(NO_ANSWER_MESSAGE);
    expect(errorMessage(FALLBACK_ERROR, 'Email e/ou senha estão erradas')).toBe(NO_ANSWER_MESSAGE);
    expect(NO_ANSWER_MESSAGE).toMatch(/^Não foi possível falar com o servidor/);
  });
});

describe('a call of a contract operation', () => {
  it('takes its method and path from the declaration, with the parameters filled in', async () => {
    answer = () => json(200, { id: 'p/1' });
    await call(partnerOperations.getPartner, { params: { id: 'p/1' } });
    expect(calls[0]?.url).toBe('/api/partners/p%2F1');
    expect(calls[0]?.init.method).toBe('GET');

    answer = () => json(200, { rows: [] });
    await call(partnerOperations.listPartners, { query: { key: 'clínica', page: 2 } });
    expect(calls[1]?.url).toBe('/api/partners?key=cl%C3%ADnica&page=2');

    await call(partnerOperations.changePartnerStatus, {
      params: { id: 'x' },
      body: { status: 'inactive', reason: 'fim' },
    });
    expect(calls[2]?.url).toBe('/api/partners/x/status');
    expect(calls[2]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ status: 'inactive', reason: 'fim' });
  });
});

describe('re-authentication', () => {
  const refused = {
    statusCode: 403,
    error: 'Forbidden',
    message: 'Confirme sua senha para continuar',
    code: 'reauth_required',
  };
  const statusChange = () =>
    call(partnerOperations.changePartnerStatus, {
      params: { id: 'p' },
      body: { status: 'active', reason: undefined },
    });

  it('asks for the password on a reauth_required refusal and sends the change again once confirmed', async () => {
    const answers = [json(403, refused), json(200, { ok: true })];
    answer = () => answers.shift() ?? json(500, {});
    const asked = vi.fn(() => Promise.resolve(true));
    setReauthHandler(asked);
    await expect(statusChange()).resolves.toEqual({ ok: true });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(calls.map((sent) => [sent.init.method, sent.url])).toEqual([
      ['POST', '/api/partners/p/status'],
      ['POST', '/api/partners/p/status'],
    ]);
  });

  it('fails as refused when the dialog is cancelled, and asks once per change', async () => {
    answer = () => json(403, refused);
    const asked = vi.fn(() => Promise.resolve(false));
    setReauthHandler(asked);
    await expect(statusChange()).rejects.toMatchObject({ code: 'reauth_required' });
    expect(calls).toHaveLength(1);
    setReauthHandler(() => Promise.resolve(true));
    await expect(statusChange()).rejects.toMatchObject({ code: 'reauth_required' });
    expect(calls).toHaveLength(3);
  });
});
