import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, councilDay } from '@hub/contract/calendar';
import type { LgpdRequest } from '@hub/contract/lgpd-requests';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';

/*
 * A review of an application's score (LGPD art. 20, decision 056): an LGPD request of its own, of
 * the application's professional, linked to the application, in the desk's queue like any other.
 */

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });

const review = (applicationId: string, overrides: object = {}) => ({
  applicationId,
  channel: 'email',
  identityCheck: 'Documento com foto conferido por videochamada',
  details: 'Contesta a nota do teste de valores',
  receivedOn: councilDay(),
  ...overrides,
});

describe('a review of an automated decision (art. 20)', () => {
  it('opens a request of its own linked to the application, due 15 days later, one open at a time, listed in the desk', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const candidate = await createCandidate(ctx.app, headers);
    const enrolled = await api('POST', `/selective-processes/${process.id}/applications`, { candidateId: candidate.id });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const applicationId = enrolled.json<{ id: string }>().id;

    const bad = await api('POST', '/lgpd-requests/reviews', review(applicationId, { details: ' ', channel: 'pombo' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'channel', message: 'Canal inválido' },
      { path: 'details', message: 'Diga o que o profissional contesta' },
    ]);
    const unknown = await api('POST', '/lgpd-requests/reviews', review('00000000-0000-4000-8000-00000000abcd'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Candidatura não encontrada');

    const created = await api('POST', '/lgpd-requests/reviews', review(applicationId, { receivedOn: '2026-03-02' }));
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<LgpdRequest>();
    expect(request).toMatchObject({
      right: 'revisao',
      applicationId,
      candidateId: candidate.id,
      candidateName: candidate.name,
      status: 'received',
      receivedOn: '2026-03-02',
      dueOn: addDays('2026-03-02', 15),
      details: 'Contesta a nota do teste de valores',
    });
    expect((await api('GET', `/lgpd-requests/${request.id}`)).json()).toEqual(request);
    const listed = await api('GET', '/lgpd-requests?right=revisao');
    expect(listed.json<{ rows: LgpdRequest[] }>().rows.map((row) => row.id)).toEqual([request.id]);

    // One open review per application; another right cannot become one, nor a review another right.
    expect((await api('POST', '/lgpd-requests/reviews', review(applicationId))).statusCode).toBe(409);
    const byCpf = await api('POST', '/lgpd-requests', {
      cpf: candidate.cpf,
      channel: 'email',
      right: 'revisao',
      identityCheck: 'Documento conferido',
      receivedOn: councilDay(),
    });
    expect(byCpf.statusCode).toBe(400);
    expect(byCpf.json().issues[0].path).toBe('right');
    const changed = await api('PUT', `/lgpd-requests/${request.id}`, {
      channel: 'email',
      right: 'acesso',
      identityCheck: 'Documento conferido',
      details: null,
      receivedOn: '2026-03-02',
      updatedAt: request.updatedAt,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().issues).toEqual([
      { path: 'right', message: 'Um pedido de revisão de nota continua pedido de revisão, e os outros pedidos não viram revisão' },
    ]);
    const edited = await api('PUT', `/lgpd-requests/${request.id}`, {
      channel: 'telefone',
      right: 'revisao',
      identityCheck: 'Documento conferido',
      details: 'Contesta a nota',
      receivedOn: '2026-03-02',
      updatedAt: request.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ channel: 'telefone', applicationId });

    // Answered, a new review of the same application may be asked for.
    await api('POST', `/lgpd-requests/${request.id}/status`, { status: 'in_review' });
    await api('POST', `/lgpd-requests/${request.id}/status`, { status: 'answered' });
    expect((await api('POST', '/lgpd-requests/reviews', review(applicationId))).statusCode).toBe(201);

    // Out of an administrator's scope, the application is not found.
    const desk = await insertScopedAdmin(ctx, {
      email: 'dpo-ac-revisao@test.local',
      permissions: ['lgpd.ver', 'lgpd.editar'],
      ufs: ['AC'],
    });
    expect((await api('POST', '/lgpd-requests/reviews', review(applicationId), desk.headers)).statusCode).toBe(404);
    const reader = await insertScopedAdmin(ctx, { email: 'leitor-revisao@test.local', permissions: ['lgpd.ver'], ufs: null });
    expect((await api('POST', '/lgpd-requests/reviews', review(applicationId), reader.headers)).statusCode).toBe(403);
  });
});
