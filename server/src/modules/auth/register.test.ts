import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/helper';

const body = { email: 'nova@conselho.org.br', password: 'senha-forte-1', firstName: 'Nova', lastName: 'Admin' };

describe('POST /account/register', () => {
  it('is refused with 403 once a super-admin exists and registration is closed', async () => {
    const { app } = await setupApp();
    const response = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/cadastro de administradores está fechado/);
    // A fresh app (database, migrations, first admin) is built inside this test: give it a hook's time.
  }, 120_000);

  it('creates and authenticates an administrator while REGISTRATION_OPEN=true', async () => {
    const { app } = await setupApp({ REGISTRATION_OPEN: 'true' });
    const response = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: body.email, superAdmin: { name: 'Nova Admin' } });
    const duplicate = await app.inject({ method: 'POST', url: '/api/account/register', payload: { ...body, email: 'NOVA@conselho.org.br' } });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await app.inject({ method: 'POST', url: '/api/account/register', payload: { ...body, password: 'curta', firstName: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['firstName', 'password']);
  }, 120_000);
});
