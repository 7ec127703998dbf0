import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../test/helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupApp();
});

describe('Cache-Control on answers with personal data', () => {
  it('is no-store on the login answer, authenticated JSON and JSON errors', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/authentication/login?typeUser=0', payload: ADMIN, remoteAddress: randomIp() });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token, headers } = await loginAs(ctx.app);
    const answers = await Promise.all([
      ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${token}` }),
      ctx.app.inject({ url: '/api/candidates?page=1&limit=10', headers }),
      ctx.app.inject({ url: '/api/super-admins?page=1&limit=10', headers }),
      ctx.app.inject({ url: '/api/candidates?page=1&limit=10' }),
      ctx.app.inject({ method: 'POST', url: '/api/authentication/login?typeUser=0', payload: { ...ADMIN, password: 'errada-123' }, remoteAddress: randomIp() }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

});
