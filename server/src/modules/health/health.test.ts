import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});

describe('GET /ready', () => {
  it('fails once the instance is shutting down, while the rest is still served', async () => {
    expect((await ctx.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    ctx.app.deps.lifecycle.draining = true;
    const draining = await ctx.app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().message).toBe('Esta instância está sendo encerrada. Tente novamente em instantes.');
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    ctx.app.deps.lifecycle.draining = false;
  });
});
