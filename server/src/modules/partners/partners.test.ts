import { beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '@hub/contract/partners';
import { createPartner, partnerInput } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { multipart, PNG } from '../../test/uploads';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('partners', () => {
  it('creates an active partner, reads, lists and finds it by name or CNPJ', async () => {
    const response = await api(
      'POST',
      '/partners',
      partnerInput({
        name: 'Livraria do Conselho',
        cnpj: '11.444.777/0001-61',
        website: 'livraria.com.br',
        benefit: '15% de desconto',
      }),
    );
    expect(response.statusCode).toBe(201);
    const partner = response.json<Partner>();
    expect(partner).toMatchObject({
      status: 'active',
      cnpj: '11444777000161',
      website: 'https://livraria.com.br',
    });
    expect((await api('GET', `/partners/${partner.id}`)).json()).toEqual(partner);
    for (const key of ['livraria', '11.444.777', '11444777000161']) {
      expect(
        (await api('GET', `/partners?key=${encodeURIComponent(key)}`))
          .json<{ rows: Partner[] }>()
          .rows.map((row) => row.id),
        key,
      ).toContain(partner.id);
    }
  });

  it('answers 400 for invalid fields and 409 for a CNPJ already used', async () => {
    const invalid = await api('POST', '/partners', { name: '', email: 'a', cnpj: '123' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['cnpj', 'email', 'name']);
    const existing = await createPartner(ctx.app, headers);
    const duplicate = await api('POST', '/partners', partnerInput({ cnpj: existing.cnpj ?? '' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().issues).toEqual([
      { path: 'cnpj', message: 'Já existe um parceiro com este CNPJ' },
    ]);
    expect((await api('POST', '/partners', partnerInput({ cnpj: '' }))).statusCode).toBe(201);
    expect((await api('POST', '/partners', partnerInput({ cnpj: null }))).statusCode).toBe(201);
  });

  it('updates with optimistic concurrency', async () => {
    const partner = await createPartner(ctx.app, headers);
    const body = {
      name: 'Renomeado',
      email: partner.email,
      cnpj: partner.cnpj,
      updatedAt: partner.updatedAt,
    };
    expect((await api('PUT', `/partners/${partner.id}`, body)).json().name).toBe('Renomeado');
    expect(
      (await api('PUT', `/partners/${partner.id}`, { ...body, name: 'Atrasado' })).statusCode,
    ).toBe(409);
  });

  it('deactivates and reactivates, refusing a move to the same status', async () => {
    const partner = await createPartner(ctx.app, headers);
    expect(
      (await api('POST', `/partners/${partner.id}/status`, { status: 'inactive' })).json().status,
    ).toBe('inactive');
    expect(
      (await api('POST', `/partners/${partner.id}/status`, { status: 'inactive' })).statusCode,
    ).toBe(409);
    expect(
      (await api('GET', '/partners?status=inactive'))
        .json<{ rows: Partner[] }>()
        .rows.map((row) => row.id),
    ).toContain(partner.id);
    expect(
      (await api('POST', `/partners/${partner.id}/status`, { status: 'active' })).json().status,
    ).toBe('active');
  });

  it('uploads a logo and exports the list as CSV', async () => {
    const partner = await createPartner(ctx.app, headers, {
      name: 'Parceiro Com Logo',
      benefit: 'Frete; grátis',
    });
    const body = multipart('logo.png', PNG, 'image/png');
    const logo = await ctx.app.inject({
      method: 'POST',
      url: `/api/partners/${partner.id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(logo.statusCode).toBe(200);
    expect((await api('GET', `/partners/${partner.id}`)).json().logoUrl).toBe(logo.json().logoUrl);
    const csv = await api('GET', '/partners/export.csv?key=Com%20Logo');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Parceiro Com Logo;');
    expect(lines[1]).toContain(';"Frete; grátis";');
  });
});
