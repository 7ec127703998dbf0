import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp({ LOGIN_RATE_LIMIT: '5' });
});

const login = (payload: unknown, remoteAddress = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/login?typeUser=0', payload: payload as object, remoteAddress });

describe('POST /authentication/login', () => {
  it('answers the token and the session user for the right password', async () => {
    const response = await login(ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ email: ADMIN.email, superAdmin: { name: 'Administrador' }, photoUrl: null });
  });

  it('answers 401 with the spec message for a wrong password or unknown email', async () => {
    for (const payload of [{ ...ADMIN, password: 'errada' }, { email: 'ninguem@x.org', password: 'abc' }]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Email e/ou senha estão erradas');
    }
  });

  it('answers 400 with the spec validation messages', async () => {
    const invalid = await login({ email: 'nao-e-email', password: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toContainEqual({ path: 'email', message: 'O email deve ser um endereço de email válido' });
    const missing = await login({ email: '', password: '' });
    expect(missing.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'O email é obrigatório' },
        { path: 'password', message: 'A senha é obrigatória' },
      ]),
    );
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login?typeUser=0',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTypeOf('string');
  });

  it('refuses with 429 after too many attempts from one address, whatever the email', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await login({ email: `p${attempt}@x.org`, password: 'x' }, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(ADMIN, ip)).statusCode).toBe(429);
  });

  it('refuses with 429 after too many attempts for one email', async () => {
    const target = { email: 'alvo@x.org', password: 'errada' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await login(target)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await login(target)).json().message).toMatch(/Muitas tentativas/);
  });
});

describe('GET /user/getUserByAcessToken', () => {
  it('answers the user of a valid token and 401 for a bad one', async () => {
    const { token } = await loginAs(ctx.app);
    const ok = await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(ADMIN.email);
    const bad = await ctx.app.inject({ url: '/api/user/getUserByAcessToken/?accessToken=abc.def.ghi' });
    expect(bad.statusCode).toBe(401);
  });

  it('takes the token from the Authorization header instead, so that no URL carries it (decision 047)', async () => {
    const { headers } = await loginAs(ctx.app);
    const ok = await ctx.app.inject({ url: '/api/user/getUserByAcessToken/', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(ADMIN.email);
    const none = await ctx.app.inject({ url: '/api/user/getUserByAcessToken/' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ issues: [{ path: 'accessToken', message: 'Informe o token de acesso' }] });
  });
});

describe('authentication of the API', () => {
  it('refuses a protected route without a token', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: `/api/super-admin/${crypto.randomUUID()}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
