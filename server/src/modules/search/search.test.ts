import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeCnpj, formatCnpj, formatCpf } from '@hub/contract/br';
import type { SearchAnswer, SearchKind } from '@hub/contract/search';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { messages, superAdminProfiles } from '../../db/schema/index';
import {
  createCandidate,
  createCandidates,
  createCompany,
  createPartner,
  insertSuperAdmin,
} from '../../test/factories';
import { loginAs, sessionTokenOf, setupApp, type TestContext } from '../../test/helper';
import { insertProcessWithMove } from '../../test/message-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: string;

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers, userId: adminId } = await loginAs(ctx.app));
});

const search = (q: string, session: Record<string, string> = headers) =>
  ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: session });

const found = async (q: string): Promise<SearchAnswer> => {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>();
};

const hitsOf = (answer: SearchAnswer, kind: SearchKind) =>
  answer.groups.find((group) => group.kind === kind)?.hits ?? [];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('GET /search', () => {
  it('answers 401 without a session', async () => {
    expect((await search('clinica', {})).statusCode).toBe(401);
  });

  it('answers 400 in Portuguese for a text of one character, or none', async () => {
    for (const q of ['a', '  b  ']) {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Digite ao menos 2 caracteres',
        issues: [{ path: 'querystring.q', message: 'Digite ao menos 2 caracteres' }],
      });
    }
    const missing = await ctx.app.inject({ url: '/api/search', headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'querystring.q', message: 'Digite o que procura' },
    ]);
  });

  it('finds a company by its name without accents, and by its CNPJ with or without punctuation', async () => {
    const company = await createCompany(ctx.app, headers, {
      legalName: 'Clínica São José Serviços Médicos Ltda',
      tradeName: 'Clínica São José',
      cnpj: '11.222.333/0001-81',
      city: 'Ribeirão Preto',
      uf: 'SP',
    });
    for (const q of [
      'sao jose',
      'CLINICA SAO',
      'Clínica São José',
      '11.222.333/0001-81',
      '11222333000181',
    ]) {
      expect(hitsOf(await found(q), 'companies'), q).toContainEqual({
        id: company.id,
        title: 'Clínica São José',
        subtitle: '11.222.333/0001-81 · Ribeirão Preto/SP',
      });
    }
  });

  it('finds a professional by name, CPF formatted or not, email and registration number', async () => {
    const candidate = await createCandidate(ctx.app, headers, {
      name: 'Joaquim Conceição Brandão',
      email: 'joaquim.brandao@exemplo.com.br',
      registrationNumber: 'crp-06/123456',
    });
    const hit = {
      id: candidate.id,
      title: 'Joaquim Conceição Brandão',
      subtitle: `${formatCpf(candidate.cpf)} · Registro CRP-06/123456`,
    };
    for (const q of [
      'conceicao brandao',
      candidate.cpf,
      formatCpf(candidate.cpf),
      'joaquim.brandao@exemplo',
      'CRP-06/123456',
      'crp-06/1234',
    ]) {
      expect(hitsOf(await found(q), 'candidates'), q).toContainEqual(hit);
    }
  });

  it('looks a whole CPF or CNPJ up in the documents alone, not in emails, titles or subjects (decision 046)', async () => {
    const cnpj = completeCnpj('771904330001');
    const company = await createCompany(ctx.app, headers, { cnpj, tradeName: 'Pelo CNPJ' });
    const partner = await createPartner(ctx.app, headers, { name: 'Parceiro pelo CNPJ', cnpj });
    await createCompany(ctx.app, headers, { email: `rh.${cnpj}@exemplo.com.br` });
    await createPartner(ctx.app, headers, { email: `contato.${cnpj}@exemplo.com.br` });
    await createCandidate(ctx.app, headers, { email: `p.${cnpj}@exemplo.com.br` });
    await insertProcessWithMove(ctx.database.db, { title: `Processo ${cnpj}` });
    await ctx.database.db.insert(messages).values({
      authorId: adminId,
      typeUser: 2,
      subject: `Edital ${cnpj}`,
      body: '<p>Olá</p>',
      textBody: 'Olá',
      channels: ['email'],
      audience: { kind: 'all' },
      recipientCount: 1,
    });
    const kindsAndIds = (answer: SearchAnswer) =>
      answer.groups.map((group) => [group.kind, group.hits.map((hit) => hit.id)]);
    for (const q of [cnpj, formatCnpj(cnpj), cnpj.slice(0, 11)]) {
      expect(kindsAndIds(await found(q)), q).toEqual([
        ['companies', [company.id]],
        ['partners', [partner.id]],
      ]);
    }
    // Fewer digits may be a year or an edition: titles and subjects are searched for them.
    expect((await found(cnpj.slice(0, 8))).groups.map((group) => group.kind)).toEqual([
      'companies',
      'selectiveProcesses',
      'partners',
      'messages',
    ]);
  });

  it('finds only the kinds the profile may see: Comercial sees companies and processes', async () => {
    const word = 'Perfilado';
    await createCompany(ctx.app, headers, { legalName: `${word} Consultoria Ltda` });
    await createCandidate(ctx.app, headers, { name: `${word} da Silva` });
    await createPartner(ctx.app, headers, { name: `${word} Parceiro` });
    await insertProcessWithMove(ctx.database.db, { title: `${word} Analista` });
    await ctx.database.db.insert(messages).values({
      authorId: adminId,
      typeUser: 2,
      subject: `${word} aviso`,
      body: '<p>Olá</p>',
      textBody: 'Olá',
      channels: ['email'],
      audience: { kind: 'all' },
      recipientCount: 1,
    });
    const kinds = async (session: Record<string, string>) => {
      const response = await search(word, session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchAnswer>().groups.map((group) => group.kind);
    };
    expect(await kinds(headers)).toEqual([
      'companies',
      'candidates',
      'selectiveProcesses',
      'partners',
      'messages',
    ]);
    const comercial = BUILT_IN_PROFILES.find((profile) => profile.name === 'Comercial');
    if (!comercial) throw new Error('no Comercial profile');
    const seller = await insertSuperAdmin(
      ctx.database.db,
      'comercial@test.local',
      'senha-comercial-1',
    );
    await ctx.database.db
      .update(superAdminProfiles)
      .set({ accessProfileId: comercial.id })
      .where(eq(superAdminProfiles.userId, seller.id));
    const token = await sessionTokenOf(ctx, seller.id);
    expect(await kinds({ authorization: `Bearer ${token}` })).toEqual([
      'companies',
      'selectiveProcesses',
    ]);
  });

  it('finds a process by its title, with its company and status', async () => {
    const { process, company } = await insertProcessWithMove(ctx.database.db, {
      title: 'Psicólogo Organizacional Sênior',
    });
    expect(hitsOf(await found('psicologo organizacional'), 'selectiveProcesses')).toEqual([
      {
        id: process.id,
        title: 'Psicólogo Organizacional Sênior',
        subtitle: `${company.legalName} · Aberto`,
      },
    ]);
  });

  it('finds the words of a key of several words at a word’s start only (decision 054)', async () => {
    const { process } = await insertProcessWithMove(ctx.database.db, {
      title: 'Coordenação Técnica Regional',
    });
    await insertProcessWithMove(ctx.database.db, { title: 'Subcoordenação Técnica Regional' });
    const partner = await createPartner(ctx.app, headers, { name: 'Editora Mar Aberto' });
    await createPartner(ctx.app, headers, { name: 'Editora Lunar Aberto' });
    const idsFound = (q: string, kind: SearchKind) =>
      found(q).then((answer) => hitsOf(answer, kind).map((hit) => hit.id));
    expect(await idsFound('coordenacao tecnica', 'selectiveProcesses')).toEqual([process.id]);
    expect(await idsFound('ar aberto', 'partners')).toEqual([]);
    expect(await idsFound('mar aberto', 'partners')).toEqual([partner.id]);
  });

  it('finds every word of a key in any order, each at a word start, in every kind (issue 70)', async () => {
    const [beatriz, angela] = await createCandidates(ctx.app, headers, [
      { name: 'Beatriz Silva Martins', email: 'bsm@exemplo.com.br' },
      { name: 'Ângela Maria dos Santos', email: 'ams@exemplo.com.br' },
    ]);
    const company = await createCompany(ctx.app, headers, {
      legalName: 'Comércio Horizonte Distribuidora Ltda',
      tradeName: 'Horizonte Atacado',
      cnpj: '45.723.174/0001-10',
    });
    const { process } = await insertProcessWithMove(ctx.database.db, {
      title: 'Analista Fiscal Horizonte Sul',
    });
    const partner = await createPartner(ctx.app, headers, { name: 'Livraria Mar Azul Horizonte' });
    const [message] = await ctx.database.db
      .insert(messages)
      .values({
        authorId: adminId,
        typeUser: 2,
        subject: 'Convite para a entrevista de horizonte',
        body: '<p>Olá</p>',
        textBody: 'Olá',
        channels: ['email'],
        audience: { kind: 'all' },
        recipientCount: 1,
      })
      .returning({ id: messages.id });
    const idsFound = (q: string, kind: SearchKind) =>
      found(q).then((answer) => hitsOf(answer, kind).map((hit) => hit.id));
    for (const q of ['Beatriz Martins', 'martins beatriz', 'Bea Mar', 'mar sil bea', 'B S M'])
      expect(await idsFound(q, 'candidates'), q).toEqual([beatriz.id]);
    for (const q of ['angela santos', 'SANTOS ÂNGELA', 'an ma do sa'])
      expect(await idsFound(q, 'candidates'), q).toEqual([angela.id]);
    for (const q of ['Com Hor', 'horizonte comércio', 'atacado horizonte', 'dis com hor ltda'])
      expect(await idsFound(q, 'companies'), q).toEqual([company.id]);
    expect(await idsFound('sul analista', 'selectiveProcesses')).toEqual([process.id]);
    expect(await idsFound('azul livraria', 'partners')).toEqual([partner.id]);
    expect(await idsFound('entrevista convite', 'messages')).toEqual([message?.id]);
    // The words of one name, not spread over two; a word nobody has finds nothing, and says so.
    expect(await idsFound('horizonte distribuidora atacado', 'companies')).toEqual([]);
    for (const q of ['Beatriz Zuleica', 'martins xyzw', 'horizonte qq']) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(200);
      expect(response.json<SearchAnswer>(), q).toEqual({ groups: [] });
    }
    // Inside a word, a key of several words finds nothing: each word starts a word of the name.
    expect(await idsFound('eatriz artins', 'candidates')).toEqual([]);
    // A key of one word keeps finding a piece inside a word.
    expect(await idsFound('artins', 'candidates')).toEqual([beatriz.id]);
  });

  it('finds a partner by its name without accents', async () => {
    const partner = await createPartner(ctx.app, headers, {
      name: 'Livraria Ação Cultural',
      benefit: '15% de desconto em livros',
    });
    expect(hitsOf(await found('acao cultural'), 'partners')).toEqual([
      { id: partner.id, title: 'Livraria Ação Cultural', subtitle: '15% de desconto em livros' },
    ]);
  });

  it('finds a message by its subject, with its date, recipients and mailbox', async () => {
    const [message] = await ctx.database.db
      .insert(messages)
      .values({
        authorId: adminId,
        typeUser: 2,
        subject: 'Convocação para a reunião anual',
        body: '<p>Olá</p>',
        textBody: 'Olá',
        channels: ['email'],
        audience: { kind: 'all' },
        recipientCount: 1234,
        createdAt: new Date('2026-03-10T15:30:00Z'),
      })
      .returning({ id: messages.id });
    expect(hitsOf(await found('convocacao para a reuniao'), 'messages')).toEqual([
      {
        id: message?.id,
        title: 'Convocação para a reunião anual',
        subtitle: 'Enviada em 10/03/2026 12:30 · 1.234 destinatários',
        typeUser: 2,
        isDeleted: false,
      },
    ]);
  });

  it('answers at most five hits a kind, in name order, and groups in a fixed order', async () => {
    const names = [
      'Zuleica Andrade',
      'Zuleica Barros',
      'Zuleica Costa',
      'Zuleica Dias',
      'Zuleica Esteves',
      'Zuleica Faria',
    ];
    for (const name of names.toReversed()) await createCandidate(ctx.app, headers, { name });
    await createCompany(ctx.app, headers, {
      legalName: 'Zuleica Consultoria Ltda',
      tradeName: null,
    });
    for (const q of ['zuleica', 'Zu']) {
      const answer = await found(q);
      expect(
        answer.groups.map((group) => group.kind),
        q,
      ).toEqual(['companies', 'candidates']);
      expect(
        hitsOf(answer, 'candidates').map((hit) => hit.title),
        q,
      ).toEqual(names.slice(0, 5));
      expect(
        hitsOf(answer, 'companies').map((hit) => hit.title),
        q,
      ).toEqual(['Zuleica Consultoria Ltda']);
    }
  });

  it('answers no group when nothing matches, and never a UUID in a subtitle', async () => {
    expect(await found('xyzwq nada')).toEqual({ groups: [] });
    for (const q of ['sao jose', 'zuleica', 'acao', 'psicologo']) {
      for (const group of (await found(q)).groups) {
        for (const hit of group.hits) expect(hit.subtitle ?? '', q).not.toMatch(UUID);
      }
    }
  });
});
