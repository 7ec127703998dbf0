import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@hub/contract/auth';
import { users } from '../../db/schema/index';
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
    const { app, database } = await setupApp({ REGISTRATION_OPEN: 'true' });
    const response = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: body.email, superAdmin: { name: 'Nova Admin' } });
    const duplicate = await app.inject({ method: 'POST', url: '/api/account/register', payload: { ...body, email: 'NOVA@conselho.org.br' } });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await app.inject({ method: 'POST', url: '/api/account/register', payload: { ...body, password: 'curta', firstName: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['firstName', 'password']);

    // Simultaneous registrations of one email all pass the lookup: the unique index decides, as a 409.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/account/register', payload: { ...body, email: 'corrida@conselho.org.br' } })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(racing.find((answer) => answer.statusCode === 409)?.json().message).toBe('Já existe uma conta com este email');

    // The email index spans every typeUser: an email held by a professional's account is taken too.
    await database.db.insert(users).values({ email: 'profissional@conselho.org.br', typeUser: USER_TYPES.professional });
    const heldByProfessional = await app.inject({ method: 'POST', url: '/api/account/register', payload: { ...body, email: 'profissional@conselho.org.br' } });
    expect(heldByProfessional.statusCode).toBe(409);
  }, 120_000);
});
