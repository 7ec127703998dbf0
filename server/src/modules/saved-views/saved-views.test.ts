import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_KINDS } from '@hub/contract/logs';
import { SAVED_VIEW_LISTS, logViews, type SavedView } from '@hub/contract/saved-views';
import { auditLog } from '../../db/schema/index';
import { loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

type Headers = { authorization: string };

let ctx: TestContext;
let mine: Headers;
let theirs: Headers;

/** A second administrator, registered as e2e does (REGISTRATION_OPEN), named Beatriz Ramos. */
const registerAdmin = async (): Promise<Headers> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/register',
    remoteAddress: randomIp(),
    payload: {
      email: 'beatriz@conselho.org.br',
      password: 'senha-forte-456',
      firstName: 'Beatriz',
      lastName: 'Ramos',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
};

beforeAll(async () => {
  ctx = await setupApp({ REGISTRATION_OPEN: 'true' });
  ({ headers: mine } = await loginAs(ctx.app));
  theirs = await registerAdmin();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers | Record<string, never> = mine,
) => ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const create = async (body: object, headers: Headers = mine): Promise<SavedView> => {
  const response = await api('POST', '/saved-views', body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedView>();
};

const listed = async (list: string, headers: Headers = mine): Promise<SavedView[]> => {
  const response = await api('GET', `/saved-views?list=${list}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: SavedView[] }>().rows;
};

describe('saved views', () => {
  it('creates a view, private by default, and lists it for its owner only', async () => {
    const view = await create({ list: 'partners', name: '  Ativos  ', query: '?status=active' });
    expect(view).toEqual({
      id: expect.any(String),
      list: 'partners',
      name: 'Ativos',
      query: 'status=active',
      shared: false,
      mine: true,
      ownerName: 'Administrador',
    });
    expect(await listed('partners')).toEqual([view]);
    expect(await listed('partners', theirs)).toEqual([]);
    expect(await listed('companies')).toEqual([]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'saved-views'), eq(auditLog.entityId, view.id)));
    expect(entry).toMatchObject({ action: 'create', recordLabel: 'Ativos' });
  });

  it('lists the caller’s views first, then those the others shared, with their owner’s name', async () => {
    const own = await create({
      list: 'companies',
      name: 'Minhas pendentes',
      query: 'status=pending',
    });
    const shared = await create(
      { list: 'companies', name: 'Pendentes SP', query: 'status=pending&key=sp', shared: true },
      theirs,
    );
    await create({ list: 'companies', name: 'Rascunho da Beatriz', query: 'key=x' }, theirs);
    expect(await listed('companies')).toEqual([
      own,
      { ...shared, mine: false, ownerName: 'Beatriz Ramos' },
    ]);
    // Beatriz sees her own two; the first administrator's private view stays his.
    expect((await listed('companies', theirs)).map((view) => [view.name, view.mine])).toEqual([
      ['Pendentes SP', true],
      ['Rascunho da Beatriz', true],
    ]);
  });

  it('answers 409 on the field for a name the owner already gave a view of that list', async () => {
    await create({ list: 'plans', name: 'Mensais', query: 'interval=monthly' });
    const duplicate = await api('POST', '/saved-views', {
      list: 'plans',
      name: 'Mensais',
      query: 'interval=yearly',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'Você já tem uma visão com este nome nesta lista',
      issues: [{ path: 'name', message: 'Você já tem uma visão com este nome nesta lista' }],
    });
    // Another list, or another administrator, may use the name.
    await create({ list: 'vouchers', name: 'Mensais', query: '' });
    await create({ list: 'plans', name: 'Mensais', query: '' }, theirs);
    // Renaming onto a taken name is refused the same way.
    const other = await create({ list: 'plans', name: 'Anuais', query: 'interval=yearly' });
    const renamed = await api('PUT', `/saved-views/${other.id}`, {
      name: 'Mensais',
      query: other.query,
      shared: false,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().issues).toEqual([
      { path: 'name', message: 'Você já tem uma visão com este nome nesta lista' },
    ]);
  });

  it('answers 400 naming every offending field', async () => {
    const invalid = await api('POST', '/saved-views', {
      list: 'nowhere',
      name: '   ',
      query: 'x'.repeat(2001),
      shared: 'yes',
    });
    expect(invalid.statusCode).toBe(400);
    const issues = invalid.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues.map((issue) => issue.path).sort()).toEqual(['list', 'name', 'query', 'shared']);
    expect(issues).toContainEqual({ path: 'name', message: 'Dê um nome à visão' });
    expect(issues).toContainEqual({ path: 'query', message: 'Use no máximo 2000 caracteres' });
    expect(
      (await api('POST', '/saved-views', { list: 'plans', name: 'x'.repeat(61), query: '' })).json()
        .issues,
    ).toEqual([{ path: 'name', message: 'Use no máximo 60 caracteres' }]);
    expect((await api('GET', '/saved-views?list=nowhere')).statusCode).toBe(400);
    expect((await api('GET', '/saved-views')).statusCode).toBe(400);
  });

  it('renames, shares and updates the query of one’s own view', async () => {
    const view = await create({ list: 'vouchers', name: 'Ativos', query: 'status=active' });
    const response = await api('PUT', `/saved-views/${view.id}`, {
      name: 'Cupons ativos',
      query: 'status=active&sort=code',
      shared: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = {
      ...view,
      name: 'Cupons ativos',
      query: 'status=active&sort=code',
      shared: true,
    };
    expect(response.json()).toEqual(updated);
    expect(await listed('vouchers', theirs)).toContainEqual({ ...updated, mine: false });
  });

  it('answers 404 for an unknown id and for another administrator’s view, shared or not, and changes nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const body = { name: 'Tomada', query: '', shared: false };
    expect((await api('PUT', `/saved-views/${unknown}`, body)).statusCode).toBe(404);
    expect((await api('DELETE', `/saved-views/${unknown}`)).statusCode).toBe(404);
    expect((await api('DELETE', '/saved-views/not-an-id')).statusCode).toBe(400);
    const shared = await create(
      { list: 'subscriptions', name: 'Inadimplentes', query: 'status=past_due', shared: true },
      theirs,
    );
    const secret = await create({ list: 'subscriptions', name: 'Particular', query: '' }, theirs);
    for (const view of [shared, secret]) {
      const put = await api('PUT', `/saved-views/${view.id}`, body);
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe('Visão não encontrada');
      expect((await api('DELETE', `/saved-views/${view.id}`)).statusCode).toBe(404);
    }
    expect((await listed('subscriptions', theirs)).map((view) => view.name)).toEqual([
      'Inadimplentes',
      'Particular',
    ]);
  });

  it('deletes one’s own view (204), after which it is gone for everyone', async () => {
    const view = await create({
      list: 'super-admins',
      name: 'Inativos',
      query: 'status=inactive',
      shared: true,
    });
    const removed = await api('DELETE', `/saved-views/${view.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await listed('super-admins')).toEqual([]);
    expect(await listed('super-admins', theirs)).toEqual([]);
    expect((await api('DELETE', `/saved-views/${view.id}`)).statusCode).toBe(404);
  });

  it('keeps views on every list apart: the message templates, the audit trail and each log have their own', async () => {
    expect(SAVED_VIEW_LISTS).toEqual(
      expect.arrayContaining(['message-templates', 'audit', ...LOG_KINDS.map(logViews)]),
    );
    for (const list of SAVED_VIEW_LISTS)
      await create({ list, name: `Visão de ${list}`, query: 'key=x&order=desc' });
    for (const list of SAVED_VIEW_LISTS) {
      const own = (await listed(list)).filter((view) => view.name.startsWith('Visão de '));
      expect(
        own.map((view) => [view.list, view.name, view.query]),
        list,
      ).toEqual([[list, `Visão de ${list}`, 'key=x&order=desc']]);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await api('GET', '/saved-views?list=companies', undefined, {})).statusCode).toBe(401);
    expect(
      (await api('POST', '/saved-views', { list: 'companies', name: 'X', query: '' }, {}))
        .statusCode,
    ).toBe(401);
  });
});
