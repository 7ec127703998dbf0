import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interview, Interviewer } from '@hub/contract/interviews';
import { companies } from '../../db/schema/index';
import { insertSuperAdmin } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { saoPaulo } from '../../test/sao-paulo';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';

/*
 * The calendar of the council's interviews (issue 69, decision 050): the interviews overlapping a
 * window, filtered by interviewer, process, company and UF, within the administrator's UFs; and
 * the interviewers its filter offers.
 */

type Headers = { authorization: string };

let ctx: TestContext;
let headers: Headers;
let adminId: string;

const processIn = async (uf: string) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  await ctx.database.db.update(companies).set({ uf }).where(eq(companies.id, company.id));
  const process = await createProcess(ctx.app, headers, company.id);
  await openProcess(ctx.app, headers, process.id);
  return { company, process };
};

const book = async (processId: string, startsAt: string, interviewerIds: string[]): Promise<Interview> => {
  const application = await enrolNew(ctx.app, headers, processId);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/applications/${application.id}/interviews`,
    headers,
    payload: { startsAt, durationMinutes: 60, kind: 'online', link: 'https://meet.example.com/x', interviewerIds },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<Interview>();
};

const calendar = async (query: Record<string, string>, as: Headers = headers) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/interviews?${new URLSearchParams(query)}`, headers: as });
  return response;
};
const ids = (rows: Interview[]) => rows.map((row) => row.id).sort();

let paraná: Awaited<ReturnType<typeof processIn>>;
let sãoPaulo: Awaited<ReturnType<typeof processIn>>;
let other: { id: string };
const booked: Record<string, Interview> = {};
const day = { from: saoPaulo(30, 0), to: saoPaulo(31, 0) };

beforeAll(async () => {
  ctx = await setupApp({ SUBSCRIPTION_EXPIRY_SECONDS: '0' });
  ({ headers, userId: adminId } = await loginAs(ctx.app));
  other = await insertSuperAdmin(ctx.database.db, 'entrevistadora@test.local', 'senha-forte-123', 'Beatriz Entrevistadora');
  paraná = await processIn('PR');
  sãoPaulo = await processIn('SP');
  booked.morning = await book(paraná.process.id, saoPaulo(30, 9), [adminId]);
  booked.afternoon = await book(sãoPaulo.process.id, saoPaulo(30, 14), [other.id]);
  booked.later = await book(paraná.process.id, saoPaulo(33, 10), [adminId, other.id]);
  booked.cancelled = await book(sãoPaulo.process.id, saoPaulo(30, 16), [adminId]);
  const cancel = await ctx.app.inject({ method: 'POST', url: `/api/interviews/${booked.cancelled.id}/cancel`, headers, payload: {} });
  expect(cancel.statusCode).toBe(200);
});

describe('the calendar of interviews', () => {
  it('answers the interviews overlapping the window, the cancelled ones only when asked', async () => {
    const response = await calendar(day);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json<Interview[]>())).toEqual(ids([booked.morning!, booked.afternoon!]));
    // An interview that began before the window and ends inside it overlaps it.
    const overlapping = await calendar({ from: saoPaulo(30, 9, 30), to: saoPaulo(30, 9, 45) });
    expect(ids(overlapping.json<Interview[]>())).toEqual([booked.morning!.id]);
    const withCancelled = await calendar({ ...day, includeCancelled: 'true' });
    expect(ids(withCancelled.json<Interview[]>())).toEqual(ids([booked.morning!, booked.afternoon!, booked.cancelled!]));
    const week = await calendar({ from: saoPaulo(29, 0), to: saoPaulo(36, 0) });
    expect(week.json<Interview[]>().map((row) => row.id)).toEqual([booked.morning!.id, booked.afternoon!.id, booked.later!.id]);
  });

  it('filters by interviewer, process, company and UF', async () => {
    const week = { from: saoPaulo(29, 0), to: saoPaulo(36, 0) };
    const of = async (query: Record<string, string>) => ids((await calendar({ ...week, ...query })).json<Interview[]>());
    expect(await of({ interviewerId: adminId })).toEqual(ids([booked.morning!, booked.later!]));
    expect(await of({ interviewerId: other.id })).toEqual(ids([booked.afternoon!, booked.later!]));
    expect(await of({ processId: paraná.process.id })).toEqual(ids([booked.morning!, booked.later!]));
    expect(await of({ companyId: sãoPaulo.company.id })).toEqual([booked.afternoon!.id]);
    expect(await of({ uf: 'SP' })).toEqual([booked.afternoon!.id]);
    expect(await of({ uf: 'PR', interviewerId: other.id })).toEqual([booked.later!.id]);
  });

  it('keeps a regional administrator to the processes of their UFs, and so the interviewers offered', async () => {
    const regional = await insertScopedAdmin(ctx, { email: 'regional-sp@test.local', permissions: ['processos.ver'], ufs: ['SP'] });
    const seen = await calendar({ from: saoPaulo(29, 0), to: saoPaulo(36, 0) }, regional.headers);
    expect(ids(seen.json<Interview[]>())).toEqual([booked.afternoon!.id]);
    const asked = await calendar({ from: saoPaulo(29, 0), to: saoPaulo(36, 0), processId: paraná.process.id }, regional.headers);
    expect(asked.json<Interview[]>()).toEqual([]);
    const people = await ctx.app.inject({ method: 'GET', url: '/api/interviews/interviewers', headers: regional.headers });
    expect(people.statusCode).toBe(200);
    expect(people.json<Interviewer[]>().map((person) => person.id)).toEqual([other.id]);
    const everyone = await ctx.app.inject({ method: 'GET', url: '/api/interviews/interviewers', headers });
    expect(everyone.json<Interviewer[]>().map((person) => person.id).sort()).toEqual([adminId, other.id].sort());
    // Without 'processos.ver' there is no calendar at all.
    const outsider = await insertScopedAdmin(ctx, { email: 'sem-processos@test.local', permissions: ['empresas.ver'], ufs: null });
    expect((await calendar(day, outsider.headers)).statusCode).toBe(403);
  });

  it('refuses a window ending before it starts, longer than 62 days or without its ends, in Portuguese', async () => {
    const backwards = await calendar({ from: day.to, to: day.from });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ issues: { path: string; message: string }[] }>().issues).toEqual([
      { path: 'querystring.to', message: 'O fim do período deve ser depois do início' },
    ]);
    const long = await calendar({ from: saoPaulo(1, 0), to: saoPaulo(70, 0) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('Escolha um período de até 62 dias');
    const missing = await calendar({ from: day.from });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({ path: 'querystring.to', message: 'Informe o fim do período' });
    const badUf = await calendar({ ...day, uf: 'pr' });
    expect(badUf.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({ path: 'querystring.uf', message: 'UF inválida' });
  });
});
