import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../test/helper';
import { issuePasswordKey } from './password-reset';

/** OWASP ASVS 5.0 V6.2: common, breached and context passwords refused, long passphrases taken. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupApp();
});

const reset = (key: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password } });

const newKey = async (): Promise<string> => {
  const { userId } = await loginAs(ctx.app);
  return issuePasswordKey(ctx.database.db, userId, 'reset');
};

describe('weak passwords', () => {
  it('refuses common, breached and Portuguese ones on reset with the reason in Portuguese, and the key still works', async () => {
    const key = await newKey();
    for (const weak of ['12345678', 'senha123', 'flamengo10', 'corinthians', 'qwertyuiop', 'admin@test.local', 'Brasil2024']) {
      const response = await reset(key, weak);
      expect(response.statusCode, weak).toBe(400);
      const issue = response.json().issues.find((item: { path: string }) => item.path === 'password');
      expect(issue?.message, weak).toMatch(/^Senha fácil de adivinhar\. \S/);
    }
    // Refusals do not spend the key; a passphrase of 64+ characters is taken.
    const passphrase = 'a cigarra cantou na varanda enquanto o café esfriava devagar em maio';
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    expect((await reset(key, passphrase)).statusCode).toBe(204);
    await loginAs(ctx.app, { email: ADMIN.email, password: passphrase });
    // Back to the known password for the other tests.
    const back = await issuePasswordKey(ctx.database.db, (await loginAs(ctx.app, { email: ADMIN.email, password: passphrase })).userId, 'reset');
    expect((await reset(back, ADMIN.password)).statusCode).toBe(204);
  });

  it('refuses a reset to the current password', async () => {
    const key = await newKey();
    const response = await reset(key, ADMIN.password);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'password', message: 'A nova senha deve ser diferente da atual' });
    // The refusal left the key usable.
    expect((await reset(key, 'outra-frase-para-o-teste')).statusCode).toBe(204);
    const back = await issuePasswordKey(ctx.database.db, (await loginAs(ctx.app, { email: ADMIN.email, password: 'outra-frase-para-o-teste' })).userId, 'reset');
    expect((await reset(back, ADMIN.password)).statusCode).toBe(204);
  });

  it('refuses on a password change a weak new password and one equal to the current', async () => {
    const session = await loginAs(ctx.app);
    const change = (password: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/user/${session.userId}`, headers: session.headers, payload: { currentPassword: ADMIN.password, password } });
    const weak = await change('12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0]).toMatchObject({ path: 'password', message: expect.stringMatching(/^Senha fácil de adivinhar/) });
    const same = await change(ADMIN.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().issues).toContainEqual({ path: 'password', message: 'A nova senha deve ser diferente da atual' });
    // Nothing changed: the session still works.
    expect((await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${session.token}` })).statusCode).toBe(200);
  });
});
