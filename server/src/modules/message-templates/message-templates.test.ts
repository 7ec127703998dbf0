import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  MessageTemplate,
  MessageTemplatePage,
  TemplatePreview,
} from '@hub/contract/message-templates';
import { messages } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertCandidate, insertCompany, insertProcessWithMove } from '../../test/message-fixtures';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';
import { renderFor, renderForApplications } from './template-values';

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url });
  ({ headers } = await loginAs(ctx.app));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

let sequence = 0;
const template = (overrides: Partial<{ name: string; subject: string; body: string }> = {}) => {
  sequence += 1;
  return {
    name: `Modelo ${sequence}`,
    subject: 'Olá, {{nome}}',
    body: 'Prezado(a) {{ nome }},\n\nObrigado.',
    ...overrides,
  };
};
const create = async (overrides: Parameters<typeof template>[0] = {}): Promise<MessageTemplate> => {
  const response = await api('POST', '/message-templates', template(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<MessageTemplate>();
};
const issues = (response: { json: () => { issues?: { path: string; message: string }[] } }) =>
  response.json().issues ?? [];
const UNKNOWN_CARGO =
  'Campo desconhecido: {{cargo}}. Use {{nome}}, {{empresa}}, {{processo}} ou {{etapa}}';

describe('message templates', () => {
  it('creates, reads, lists, finds without accents, updates with concurrency and deletes a template', async () => {
    const created = await create({
      name: 'Convite à entrevista',
      subject: 'Entrevista na {{empresa}}',
      body: 'Olá {{nome}}, etapa {{etapa}}.',
    });
    expect(created).toMatchObject({
      name: 'Convite à entrevista',
      fields: ['empresa', 'nome', 'etapa'],
    });
    expect((await api('GET', `/message-templates/${created.id}`)).json()).toEqual(created);
    for (const key of [
      'convite a entrevista',
      'ENTREVISTA',
      'na {{empresa',
      'entrevista convite',
    ]) {
      const page = (
        await api('GET', `/message-templates?key=${encodeURIComponent(key)}`)
      ).json<MessageTemplatePage>();
      expect(
        page.rows.map((row) => row.id),
        key,
      ).toContain(created.id);
    }
    const body = {
      name: 'Convite para entrevista',
      subject: 'Entrevista',
      body: 'Olá {{nome}}',
      updatedAt: created.updatedAt,
    };
    const updated = await api('PUT', `/message-templates/${created.id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Convite para entrevista', fields: ['nome'] });
    expect(
      (await api('PUT', `/message-templates/${created.id}`, { ...body, name: 'Atrasado' }))
        .statusCode,
    ).toBe(409);
    expect((await api('DELETE', `/message-templates/${created.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/message-templates/${created.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/message-templates/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a name already used, whatever its case, on create and update', async () => {
    const first = await create({ name: 'Reprovação padrão' });
    const duplicate = await api(
      'POST',
      '/message-templates',
      template({ name: 'REPROVAÇÃO PADRÃO' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(issues(duplicate)).toEqual([
      { path: 'name', message: 'Já existe um modelo com este nome' },
    ]);
    const other = await create();
    const renamed = await api('PUT', `/message-templates/${other.id}`, {
      ...template({ name: first.name.toLowerCase() }),
      updatedAt: other.updatedAt,
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses unknown fields on create and update with 400, naming them, and stores nothing', async () => {
    const before = (await api('GET', '/message-templates?limit=100')).json<MessageTemplatePage>()
      .totalItens;
    const refused = await api(
      'POST',
      '/message-templates',
      template({ subject: 'Vaga de {{cargo}}', body: '{{cargo}} e {{ salario }}' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(issues(refused)).toEqual([
      { path: 'subject', message: UNKNOWN_CARGO },
      {
        path: 'body',
        message:
          'Campos desconhecidos: {{cargo}}, {{salario}}. Use {{nome}}, {{empresa}}, {{processo}} ou {{etapa}}',
      },
    ]);
    expect(
      (await api('GET', '/message-templates?limit=100')).json<MessageTemplatePage>().totalItens,
    ).toBe(before);
    const existing = await create();
    const update = await api('PUT', `/message-templates/${existing.id}`, {
      ...template({ body: 'Olá {{cargo}}' }),
      updatedAt: existing.updatedAt,
    });
    expect(update.statusCode).toBe(400);
    expect(issues(update)).toEqual([{ path: 'body', message: UNKNOWN_CARGO }]);
    expect((await api('GET', `/message-templates/${existing.id}`)).json()).toEqual(existing);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/message-templates'],
      ['POST', '/api/message-templates'],
      ['POST', '/api/message-templates/preview'],
      ['POST', '/api/message-templates/test-send'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: template() })).statusCode, url).toBe(
        401,
      );
    }
  });
});

describe('POST /message-templates/preview', () => {
  const preview = (payload: object) => api('POST', '/message-templates/preview', payload);
  const text = {
    subject: '{{nome}}: {{processo}}',
    body: 'Olá {{nome}}, a {{empresa}} moveu você para {{etapa}}.',
  };

  it('fills every field for a professional with one of their applications', async () => {
    const { candidate, company, process, application } = await insertProcessWithMove(
      ctx.database.db,
      { title: 'Engenheiro Civil' },
    );
    const response = await preview({
      ...text,
      recipient: { type: 'candidate', id: candidate.id },
      applicationId: application.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TemplatePreview>()).toEqual({
      recipientName: candidate.name,
      subject: `${candidate.name}: ${process.title}`,
      body: `Olá ${candidate.name}, a ${company.legalName} moveu você para Triagem.`,
      notes: [],
    });
  });

  it('leaves the fields that need an application empty, with a note, and fills a company as {{empresa}} too', async () => {
    const candidate = await insertCandidate(ctx.database.db, { name: 'Carla Dias' });
    const alone = (
      await preview({ ...text, recipient: { type: 'candidate', id: candidate.id } })
    ).json<TemplatePreview>();
    expect(alone.body).toBe('Olá Carla Dias, a  moveu você para .');
    expect(alone.notes).toEqual([
      '{{processo}}, {{empresa}}, {{etapa}} ficam vazios sem uma candidatura: escolha uma candidatura do profissional para ver o texto completo.',
    ]);
    const company = await insertCompany(ctx.database.db, {
      legalName: 'Omega Ltda',
      tradeName: 'Omega',
    });
    const forCompany = (
      await preview({ ...text, recipient: { type: 'company', id: company.id } })
    ).json<TemplatePreview>();
    expect(forCompany).toMatchObject({
      recipientName: 'Omega',
      subject: 'Omega: ',
      body: 'Olá Omega, a Omega moveu você para .',
    });
    expect(forCompany.notes).toHaveLength(1);
  });

  it('refuses unknown fields, an application of someone else and recipients that do not exist', async () => {
    const { candidate } = await insertProcessWithMove(ctx.database.db);
    const other = await insertProcessWithMove(ctx.database.db);
    const unknown = await preview({
      subject: 'x',
      body: '{{cargo}}',
      recipient: { type: 'candidate', id: candidate.id },
    });
    expect(unknown.statusCode).toBe(400);
    expect(issues(unknown)).toEqual([{ path: 'body', message: UNKNOWN_CARGO }]);
    const foreign = await preview({
      ...text,
      recipient: { type: 'candidate', id: candidate.id },
      applicationId: other.application.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(issues(foreign)[0]?.path).toBe('applicationId');
    const missing = await preview({ ...text, recipient: { type: 'company', id: candidate.id } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /message-templates/test-send', () => {
  it('mails the administrator signed in through the outbox, with their name and sample values', async () => {
    const response = await api('POST', '/message-templates/test-send', {
      subject: 'Teste para {{nome}} na {{empresa}}',
      body: 'Processo: {{processo}}\nEtapa: {{etapa}} <b>',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email: 'admin@test.local' });
    // Nothing is sent inside the request: the mail waits in the outbox for the worker.
    expect(smtp.received.filter((mail) => mail.to.includes('admin@test.local'))).toHaveLength(0);
    await ctx.deliverMail();
    const mail = smtp.received.find((received) => received.to.includes('admin@test.local'));
    const raw = mailText(mail?.raw ?? '');
    expect(raw).toContain('Subject: [Teste] Teste para Administrador na Empresa Exemplo Ltda');
    expect(raw).toContain('Etapa: Entrevista &lt;b&gt;');
    const [logged] = await rowsOf<{ template: string }>(
      ctx.database.db,
      sql`SELECT template FROM mails WHERE to_email = 'admin@test.local' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(logged?.template).toBe('message-template-test');
  });

  it('refuses unknown fields and an empty text', async () => {
    const response = await api('POST', '/message-templates/test-send', {
      subject: '{{cargo}}',
      body: '',
    });
    expect(response.statusCode).toBe(400);
    expect(
      issues(response)
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['body', 'subject']);
  });
});

describe('composing with fields', () => {
  const compose = (payload: object) =>
    api('POST', '/messages', { audience: { kind: 'all' }, channels: ['email'], ...payload });
  const messageCount = async () =>
    (await ctx.database.db.select({ id: messages.id }).from(messages)).length;

  it('sends each company its own name, escaped in the HTML', async () => {
    const first = await insertCompany(ctx.database.db, {
      legalName: 'Silva & Filhos Ltda',
      tradeName: null,
      email: 'silva@exemplo.com.br',
    });
    const second = await insertCompany(ctx.database.db, {
      legalName: 'Rocha Ltda',
      tradeName: 'Rocha',
      email: 'rocha@exemplo.com.br',
    });
    const response = await compose({
      typeUser: 2,
      audience: { kind: 'chosen', ids: [first.id, second.id] },
      subject: 'Convite para {{ nome }}',
      body: '<p>Olá, {{empresa}}!</p>',
    });
    expect(response.statusCode).toBe(201);
    // The message keeps the text as written; each delivery is rendered for its recipient.
    expect(response.json()).toMatchObject({
      subject: 'Convite para {{ nome }}',
      recipientCount: 2,
    });
    await ctx.deliverMail();
    const mailTo = (email: string) =>
      mailText(smtp.received.find((mail) => mail.to.includes(email))?.raw ?? '');
    expect(mailTo('silva@exemplo.com.br')).toContain('Subject: Convite para Silva & Filhos Ltda');
    expect(mailTo('silva@exemplo.com.br')).toContain('<p>Ol=C3=A1, Silva &amp; Filhos Ltda!</p>');
    expect(mailTo('rocha@exemplo.com.br')).toContain('Subject: Convite para Rocha');
  });

  it('sends each professional their own name', async () => {
    const person = await insertCandidate(ctx.database.db, {
      name: 'Joana Prado',
      email: 'joana@exemplo.com.br',
    });
    const response = await compose({
      typeUser: 1,
      audience: { kind: 'chosen', ids: [person.id] },
      subject: 'Oi {{nome}}',
      body: '<p>Texto</p>',
    });
    expect(response.statusCode).toBe(201);
    await ctx.deliverMail();
    expect(
      mailText(smtp.received.find((mail) => mail.to.includes('joana@exemplo.com.br'))?.raw ?? ''),
    ).toContain('Subject: Oi Joana Prado');
  });

  it('refuses unknown fields and the fields that need an application with 400, creating nothing', async () => {
    const before = await messageCount();
    const unknown = await compose({ typeUser: 2, subject: 'Olá', body: '<p>{{cargo}}</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(issues(unknown)).toEqual([{ path: 'body', message: UNKNOWN_CARGO }]);
    const withoutApplication = await compose({
      typeUser: 1,
      subject: 'Etapa {{etapa}}',
      body: '<p>{{empresa}}</p>',
    });
    expect(withoutApplication.statusCode).toBe(400);
    expect(issues(withoutApplication)).toEqual([
      {
        path: 'subject',
        message: 'O campo {{etapa}} só pode ser usado em mensagens ligadas a uma candidatura',
      },
      {
        path: 'body',
        message: 'O campo {{empresa}} só pode ser usado em mensagens ligadas a uma candidatura',
      },
    ]);
    expect(await messageCount()).toBe(before);
  });

  it('refuses the same fields when a sent message is edited', async () => {
    const sent = await compose({ typeUser: 2, subject: 'Aviso', body: '<p>Texto</p>' });
    const id = sent.json<{ id: string }>().id;
    const edit = await api('PUT', `/messages/${id}`, { body: '<p>{{processo}}</p>' });
    expect(edit.statusCode).toBe(400);
    expect((await api('PUT', `/messages/${id}`, { subject: '{{cargo}}' })).statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, id));
    expect(row?.body).toBe('<p>Texto</p>');
  });
});

describe('renderFor (bulk actions on applications)', () => {
  it("renders a template for each application's professional, company, process and stage", async () => {
    const first = await insertProcessWithMove(ctx.database.db, { title: 'Analista Fiscal' });
    const second = await insertProcessWithMove(ctx.database.db, { title: 'Contador' });
    const reject = {
      subject: '{{processo}}: resultado',
      body: 'Olá {{nome}},\n\na {{empresa}} encerrou a etapa {{etapa}} & agradece.',
    };
    const one = await renderFor(ctx.database.db, reject, first.application.id);
    expect(one).toMatchObject({
      applicationId: first.application.id,
      candidateId: first.candidate.id,
      email: first.candidate.email,
      subject: 'Analista Fiscal: resultado',
      text: `Olá ${first.candidate.name},\n\na ${first.company.legalName} encerrou a etapa Triagem & agradece.`,
      html: `<p>Olá ${first.candidate.name},</p><p>a ${first.company.legalName} encerrou a etapa Triagem &amp; agradece.</p>`,
    });
    const both = await renderForApplications(ctx.database.db, reject, [
      first.application.id,
      second.application.id,
      first.company.id,
    ]);
    expect(both.map((rendered) => rendered.subject).sort()).toEqual([
      'Analista Fiscal: resultado',
      'Contador: resultado',
    ]);
    expect(await renderFor(ctx.database.db, reject, first.company.id)).toBeUndefined();
  });
});
