import type { HTTPMethods } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@hub/contract/operation';
import { API_OPERATIONS } from '@hub/contract/operations';
import { allows, BUILT_IN_PROFILES, type Permission } from '@hub/contract/permissions';
import { PERSONAL_DATA_GRANT } from '@hub/contract/personal-data';
import { candidates, companies, deliveries, messageRecipients, messages, whatsappLog } from '../db/schema/index';
import { createPlan } from '../test/commerce';
import { randomCpf } from '../test/factories';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { insertProcessWithMove } from '../test/message-fixtures';
import { insertScopedAdmin } from '../test/scoped-admin';

/*
 * Every read of the contract, walked as every built-in profile and two custom ones limited to SP
 * (one with every permission, one with every permission but 'ver dados pessoais completos'), on
 * real records of SP and RJ (issue 68): each answers as its declared permission says (the record's
 * too, `recordPermission`), a profile limited to SP receives nothing of RJ, and a profile without
 * the grant receives no whole CPF, phone or birth date, in any answer or CSV. A read added later is
 * walked without touching this file; a path parameter of a new kind of record gets its id below.
 */

type Walker = { name: string; permissions: readonly Permission[]; scoped: boolean; headers: { authorization: string } };
let ctx: TestContext;
let adminId = '';
const walkers: Walker[] = [];

/** What the records of each UF are known by in an answer: names and ids. */
const marks = { SP: [] as string[], RJ: [] as string[] };
/** The personal values, as stored and as shown. */
const PERSON = {
  SP: { cpf: randomCpf(), phone: '+5511987654321', birthDate: '1991-04-23', email: 'caminhante.sp@exemplo.com.br' },
  RJ: { cpf: randomCpf(), phone: '+5521912348765', birthDate: '1985-07-22', email: 'caminhante.rj@exemplo.com.br' },
};
const personalValues = Object.values(PERSON).flatMap(({ cpf, phone, birthDate }) => [
  cpf,
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
  phone.slice(3),
  birthDate,
  birthDate.split('-').reverse().join('/'),
]);
const ids = { company: '', candidate: '', process: '', application: '', subscription: '', message: '' };

/** The records of one UF: a company with a subscription, a process with a professional's application, a WhatsApp message to them. */
const seedUf = async (uf: 'SP' | 'RJ', headers: { authorization: string }) => {
  const { db } = ctx.database;
  const walked = await insertProcessWithMove(db, {
    title: `Vaga da caminhada ${uf}`,
    area: 'people',
    seniority: 'mid',
    workMode: 'remote',
    contractType: 'clt',
  });
  const companyName = `Caminhada ${uf} Ltda`;
  const candidateName = `Caminhante ${uf}`;
  await db.update(companies).set({ uf, legalName: companyName, tradeName: null }).where(eq(companies.id, walked.company.id));
  await db
    .update(candidates)
    .set({ uf, name: candidateName, ...PERSON[uf] })
    .where(eq(candidates.id, walked.candidate.id));
  const plan = await createPlan(ctx.app, headers);
  const subscription = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers,
    payload: { companyId: walked.company.id, planId: plan.id, paymentMethod: 'pix' },
  });
  const [message] = await db
    .insert(messages)
    .values({ typeUser: 1, subject: `Aviso ${uf}`, body: '<p>Olá</p>', textBody: 'Olá', channels: ['whatsapp'], audience: { kind: 'all' } })
    .returning();
  const [recipient] = await db
    .insert(messageRecipients)
    .values({ messageId: message?.id ?? '', typeUser: 1, recipientId: walked.candidate.id, name: candidateName, phone: PERSON[uf].phone, channels: ['whatsapp'] })
    .returning();
  const [delivery] = await db
    .insert(deliveries)
    .values({ messageId: message?.id ?? '', recipientId: recipient?.id ?? '', channel: 'whatsapp', toName: candidateName, toAddress: PERSON[uf].phone, subject: `Aviso ${uf}`, status: 'sent' })
    .returning();
  await db.insert(whatsappLog).values({ deliveryId: delivery?.id ?? null, to: PERSON[uf].phone, status: 'sent', httpStatus: 200 });
  for (const [entity, id] of [['candidates', walked.candidate.id], ['companies', walked.company.id]] as const)
    await ctx.app.inject({ method: 'POST', url: `/api/history/${entity}/${id}/notes`, headers, payload: { body: `Nota ${uf}` } });
  marks[uf].push(
    companyName,
    candidateName,
    PERSON[uf].email,
    PERSON[uf].phone.slice(3),
    `Vaga da caminhada ${uf}`,
    walked.company.id,
    walked.candidate.id,
    walked.process.id,
  );
  return {
    company: walked.company.id,
    candidate: walked.candidate.id,
    process: walked.process.id,
    application: walked.application.id,
    subscription: subscription.json<{ id: string }>().id,
    message: message?.id ?? '',
  };
};

/** The path of a read, on the SP records (which every walker may see): by the kind of record before each parameter. */
const urlOf = (operation: Operation): string => {
  const byPath: [RegExp, string][] = [
    [/^\/history\/:entity\/:id/, `/history/candidates/${ids.candidate}`],
    [/^\/imports\/template\/:resource/, '/imports/template/candidates'],
    [/^\/messages\/author\/:id/, `/messages/author/${adminId}`],
    [/^\/companies\/:id/, `/companies/${ids.company}`],
    [/^\/candidates\/:id/, `/candidates/${ids.candidate}`],
    [/^\/selective-processes\/:id/, `/selective-processes/${ids.process}`],
    [/^\/applications\/:id/, `/applications/${ids.application}`],
    [/^\/subscriptions\/:id/, `/subscriptions/${ids.subscription}`],
    [/^\/messages\/:id/, `/messages/${ids.message}`],
    [/^\/super-admins?\/:id/, `/super-admins/${adminId}`],
    [/^\/access-profiles\/:id/, `/access-profiles/${BUILT_IN_PROFILES[1].id}`],
  ];
  const [pattern, start] = byPath.find(([expression]) => expression.test(operation.path)) ?? [/^/, ''];
  const path = operation.path.replace(pattern, start).replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-00000000abcd');
  return `/api${path.replace('/super-admins/', operation.path.startsWith('/super-admin/') ? '/super-admin/' : '/super-admins/')}`;
};

/** The queries a read needs to answer rows: whom a timeline, a search or the received messages are of. */
const QUERIES: Partial<Record<string, () => string>> = {
  getRecipientTimeline: () => `?recipientId=${ids.candidate}`,
  listMessagesReceived: () => `?typeUser=1&recipientId=${ids.candidate}`,
  listRecipientOptions: () => '?typeUser=1&key=Caminh',
  globalSearch: () => '?q=Caminh',
};

/** Reads whose answer is a person's data whole: their service also needs the personal data grant. */
const WHOLE_PERSONAL_DATA = new Set(['downloadLgpdSubjectFile', 'downloadLgpdSubjectDocument']);

beforeAll(async () => {
  ctx = await setupApp({ DASHBOARD_TTL_SECONDS: '0' });
  const admin = await loginAs(ctx.app);
  adminId = admin.userId;
  Object.assign(ids, await seedUf('SP', admin.headers));
  await seedUf('RJ', admin.headers);
  const everything = BUILT_IN_PROFILES[0].permissions;
  const custom = [
    { name: 'Tudo SP', permissions: everything },
    { name: 'Tudo sem dados pessoais SP', permissions: everything.filter((permission) => permission !== PERSONAL_DATA_GRANT) },
  ];
  for (const profile of BUILT_IN_PROFILES) {
    const holder = await insertScopedAdmin(ctx, { email: `caminha-${profile.id.slice(-2)}@test.local`, permissions: profile.permissions, ufs: null });
    walkers.push({ name: profile.name, permissions: profile.permissions, scoped: false, headers: holder.headers });
  }
  for (const [index, profile] of custom.entries()) {
    const holder = await insertScopedAdmin(ctx, { email: `caminha-sp-${index}@test.local`, permissions: profile.permissions, ufs: ['SP'] });
    walkers.push({ ...profile, scoped: true, headers: holder.headers });
  }
});

describe('every read walked as every profile', () => {
  it('answers as declared, nothing of another UF to a desk limited to SP, nothing personal unmasked without the grant', async () => {
    const reads = Object.entries(API_OPERATIONS as Record<string, Operation>).filter(
      ([, operation]) => operation.method === 'GET' && !operation.public,
    );
    expect(reads.length).toBeGreaterThan(80);
    const found: string[] = [];
    for (const walker of walkers)
      for (const [id, operation] of reads) {
        const url = `${urlOf(operation)}${QUERIES[id]?.() ?? ''}`;
        const response = await ctx.app.inject({ method: operation.method as HTTPMethods, url, headers: walker.headers });
        const needed = [
          operation.permission ?? 'conta',
          ...(operation.recordPermission ? [operation.recordPermission.permissions.candidates ?? 'conta'] : []),
          ...(WHOLE_PERSONAL_DATA.has(id) ? (['dados-pessoais'] as const) : []),
        ];
        const allowed = needed.every((permission) => allows(walker.permissions, permission));
        const where = `${walker.name} ${id} ${url}`;
        if (response.statusCode >= 500) found.push(`${where}: erro ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (allowed === (response.statusCode === 403)) found.push(`${where}: ${response.statusCode}, esperado ${allowed ? 'permitido' : '403'}`);
        if (response.statusCode !== 200) continue;
        if (walker.scoped)
          for (const mark of marks.RJ) if (response.body.includes(mark)) found.push(`${where}: trouxe ${mark} (RJ)`);
        if (!allows(walker.permissions, PERSONAL_DATA_GRANT))
          for (const value of personalValues) if (response.body.includes(value)) found.push(`${where}: trouxe ${value} sem máscara`);
      }
    expect(found).toEqual([]);
  }, 300_000);
});
