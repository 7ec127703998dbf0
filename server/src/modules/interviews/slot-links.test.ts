import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicSlotOffer, SlotOffer } from '@hub/contract/interview-slots';
import type { Interview } from '@hub/contract/interviews';
import { auditLog, companies, interviewSlotOffers, scheduledJobs } from '../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { saoPaulo } from '../../test/sao-paulo';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { rowsOf } from '../../db/rows';
import { hashOneTimeKey } from '../../lib/tokens';

/*
 * The professional's slot link (issue 69): offered from an application, mailed through the outbox
 * with a single-use key built on APP_URLS; picked on the public page, which books the interview as
 * any booking (invitations, reminders) and tells the interviewers; or another time asked. Unknown,
 * expired, used links and a time taken meanwhile answer in Portuguese and change nothing.
 */

type Headers = { authorization: string };
type ApiError = { message: string; code?: string; issues?: { path: string; message: string }[] };

let ctx: TestContext;
let headers: Headers;
let adminId: string;

beforeAll(async () => {
  ctx = await setupApp({ SUBSCRIPTION_EXPIRY_SECONDS: '0', APP_URLS: 'https://recrutamento.conselho.org.br', INTERVIEW_SLOT_LINK_HOURS: '48' });
  ({ headers, userId: adminId } = await loginAs(ctx.app));
});

const applicationIn = async (uf = 'PR') => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  await ctx.database.db.update(companies).set({ uf, tradeName: 'Construtora Horizonte' }).where(eq(companies.id, company.id));
  const process = await createProcess(ctx.app, headers, company.id);
  await openProcess(ctx.app, headers, process.id);
  return { process, application: await enrolNew(ctx.app, headers, process.id) };
};

const offerBody = (days: number, overrides: Record<string, unknown> = {}) => ({
  slots: [saoPaulo(days, 9), saoPaulo(days, 14), saoPaulo(days + 1, 10)],
  durationMinutes: 45,
  kind: 'presencial',
  address: 'Rua das Flores, 100 — Curitiba',
  interviewerIds: [adminId],
  notes: 'Traga um documento com foto.',
  ...overrides,
});

const offer = (applicationId: string, body: object, as: Headers = headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/applications/${applicationId}/interview-slots`, headers: as, payload: body });

/** The key of the link the professional was mailed (the last mail of this template to them). */
const mailedKey = async (): Promise<{ key: string; link: string; text: string }> => {
  const rows = await rowsOf<{ text_body: string }>(
    ctx.database.db,
    sql`SELECT text_body FROM mails WHERE template = 'interview-slots' ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const text = rows[0]?.text_body ?? '';
  const link = /https:\/\/\S+\/entrevista\?key=\S+/.exec(text)?.[0] ?? '';
  return { key: decodeURIComponent(new URL(link).searchParams.get('key') ?? ''), link, text };
};

const publicCall = (what: 'view' | 'choose' | 'other-time', payload: object, remoteAddress = '10.9.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/interview-slots/${what}`, payload, remoteAddress });

const mailsWith = (template: string) =>
  rowsOf<{ to_email: string; subject: string; text_body: string }>(
    ctx.database.db,
    sql`SELECT to_email, subject, text_body FROM mails WHERE template = ${template} ORDER BY created_at, id`,
  );

describe('offering times', () => {
  it('mails the professional a single-use link on APP_URLS, its key stored only hashed, audited on the application', async () => {
    const { application } = await applicationIn();
    const response = await offer(application.id, offerBody(6));
    expect(response.statusCode).toBe(201);
    const offered = response.json<SlotOffer>();
    expect(offered.slots).toHaveLength(3);
    expect(offered.status).toBe('pendente');
    // 48 hours from now (INTERVIEW_SLOT_LINK_HOURS).
    expect(Math.abs(Date.parse(offered.expiresAt) - Date.now() - 48 * 3_600_000)).toBeLessThan(60_000);
    const { key, link, text } = await mailedKey();
    expect(link.startsWith('https://recrutamento.conselho.org.br/entrevista?key=')).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(text).toContain('pode ser usado uma vez');
    const [row] = await ctx.database.db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.id, offered.id));
    expect(row?.tokenHash).toBe(hashOneTimeKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audits.map((entry) => entry.action)).toContain('interview-slots.offer');
  });

  it('refuses fewer than two times, a time in the past, overlapping times and an interviewer without access, changing nothing', async () => {
    const { application } = await applicationIn();
    const before = await ctx.database.db.$count(interviewSlotOffers);
    const one = await offer(application.id, offerBody(6, { slots: [saoPaulo(6, 9)] }));
    expect(one.statusCode).toBe(400);
    expect(one.json<ApiError>().issues).toContainEqual({ path: 'slots', message: 'Ofereça pelo menos dois horários' });
    const past = await offer(application.id, offerBody(6, { slots: [saoPaulo(-1, 9), saoPaulo(6, 9)] }));
    expect(past.json<ApiError>().issues).toContainEqual({ path: 'slots.0', message: 'Escolha uma data e hora no futuro' });
    const overlapping = await offer(application.id, offerBody(6, { slots: [saoPaulo(6, 9), saoPaulo(6, 9, 30)] }));
    expect(overlapping.json<ApiError>().issues).toContainEqual({ path: 'slots', message: 'Os horários oferecidos não podem se sobrepor' });
    const regional = await insertScopedAdmin(ctx, { email: 'slots-sp@test.local', permissions: ['processos.ver', 'processos.editar'], ufs: ['SP'] });
    const stranger = await offer(application.id, offerBody(6, { interviewerIds: [regional.id] }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ApiError>().message).toMatch(/não tem acesso a este processo seletivo/);
    // A regional administrator of another UF does not see the application at all.
    expect((await offer(application.id, offerBody(6), regional.headers)).statusCode).toBe(404);
    expect(await ctx.database.db.$count(interviewSlotOffers)).toBe(before);
  });
});

describe('the public page', () => {
  it('shows only the process, its company and the times; the pick books the interview, sends the invitations, schedules the reminders and tells the interviewers', async () => {
    const { process, application } = await applicationIn();
    const offered = (await offer(application.id, offerBody(7))).json<SlotOffer>();
    const { key } = await mailedKey();

    const view = await publicCall('view', { key });
    expect(view.statusCode).toBe(200);
    const page = view.json<PublicSlotOffer>();
    expect(Object.keys(page).sort()).toEqual(['companyName', 'durationMinutes', 'expiresAt', 'processTitle', 'slots']);
    expect(page.processTitle).toBe(process.title);
    expect(page.companyName).toBe('Construtora Horizonte');
    expect(page.slots).toEqual(offered.slots.map((startsAt) => ({ startsAt, available: true })));

    const chosen = offered.slots[1] ?? '';
    const pick = await publicCall('choose', { key, startsAt: chosen });
    expect(pick.statusCode).toBe(200);
    const booked = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.id}/interviews`, headers })).json<Interview[]>();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ startsAt: chosen, durationMinutes: 45, kind: 'presencial', address: 'Rua das Flores, 100 — Curitiba', status: 'agendada' });
    expect(booked[0]?.interviewers.map((person) => person.id)).toEqual([adminId]);
    const interviewId = booked[0]?.id ?? '';
    // As any booking: the invitation to the professional and the interviewer, the reminders scheduled.
    const invites = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM mails WHERE template = 'interview-invite' AND subject LIKE ${`%${process.title}%`}`,
    );
    expect(invites[0]?.n).toBe(2);
    const reminders = await ctx.database.db.select().from(scheduledJobs).where(sql`${scheduledJobs.key} LIKE ${`interview:${interviewId}:%`}`);
    expect(reminders.length).toBeGreaterThan(0);
    const told = (await mailsWith('interview-slots-answer')).filter((mail) => mail.subject.startsWith('Horário escolhido'));
    expect(told.at(-1)?.text_body).toContain('escolheu');
    const [row] = await ctx.database.db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.id, offered.id));
    expect(row).toMatchObject({ status: 'escolhida', interviewId });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audits.map((entry) => entry.action)).toContain('interview-slots.choose');

    // Used twice: 410, nothing more booked.
    const again = await publicCall('choose', { key, startsAt: offered.slots[0] });
    expect(again.statusCode).toBe(410);
    expect(again.json<ApiError>().message).toBe('Este link já foi usado. Se precisar mudar o horário, fale com quem enviou o convite.');
    expect((await publicCall('view', { key })).statusCode).toBe(410);
    expect((await publicCall('other-time', { key })).statusCode).toBe(410);
    const still = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.id}/interviews`, headers })).json<Interview[]>();
    expect(still).toHaveLength(1);
  });

  it('answers an unknown link 404 and an expired one 410, in Portuguese, changing nothing', async () => {
    const unknown = await publicCall('view', { key: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe('Link não encontrado. Confira se copiou o endereço inteiro do e-mail.');
    expect((await publicCall('choose', { key: 'y'.repeat(43), startsAt: saoPaulo(7, 9) })).statusCode).toBe(404);

    const { application } = await applicationIn();
    const offered = (await offer(application.id, offerBody(8))).json<SlotOffer>();
    const { key } = await mailedKey();
    await ctx.database.db.update(interviewSlotOffers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(interviewSlotOffers.id, offered.id));
    const expired = await publicCall('choose', { key, startsAt: offered.slots[0] });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ApiError>().message).toBe('Este link expirou. Peça um novo link a quem enviou o convite.');
    const booked = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.id}/interviews`, headers })).json<Interview[]>();
    expect(booked).toEqual([]);
    const [row] = await ctx.database.db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.id, offered.id));
    expect(row?.status).toBe('pendente');
  });

  it('refuses a time taken meanwhile with 409 and shows it unavailable; a time not offered is a 400', async () => {
    const { application } = await applicationIn();
    const offered = (await offer(application.id, offerBody(9))).json<SlotOffer>();
    const { key } = await mailedKey();
    // Meanwhile the interviewer is booked with someone else at the first time.
    const { application: other } = await applicationIn();
    const busy = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${other.id}/interviews`,
      headers,
      payload: { startsAt: offered.slots[0], durationMinutes: 30, kind: 'online', link: 'https://meet.example.com/x', interviewerIds: [adminId] },
    });
    expect(busy.statusCode).toBe(201);
    const page = (await publicCall('view', { key })).json<PublicSlotOffer>();
    expect(page.slots.map((slot) => slot.available)).toEqual([false, true, true]);
    const taken = await publicCall('choose', { key, startsAt: offered.slots[0] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>().message).toBe('Este horário não está mais disponível. Escolha outro.');
    const notOffered = await publicCall('choose', { key, startsAt: saoPaulo(9, 20) });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json<ApiError>().message).toBe('Escolha um dos horários oferecidos');
    const booked = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.id}/interviews`, headers })).json<Interview[]>();
    expect(booked).toEqual([]);
    // The link still works for another time.
    expect((await publicCall('choose', { key, startsAt: offered.slots[2] })).statusCode).toBe(200);
  });

  it("records 'Pedir outro horário' with the professional's message and tells the interviewers; the link is then spent", async () => {
    const { application } = await applicationIn();
    const offered = (await offer(application.id, offerBody(10))).json<SlotOffer>();
    const { key } = await mailedKey();
    const asked = await publicCall('other-time', { key, message: 'Só posso depois das 18h.' });
    expect(asked.statusCode).toBe(204);
    const [row] = await ctx.database.db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.id, offered.id));
    expect(row).toMatchObject({ status: 'outro_horario', requestMessage: 'Só posso depois das 18h.', interviewId: null });
    const told = (await mailsWith('interview-slots-answer')).filter((mail) => mail.subject.startsWith('Pedido de outro horário'));
    expect(told.at(-1)?.text_body).toContain('Só posso depois das 18h.');
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audits.map((entry) => entry.action)).toContain('interview-slots.other-time');
    expect((await publicCall('choose', { key, startsAt: offered.slots[0] })).statusCode).toBe(410);
  });

  it('limits the public calls per address', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) last = (await publicCall('view', { key: 'z'.repeat(43) }, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });
});
