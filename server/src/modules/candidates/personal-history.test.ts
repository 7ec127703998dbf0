import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateExport } from '@hub/contract/candidates';
import { applications, deliveries, messageRecipients } from '../../db/schema/index';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};

const EVIDENCE = 'CNH número 04512378890, emitida em Maringá';
const TYPED_ANSWER = 'Trabalhei seis anos na Padaria Flor de Lis, com meu tio Aurélio';

describe('LGPD: applications and messages of a professional', () => {
  it('are in the export, and anonymisation erases what the person typed and where messages went', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id, {
      requirements: [{ text: 'CNH categoria B', mandatory: true }],
      questions: [{ text: 'Conte sua experiência', type: 'text' }],
    });
    await openProcess(ctx.app, headers, process.id);
    const candidate = await createCandidate(ctx.app, headers);
    const application = (
      await api('POST', `/selective-processes/${process.id}/applications`, {
        candidateId: candidate.id,
      })
    ).json<{ id: string }>();
    const requirementId = process.requirements[0]?.id ?? '';
    const questionId = process.questions[0]?.id ?? '';
    await api('PUT', `/applications/${application.id}/requirements`, {
      answers: [{ requirementId, meets: true, evidence: EVIDENCE }],
    });
    await api('PUT', `/applications/${application.id}/questions`, {
      answers: [{ questionId, answer: TYPED_ANSWER }],
    });
    await api('POST', '/messages', {
      typeUser: 1,
      audience: { kind: 'chosen', ids: [candidate.id] },
      subject: 'Convite para entrevista',
      body: '<p>Olá!</p>',
      channels: ['email', 'in_app'],
    });

    const exported = (
      await api('GET', `/candidates/${candidate.id}/export`)
    ).json<CandidateExport>();
    expect(exported.applications).toEqual([
      expect.objectContaining({
        processTitle: process.title,
        stage: 'Inscritos',
        status: 'active',
        answers: expect.objectContaining({
          requirements: [{ requirementId, meets: true, evidence: EVIDENCE }],
          questions: [{ questionId, answer: TYPED_ANSWER }],
        }),
        scores: expect.objectContaining({ requirements: 100 }),
      }),
    ]);
    expect(exported.messages).toEqual([
      expect.objectContaining({
        subject: 'Convite para entrevista',
        deliveries: expect.arrayContaining([expect.objectContaining({ channel: 'email' })]),
      }),
    ]);

    const NOTE = 'Mora na Rua das Flores, 12; pediu sigilo.';
    expect((await api('POST', `/history/candidates/${candidate.id}/notes`, { body: NOTE })).statusCode).toBe(201);
    expect(
      (await api('POST', `/history/applications/${application.id}/notes`, { body: NOTE })).statusCode,
    ).toBe(201);

    await api('POST', `/candidates/${candidate.id}/anonymize`, {
      reason: 'Pedido do titular',
      confirm: true,
    });
    const [stored] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    const recipients = await ctx.database.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.recipientId, candidate.id));
    const carried = await ctx.database.db
      .select({ toName: deliveries.toName, toAddress: deliveries.toAddress, subject: deliveries.subject })
      .from(deliveries)
      .where(inArray(deliveries.recipientId, recipients.map((recipient) => recipient.id)));
    expect(carried.map((delivery) => delivery.subject)).toEqual(['Convite para entrevista', 'Convite para entrevista']);
    const afterwards = (await api('GET', `/candidates/${candidate.id}/export`)).body;
    const history = (await api('GET', `/history/candidates/${candidate.id}`)).body;
    const trail = (await api('GET', '/logs/audit?entity=notes&limit=100')).body;
    const everything = JSON.stringify({ stored, recipients, carried }) + afterwards + history + trail;
    for (const personal of [EVIDENCE, TYPED_ANSWER, candidate.email, candidate.name, NOTE])
      expect(everything, personal).not.toContain(personal);
    // The aggregate history stays: the application, its score, the message sent.
    expect(stored).toMatchObject({ status: 'active', requirementsScore: 100 });
    expect(recipients).toHaveLength(1);
    expect(JSON.parse(afterwards)).toMatchObject({
      applications: [{ processTitle: process.title }],
      messages: [{ subject: 'Convite para entrevista' }],
    });
  });
});
