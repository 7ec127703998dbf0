import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_KINDS } from '@hub/contract/personal-data';
import {
  DEFAULT_PROCESSING_SETTINGS,
  type ProcessingRecord,
  type ProcessingSettings,
} from '@hub/contract/processing-record';
import { auditLog } from '../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertScopedAdmin } from '../../test/scoped-admin';

/*
 * The record of processing operations (art. 37, decision 056): every field the contract marks as
 * personal data, by kind, with the purposes, legal bases, retention and recipients of the settings;
 * read on screen, downloaded as a document, JSON or CSV, each download audited.
 */

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'PUT', url: string, payload?: object, as = headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });

type Node = Record<string, unknown>;

/** Every property the OpenAPI document marks `x-personal-data` in a success answer: its name and kind. */
const markedInDocument = (document: Node): Set<string> => {
  const components = ((document.components as Node | undefined)?.schemas ?? {}) as Node;
  const found = new Set<string>();
  const walk = (node: unknown, seen: Set<unknown>) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const record = node as Node;
    if (typeof record.$ref === 'string') walk(components[record.$ref.split('/').pop()!], seen);
    const properties = (record.properties ?? {}) as Record<string, Node>;
    for (const [name, property] of Object.entries(properties)) {
      const kind = property['x-personal-data'] ?? (property.anyOf as Node[] | undefined)?.find((option) => option['x-personal-data'])?.['x-personal-data'];
      if (typeof kind === 'string') found.add(`${kind}:${name}`);
    }
    for (const child of Object.values(record)) walk(child, seen);
  };
  for (const methods of Object.values(document.paths as Record<string, Record<string, Node>>))
    for (const operation of Object.values(methods))
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Node))
        if (status.startsWith('2')) walk(response, new Set());
  return found;
};

describe('the record of processing operations (art. 37)', () => {
  it('lists every personal field the contract marks, by kind, with the default purposes in Portuguese', async () => {
    const response = await api('GET', '/lgpd/processing-record');
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json<ProcessingRecord>();
    expect(record.categories.map((category) => category.kind)).toEqual([...PERSONAL_KINDS]);
    expect(record.controller).toBe(DEFAULT_PROCESSING_SETTINGS.controller);
    const cpf = record.categories.find((category) => category.kind === 'cpf')!;
    expect(cpf).toMatchObject({ name: 'CPF', purpose: DEFAULT_PROCESSING_SETTINGS.activities.cpf.purpose });
    expect(cpf.fields.find((field) => field.paths.includes('cpf'))?.operations.map((use) => use.operationId)).toContain('getCandidate');
    const answers = record.categories.find((category) => category.kind === 'answers')!;
    expect(answers.fields.flatMap((field) => field.paths)).toEqual(expect.arrayContaining(['answers']));

    // Each property the OpenAPI document marks is in the record under its kind.
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Node>();
    const marked = markedInDocument(document);
    expect(marked.size).toBeGreaterThanOrEqual(10);
    const listed = new Set(
      record.categories.flatMap((category) =>
        category.fields.flatMap(({ paths }) => paths.map((path) => `${category.kind}:${path.split('.').pop()!.replace('[]', '')}`)),
      ),
    );
    for (const mark of marked) expect(listed, mark).toContain(mark);
  });

  it('takes the purposes, legal bases, retention and recipients of the settings, checked field by field', async () => {
    const bad = await api('PUT', '/settings/processing-record', {
      ...DEFAULT_PROCESSING_SETTINGS,
      activities: { ...DEFAULT_PROCESSING_SETTINGS.activities, cpf: { ...DEFAULT_PROCESSING_SETTINGS.activities.cpf, purpose: ' ' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'activities.cpf.purpose', message: 'Informe a finalidade' }]);

    const settings: ProcessingSettings = {
      ...DEFAULT_PROCESSING_SETTINGS,
      dpo: 'Maria Encarregada — dpo@conselho.org.br',
      activities: {
        ...DEFAULT_PROCESSING_SETTINGS.activities,
        phone: { ...DEFAULT_PROCESSING_SETTINGS.activities.phone, retention: 'Até 24 meses depois da última candidatura' },
      },
    };
    const saved = await api('PUT', '/settings/processing-record', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ dpo: settings.dpo, updatedBy: expect.any(String) });
    const record = (await api('GET', '/lgpd/processing-record')).json<ProcessingRecord>();
    expect(record.dpo).toBe(settings.dpo);
    expect(record.categories.find((category) => category.kind === 'phone')?.retention).toBe('Até 24 meses depois da última candidatura');

    const html = await api('GET', '/lgpd/processing-record.html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<h1>Registro das operações de tratamento de dados pessoais</h1>');
    expect(html.body).toContain('Maria Encarregada — dpo@conselho.org.br');
    expect(html.body).toContain('Até 24 meses depois da última candidatura');
    expect(html.body).toContain('<tr><td>CPF</td>');
    const json = await api('GET', '/lgpd/processing-record.json');
    expect(JSON.parse(json.body)).toMatchObject({ dpo: settings.dpo });
    const csv = await api('GET', '/lgpd/processing-record.csv');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFTipo de dado;Campo;Caminho na API;Finalidade;Base legal;Retenção;Compartilhamento;Onde aparece');
    expect(csv.body).toContain('\r\nCPF;CPF;candidate.cpf, cpf, rows[].cpf;');

    const trail = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lgpd_settings')));
    expect(trail.map((entry) => entry.action).sort()).toEqual([
      'processing-record.download',
      'processing-record.download',
      'processing-record.download',
      'processing-record.update',
    ]);
  });

  it("is read with the desk's 'ver', downloaded with its 'exportar' and written with its 'criar e editar'", async () => {
    const reader = await insertScopedAdmin(ctx, { email: 'leitor.lgpd@conselho.org.br', permissions: ['lgpd.ver'], ufs: null });
    expect((await api('GET', '/lgpd/processing-record', undefined, reader.headers)).statusCode).toBe(200);
    expect((await api('GET', '/settings/processing-record', undefined, reader.headers)).statusCode).toBe(200);
    expect((await api('GET', '/lgpd/processing-record.html', undefined, reader.headers)).statusCode).toBe(403);
    expect((await api('PUT', '/settings/processing-record', DEFAULT_PROCESSING_SETTINGS, reader.headers)).statusCode).toBe(403);
  });
});
