import { eq, like, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '@hub/contract/interviews';
import { DEFAULT_WEIGHTS } from '@hub/contract/weights';
import { companies, interviews, scheduledJobs, selectiveProcesses } from '../../db/schema/index';
import { createJobWorker } from '../../lib/jobs/worker';
import { insertSuperAdmin } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { saoPaulo } from '../../test/sao-paulo';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { mailText, startSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { deliverEveryChannel, startWhatsApp, type WhatsAppRequest } from '../../test/whatsapp';
import { jobHandlersOf } from '../job-handlers';

/*
 * Interviews (decision 050): booked, refused with a named conflict, rescheduled and cancelled
 * through the API; their invitations parsed back as iCalendar from the real SMTP server; their
 * reminders run by the one scheduler and delivered by e-mail and by WhatsApp's local server.
 */

type Headers = { authorization: string };

let ctx: TestContext;
let smtp: TestSmtp;
let headers: Headers;
let adminId: string;
let whatsappSeen: WhatsAppRequest[];

beforeAll(async () => {
  smtp = await startSmtp();
  const whatsapp = await startWhatsApp();
  whatsappSeen = whatsapp.seen;
  ctx = await setupApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Conselho <agenda@conselho.org.br>',
    WHATSAPP_TOKEN: 'token-de-teste',
    WHATSAPP_PHONE_ID: '1234567890',
    WHATSAPP_API_URL: whatsapp.url,
    SUBSCRIPTION_EXPIRY_SECONDS: '0',
  });
  ({ headers, userId: adminId } = await loginAs(ctx.app));
});

/** An open process of a company in PR, with `count` professionals enrolled. */
const processWith = async (count: number) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  await ctx.database.db.update(companies).set({ uf: 'PR' }).where(eq(companies.id, company.id));
  const process = await createProcess(ctx.app, headers, company.id);
  await openProcess(ctx.app, headers, process.id);
  const applications = [];
  for (let index = 0; index < count; index += 1) applications.push(await enrolNew(ctx.app, headers, process.id));
  return { company, process, applications };
};

const slot = (overrides: Record<string, unknown> = {}) => ({
  startsAt: saoPaulo(5, 14),
  durationMinutes: 60,
  kind: 'online',
  link: 'https://meet.example.com/abc-defg',
  interviewerIds: [adminId],
  notes: 'Traga um documento com foto.',
  ...overrides,
});

const book = (applicationId: string, body: object, as: Headers = headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/applications/${applicationId}/interviews`, headers: as, payload: body });

const deliverAll = () => deliverEveryChannel(ctx);

const mailsTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email));

/** The text/calendar part of a raw mail, parsed by ical.js (quoted-printable or base64 undone). */
const calendarOf = (mail: ReceivedMail) => {
  const part = /Content-Type: text\/calendar;[^\r\n]*method=([A-Z]+)[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(mail.raw);
  if (!part?.[2]) throw new Error('no calendar part');
  const encoding = /Content-Type: text\/calendar[^]*?Content-Transfer-Encoding: ([a-z0-9-]+)/i.exec(mail.raw)?.[1]?.toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(part[2].replace(/\s+/g, ''), 'base64').toString('utf8')
      : part[2].replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const component = new ICAL.Component(ICAL.parse(body));
  // The invitation's own VTIMEZONE is what turns its São Paulo wall clock into an instant.
  const zone = component.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = component.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { method: component.getFirstPropertyValue('method'), component, event: new ICAL.Event(vevent), vevent };
};

describe('booking an interview', () => {
  it('books one application, answers it in São Paulo terms, lists it and shows it in the history', async () => {
    const { process, applications } = await processWith(1);
    const [application] = applications;
    if (!application) throw new Error('no application');
    const response = await book(application.id, slot());
    expect(response.statusCode).toBe(201);
    const interview = response.json<Interview>();
    expect(interview).toMatchObject({
      applicationId: application.id,
      selectiveProcessId: process.id,
      status: 'agendada',
      sequence: 0,
      kind: 'online',
      durationMinutes: 60,
      interviewers: [{ id: adminId }],
    });
    expect(new Date(interview.endsAt).getTime() - new Date(interview.startsAt).getTime()).toBe(3_600_000);

    for (const url of [`/api/applications/${application.id}/interviews`, `/api/selective-processes/${process.id}/interviews`, `/api/candidates/${application.candidateId}/interviews`]) {
      const listed = await ctx.app.inject({ method: 'GET', url, headers });
      expect(listed.statusCode).toBe(200);
      expect(listed.json<Interview[]>().map((row) => row.id)).toEqual([interview.id]);
    }
    const history = await ctx.app.inject({ method: 'GET', url: `/api/history/applications/${application.id}`, headers });
    const actions = history.json<{ events: { kind: string; entry?: { action: string } }[] }>().events.map((event) => event.entry?.action);
    expect(actions).toContain('interview.schedule');
  });

  it('books several applications one after another from the time given', async () => {
    const { process, applications } = await processWith(3);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/selective-processes/${process.id}/interviews`,
      headers,
      payload: { ...slot({ startsAt: saoPaulo(6, 9), durationMinutes: 30 }), applicationIds: applications.map((row) => row.id) },
    });
    expect(response.statusCode).toBe(201);
    const booked = response.json<Interview[]>();
    expect(booked.map((row) => row.applicationId)).toEqual(applications.map((row) => row.id));
    const starts = booked.map((row) => new Date(row.startsAt).getTime());
    expect(starts.map((start) => start - (starts[0] ?? 0))).toEqual([0, 1_800_000, 3_600_000]);
  });

  it('refuses a past date, a duration over 8 hours, a missing link, an interviewer without access and a rejected application, changing nothing', async () => {
    const { process, applications } = await processWith(2);
    const [application, rejected] = applications;
    if (!application || !rejected) throw new Error('no application');
    const messages = async (body: object, id = application.id) => {
      const response = await book(id, body);
      return { status: response.statusCode, issues: (response.json<{ issues?: { path: string; message: string }[] }>().issues ?? []).map((issue) => `${issue.path}: ${issue.message}`) };
    };
    expect(await messages(slot({ startsAt: new Date(Date.now() - 3_600_000).toISOString() }))).toEqual({ status: 400, issues: ['startsAt: Escolha uma data e hora no futuro'] });
    expect(await messages(slot({ durationMinutes: 481 }))).toEqual({ status: 400, issues: ['durationMinutes: A entrevista pode durar no máximo 8 horas'] });
    expect(await messages(slot({ link: undefined }))).toEqual({ status: 400, issues: ['link: Informe o link da reunião online'] });
    expect(await messages(slot({ kind: 'presencial', link: undefined }))).toEqual({ status: 400, issues: ['address: Informe o endereço da entrevista presencial'] });
    const outsider = await insertScopedAdmin(ctx, { email: 'sp-only@test.local', permissions: ['processos.ver', 'processos.editar'], ufs: ['SP'] });
    const noProcesses = await insertScopedAdmin(ctx, { email: 'sem-processos@test.local', permissions: ['empresas.ver'], ufs: null });
    const interviewers = await ctx.app.inject({ method: 'GET', url: `/api/selective-processes/${process.id}/interviewers`, headers });
    const offered = interviewers.json<{ id: string }[]>().map((row) => row.id);
    expect(offered).toContain(adminId);
    expect(offered).not.toContain(outsider.id);
    expect(offered).not.toContain(noProcesses.id);
    const refused = await messages(slot({ interviewerIds: [adminId, outsider.id, noProcesses.id] }));
    expect(refused.status).toBe(400);
    expect(refused.issues).toEqual([
      'interviewerIds: Perfil sp-only@test.local não tem acesso a este processo seletivo'.replace('Perfil sp-only@test.local', 'Alvo'),
      'interviewerIds: Alvo não tem acesso a este processo seletivo',
    ]);
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${rejected.id}/status`,
      headers,
      payload: { status: 'rejected', reason: 'Perfil diferente do buscado' },
    });
    expect(decided.statusCode).toBe(200);
    const final = await book(rejected.id, slot());
    expect(final.statusCode).toBe(409);
    expect(final.json<{ message: string }>().message).toBe('Não é possível agendar entrevista para uma candidatura reprovada, desistente ou contratada');
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/selective-processes/${process.id}/interviews`, headers });
    expect(listed.json<Interview[]>()).toEqual([]);
  });

  it('names who is busy at an overlapping time in a 409, and books once confirmed', async () => {
    const { applications } = await processWith(2);
    const [first, second] = applications;
    if (!first || !second) throw new Error('no application');
    const at = saoPaulo(7, 10);
    expect((await book(first.id, slot({ startsAt: at }))).statusCode).toBe(201);
    const overlapping = slot({ startsAt: new Date(Date.parse(at) + 30 * 60_000).toISOString() });
    const conflict = await book(second.id, overlapping);
    expect(conflict.statusCode).toBe(409);
    const body = conflict.json<{ code: string; issues: { path: string; message: string }[] }>();
    expect(body.code).toBe('interview_conflict');
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0]?.path).toBe('interviewerIds');
    expect(body.issues[0]?.message).toMatch(/ já tem entrevista \S+\., \d{2}\/\d{2} às 10:00 \(/);
    // The same professional twice is a conflict too, named by the professional's name.
    const again = await book(first.id, slot({ startsAt: at, interviewerIds: [(await insertSuperAdmin(ctx.database.db, 'outro@test.local', 'senha-forte-123', 'Outra Pessoa')).id] }));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(['startsAt']);
    expect((await book(second.id, { ...overlapping, confirmarConflitos: true })).statusCode).toBe(201);
  });

  it("keeps a regional administrator to their UFs: another UF's interviews are unseen and unchangeable", async () => {
    const { process, applications } = await processWith(1);
    const [application] = applications;
    if (!application) throw new Error('no application');
    const interview = (await book(application.id, slot({ startsAt: saoPaulo(8, 15) }))).json<Interview>();
    const regional = await insertScopedAdmin(ctx, { email: 'sp@test.local', permissions: ['processos.ver', 'processos.editar'], ufs: ['SP'] });
    expect((await book(application.id, slot({ startsAt: saoPaulo(8, 17) }), regional.headers)).statusCode).toBe(404);
    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/interviews/${interview.id}/cancel`, headers: regional.headers, payload: {} });
    expect(cancel.statusCode).toBe(404);
    const calendar = await ctx.app.inject({
      method: 'GET',
      url: `/api/interviews?from=${encodeURIComponent(saoPaulo(8, 0))}&to=${encodeURIComponent(saoPaulo(9, 0))}&processId=${process.id}`,
      headers: regional.headers,
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json<Interview[]>()).toEqual([]);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/interviews?from=${encodeURIComponent(saoPaulo(8, 0))}&to=${encodeURIComponent(saoPaulo(9, 0))}&interviewerId=${adminId}&uf=PR`,
      headers,
    });
    expect(mine.json<Interview[]>().map((row) => row.id)).toContain(interview.id);
  });
});

describe('invitations and reminders', () => {
  it('sends an RFC 5545 invitation to everyone, an update with a higher SEQUENCE, and a CANCEL', async () => {
    const { applications } = await processWith(1);
    const [application] = applications;
    if (!application) throw new Error('no application');
    const interviewer = await insertSuperAdmin(ctx.database.db, 'entrevistadora@conselho.org.br', 'senha-forte-123', 'Marina Alves');
    const booked = await book(application.id, slot({ startsAt: saoPaulo(10, 14), interviewerIds: [interviewer.id] }));
    expect(booked.statusCode).toBe(201);
    const interview = booked.json<Interview>();
    const candidateEmail = (await ctx.database.query<{ email: string }>('SELECT email FROM candidates WHERE id = $1', [application.candidateId]))[0]?.email ?? '';
    await deliverAll();

    for (const email of [candidateEmail, interviewer.email]) {
      const [mail] = mailsTo(email);
      if (!mail) throw new Error(`no invitation to ${email}`);
      const { method, event, vevent } = calendarOf(mail);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(`${interview.id}@conselho.org.br`);
      expect(event.sequence).toBe(0);
      const start = vevent.getFirstProperty('dtstart');
      expect(start?.getParameter('tzid')).toBe('America/Sao_Paulo');
      expect([event.startDate.hour, event.startDate.minute, event.endDate.hour]).toEqual([14, 0, 15]);
      expect(event.startDate.toJSDate().toISOString()).toBe(interview.startsAt);
      expect(event.location).toBe('https://meet.example.com/abc-defg');
      expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:agenda@conselho.org.br");
      expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()).sort()).toEqual([`mailto:${candidateEmail}`, `mailto:${interviewer.email}`].sort());
    }
    const timezone = calendarOf(mailsTo(candidateEmail)[0] as ReceivedMail).component.getFirstSubcomponent('vtimezone');
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/interviews/${interview.id}`,
      headers,
      payload: slot({ startsAt: saoPaulo(11, 16, 30), kind: 'presencial', link: undefined, address: 'Rua XV de Novembro, 100, Curitiba', interviewerIds: [interviewer.id] }),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Interview>()).toMatchObject({ sequence: 1, kind: 'presencial' });
    await deliverAll();
    const update = calendarOf(mailsTo(candidateEmail).at(-1) as ReceivedMail);
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(`${interview.id}@conselho.org.br`);
    expect(update.event.sequence).toBe(1);
    expect([update.event.startDate.hour, update.event.startDate.minute]).toEqual([16, 30]);
    expect(update.event.location).toBe('Rua XV de Novembro, 100, Curitiba');

    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/interviews/${interview.id}/cancel`, headers, payload: { reason: 'Vaga suspensa' } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Interview>()).toMatchObject({ status: 'cancelada', sequence: 2 });
    await deliverAll();
    for (const email of [candidateEmail, interviewer.email]) {
      const last = calendarOf(mailsTo(email).at(-1) as ReceivedMail);
      expect(last.method).toBe('CANCEL');
      expect(last.event.uid).toBe(`${interview.id}@conselho.org.br`);
      expect(last.event.sequence).toBe(2);
    }
    expect(mailsTo(candidateEmail)).toHaveLength(3);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/interviews/${interview.id}/cancel`, headers, payload: {} });
    expect(again.statusCode).toBe(409);
  });

  it('reminds by e-mail and WhatsApp once across two instances, the followers who see the process too; moves reminders with a reschedule and sends none once cancelled', async () => {
    const { applications, process } = await processWith(2);
    const [kept, dropped] = applications;
    if (!kept || !dropped) throw new Error('no application');
    // WhatsApp reaches a professional only with an opt-in (decision 052).
    for (const { candidateId } of [kept, dropped]) {
      const consent = await ctx.app.inject({
        method: 'POST',
        url: `/api/candidates/${candidateId}/whatsapp-consents`,
        headers,
        payload: { channel: 'app', text: 'Aceito receber avisos do conselho por WhatsApp neste número.' },
      });
      expect(consent.statusCode, consent.body).toBe(201);
    }
    const interviewer = await insertSuperAdmin(ctx.database.db, 'lembrete@conselho.org.br', 'senha-forte-123', 'Rafael Costa');
    // Who follows the process (decision 051): its creator, an interviewer (one mail, not two), a
    // regional administrator of São Paulo (the company is in Paraná: nothing) and one without 'processos.ver'.
    const elsewhere = await insertScopedAdmin(ctx, { email: 'sp-segue@conselho.org.br', permissions: ['processos.ver'], ufs: ['SP'] });
    const unseeing = await insertScopedAdmin(ctx, { email: 'sem-processos@conselho.org.br', permissions: ['empresas.ver'], ufs: null });
    const following = await ctx.app.inject({
      method: 'PUT',
      url: `/api/selective-processes/${process.id}/followers`,
      headers,
      payload: { userIds: [adminId, interviewer.id, elsewhere.id, unseeing.id] },
    });
    expect(following.statusCode, following.body).toBe(200);
    const keptInterview = (await book(kept.id, slot({ startsAt: saoPaulo(12, 14), interviewerIds: [interviewer.id] }))).json<Interview>();
    const droppedInterview = (await book(dropped.id, slot({ startsAt: saoPaulo(12, 16), interviewerIds: [interviewer.id] }))).json<Interview>();
    const keysOf = async (id: string) =>
      (await ctx.database.db.select().from(scheduledJobs).where(like(scheduledJobs.key, `interview:${id}:%`))).map((row) => ({ key: row.key, status: row.status, runAt: row.runAt.toISOString() }));
    const start = Date.parse(keptInterview.startsAt);
    expect((await keysOf(keptInterview.id)).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `interview:${keptInterview.id}:candidate-24h`, status: 'pending', runAt: new Date(start - 24 * 3_600_000).toISOString() },
      { key: `interview:${keptInterview.id}:candidate-2h`, status: 'pending', runAt: new Date(start - 2 * 3_600_000).toISOString() },
      { key: `interview:${keptInterview.id}:interviewers-morning`, status: 'pending', runAt: saoPaulo(12, 7) },
      { key: `interview:${keptInterview.id}:scorecard`, status: 'pending', runAt: new Date(start + 2 * 3_600_000).toISOString() },
    ]);
    // Rescheduled by an hour: the reminders move with it.
    const moved = await ctx.app.inject({ method: 'PUT', url: `/api/interviews/${keptInterview.id}`, headers, payload: slot({ startsAt: saoPaulo(12, 15), interviewerIds: [interviewer.id] }) });
    expect(moved.statusCode).toBe(200);
    const movedKeys = await keysOf(keptInterview.id);
    expect(movedKeys.find((row) => row.key.endsWith('candidate-2h'))).toMatchObject({ status: 'pending', runAt: new Date(start + 3_600_000 - 2 * 3_600_000).toISOString() });
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/interviews/${droppedInterview.id}/cancel`, headers, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    expect((await keysOf(droppedInterview.id)).every((row) => row.status === 'withdrawn')).toBe(true);

    await deliverAll();
    const sentBefore = smtp.received.length;
    whatsappSeen.length = 0;
    // Time passes: every reminder of both interviews is due, even the withdrawn ones' rows.
    await ctx.database.db.execute(
      sql`UPDATE scheduled_jobs SET run_at = now() - interval '1 second'
           WHERE (key LIKE ${`interview:${keptInterview.id}:%`} OR key LIKE ${`interview:${droppedInterview.id}:%`}) AND key NOT LIKE '%:scorecard'`,
    );
    const instances = [0, 1].map(() =>
      createJobWorker({ database: ctx.database, handlers: jobHandlersOf(ctx.config), options: { pollMs: 50, leaseSeconds: 60, batchSize: 2, maxAttempts: 2, backoffSeconds: 30 } }),
    );
    const drain = async (worker: (typeof instances)[number]) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(instances.map(drain));
    await deliverAll();

    const candidateEmail = (await ctx.database.query<{ email: string }>('SELECT email FROM candidates WHERE id = $1', [kept.candidateId]))[0]?.email ?? '';
    const droppedEmail = (await ctx.database.query<{ email: string }>('SELECT email FROM candidates WHERE id = $1', [dropped.candidateId]))[0]?.email ?? '';
    const reminders = smtp.received.slice(sentBefore);
    expect(reminders.filter((mail) => mail.to.includes(candidateEmail))).toHaveLength(2);
    expect(reminders.filter((mail) => mail.to.includes(interviewer.email))).toHaveLength(1);
    expect(reminders.filter((mail) => mail.to.includes(droppedEmail))).toHaveLength(0);
    const adminEmail = (await ctx.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [adminId]))[0]?.email ?? '';
    const toFollower = reminders.filter((mail) => mail.to.includes(adminEmail));
    expect(toFollower).toHaveLength(1);
    expect(mailText(toFollower[0]?.raw ?? '')).toContain('com Rafael Costa');
    expect(mailText(toFollower[0]?.raw ?? '')).toContain('porque acompanha o processo seletivo');
    expect(reminders.filter((mail) => mail.to.includes('sp-segue@conselho.org.br') || mail.to.includes('sem-processos@conselho.org.br'))).toHaveLength(0);
    expect(reminders).toHaveLength(4);
    expect(whatsappSeen).toHaveLength(2);
    expect(whatsappSeen.every((request) => request.type === 'template' && request.template?.name === 'lembrete_entrevista')).toBe(true);
    expect(whatsappSeen[0]?.template?.components[0]?.parameters.map((parameter) => parameter.text)).toContain(kept.processTitle);
    // Each delivery has its own log row: e-mail log and WhatsApp log.
    const logged = await ctx.database.query<{ channel: string; count: number }>(
      `SELECT d.channel, count(*)::int AS count FROM deliveries d JOIN mails m ON m.id = d.mail_id WHERE m.template = 'interview-reminder' GROUP BY d.channel ORDER BY d.channel`,
    );
    expect(logged).toEqual([
      { channel: 'email', count: 4 },
      { channel: 'whatsapp', count: 2 },
    ]);
    const whatsappLog = await ctx.database.query<{ status: string }>(`SELECT status FROM whatsapp_log WHERE status = 'sent'`);
    expect(whatsappLog).toHaveLength(2);
  });
});

describe('after the interview', () => {
  it('records attendance once begun, takes each interviewer\'s scorecard and answers the mean on the application', async () => {
    const { applications } = await processWith(1);
    const [application] = applications;
    if (!application) throw new Error('no application');
    const other = await insertScopedAdmin(ctx, { email: 'avaliadora@test.local', permissions: ['processos.ver'], ufs: null });
    const outsider = await insertScopedAdmin(ctx, { email: 'de-fora@test.local', permissions: ['processos.ver'], ufs: null });
    const interview = (await book(application.id, slot({ startsAt: saoPaulo(13, 9), interviewerIds: [adminId, other.id] }))).json<Interview>();
    const card = { ratings: [{ criterion: 'Comunicação', score: 4 }, { criterion: 'Conhecimento técnico', score: 5, comment: 'Domina o assunto' }], recommendation: 'avancar' };
    const put = (what: 'attendance' | 'scorecard', payload: object, as: Headers = headers) =>
      ctx.app.inject({ method: 'PUT', url: `/api/interviews/${interview.id}/${what}`, headers: as, payload });

    const early = await put('scorecard', card);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('A presença e a avaliação são registradas depois do início da entrevista');
    await ctx.database.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 2 * 3_600_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(interviews.id, interview.id));

    const bad = await put('scorecard', { ratings: [{ criterion: 'Comunicação', score: 6 }, { criterion: 'comunicação', score: 3 }], recommendation: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string; message: string }[] }>().issues.map((issue) => `${issue.path}: ${issue.message}`).sort()).toEqual([
      'ratings.0.score: Dê uma nota de 1 a 5',
      'recommendation: Escolha Avançar, Talvez ou Não avançar',
    ]);
    expect((await put('attendance', { attendance: 'compareceu' })).json<Interview>().attendance).toBe('compareceu');
    expect((await put('scorecard', card, outsider.headers)).statusCode).toBe(403);
    const mine = await put('scorecard', card);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ mean: 4.5, recommendation: 'avancar', interviewer: { id: adminId } });
    expect((await put('scorecard', { ratings: [{ criterion: 'Comunicação', score: 2 }], recommendation: 'talvez' }, other.headers)).statusCode).toBe(200);
    // Filled again, it replaces the interviewer's own.
    expect((await put('scorecard', { ...card, ratings: [{ criterion: 'Comunicação', score: 3 }] })).statusCode).toBe(200);

    const listed = await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.id}/scorecards`, headers });
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ mean: number; scorecards: { recommendation: string; interviewer: { id: string } }[] }>();
    expect(body.scorecards).toHaveLength(2);
    expect(body.mean).toBe(2.5);
    // The mean is the application's interview score (1 is 0, 5 is 100), which the ranking weighs
    // as 'Entrevistas' where the process uses it.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, headers });
    expect(detail.json<{ scores: Record<string, number | null> }>().scores.interview).toBe(37.5);
    await ctx.database.db.update(selectiveProcesses).set({ useInterviewScore: true }).where(eq(selectiveProcesses.id, application.selectiveProcessId));
    const onlyInterviews = { requirements: 0, questions: 0, customTest: 0, valuesTest: 0, competencyTest: 0, videoInterview: 0, interview: 100 };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/settings/weights', headers, payload: onlyInterviews })).statusCode).toBe(200);
    const ranked = await ctx.app.inject({ method: 'GET', url: `/api/selective-processes/${application.selectiveProcessId}/applications`, headers });
    const [row] = ranked.json<{ rows: { weightedScore: number; breakdown: { assessment: string; score: number | null; weight: number }[] }[] }>().rows;
    expect(row?.weightedScore).toBe(37.5);
    expect(row?.breakdown.find((part) => part.assessment === 'interview')).toMatchObject({ score: 37.5, weight: 100 });
    await ctx.app.inject({ method: 'PUT', url: '/api/settings/weights', headers, payload: DEFAULT_WEIGHTS });
    const history = await ctx.app.inject({ method: 'GET', url: `/api/history/applications/${application.id}`, headers });
    const actions = history.json<{ events: { entry?: { action: string } }[] }>().events.map((event) => event.entry?.action);
    expect(actions).toEqual(expect.arrayContaining(['interview.attendance', 'interview.scorecard']));

    expect((await put('attendance', { attendance: 'faltou' })).statusCode).toBe(200);
    expect((await put('scorecard', card)).statusCode).toBe(409);
  });

  it('reminds the interviewers without a scorecard an hour after the end, then daily, five times at most', async () => {
    const { applications } = await processWith(1);
    const [application] = applications;
    if (!application) throw new Error('no application');
    const filled = await insertScopedAdmin(ctx, { email: 'preencheu@test.local', permissions: ['processos.ver'], ufs: null });
    const late = await insertSuperAdmin(ctx.database.db, 'atrasada@conselho.org.br', 'senha-forte-123', 'Paula Atrasada');
    const interview = (await book(application.id, slot({ startsAt: saoPaulo(14, 10), interviewerIds: [filled.id, late.id] }))).json<Interview>();
    const key = `interview:${interview.id}:scorecard`;
    const job = async () => (await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key)))[0];
    expect((await job())?.runAt.toISOString()).toBe(new Date(Date.parse(interview.endsAt) + 3_600_000).toISOString());
    await ctx.database.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 3 * 3_600_000), endsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(interviews.id, interview.id));
    const scorecard = await ctx.app.inject({
      method: 'PUT',
      url: `/api/interviews/${interview.id}/scorecard`,
      headers: filled.headers,
      payload: { ratings: [{ criterion: 'Comunicação', score: 4 }], recommendation: 'talvez' },
    });
    expect(scorecard.statusCode).toBe(200);
    await deliverAll();
    const worker = createJobWorker({ database: ctx.database, handlers: jobHandlersOf(ctx.config), options: { pollMs: 50, leaseSeconds: 60, batchSize: 5, maxAttempts: 2, backoffSeconds: 30 } });
    const runDue = async () => {
      await ctx.database.db.update(scheduledJobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(scheduledJobs.key, key));
      while ((await worker.runOnce()) > 0);
      await deliverAll();
    };
    const remindedTo = async (email: string) =>
      ctx.database.query<{ status: string }>(
        `SELECT d.status FROM deliveries d JOIN mails m ON m.id = d.mail_id WHERE m.template = 'interview-scorecard-reminder' AND d.to_address = $1`,
        [email],
      );
    const reminded = async () => {
      const rows = await remindedTo(late.email);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      expect(mailsTo(late.email).filter((mail) => mailText(mail.raw).includes('Preencha-a na aba Entrevistas'))).toHaveLength(rows.length);
      return rows;
    };
    await runDue();
    expect(await reminded()).toHaveLength(1);
    expect(await remindedTo('preencheu@test.local')).toHaveLength(0);
    const again = await job();
    expect(again).toMatchObject({ status: 'pending', payload: { interviewId: interview.id, sent: 1 } });
    expect(again?.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    for (let day = 2; day <= 6; day += 1) await runDue();
    expect(await reminded()).toHaveLength(5);
    expect(await job()).toMatchObject({ status: 'done' });
  });
});
