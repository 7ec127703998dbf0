import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportSchedule } from '@hub/contract/reports';
import { companies, scheduledJobs } from '../../db/schema/index';
import { createJobWorker } from '../../lib/jobs/worker';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { jobHandlersOf } from '../job-handlers';
import { nextReportRun, scheduleJobKey } from './report-schedules.service';

/*
 * Scheduled reports (decision 053): a schedule is one recurring action of the one scheduler; each
 * run mails every recipient the report's .xlsx for their own profile and scope, read back here from
 * the real SMTP server with exceljs.
 */

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url, JOBS_ENABLED: 'false' });
  ({ headers, userId: adminId } = await loginAs(ctx.app));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload && { payload }) });

/** The .xlsx attached to a raw mail, read back by exceljs: its first sheet's rows. */
const attachedSheet = async (mail: ReceivedMail): Promise<(string | number | null)[][]> => {
  const part = /Content-Type:\s*application\/vnd\.openxmlformats[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(mail.raw);
  if (!part?.[1]) throw new Error('no .xlsx attached');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(part[1].replace(/\s+/g, ''), 'base64') as unknown as ArrayBuffer);
  const rows: (string | number | null)[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as (string | number | null)[]).slice(1)));
  return rows;
};

describe('when a scheduled report runs', () => {
  it('is the next Monday, or the next 1st, at 08:00 in São Paulo', () => {
    // Sunday 2026-11-29, 00:00 in São Paulo.
    const sunday = new Date('2026-11-29T03:00:00Z');
    expect(nextReportRun('weekly', sunday).toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(nextReportRun('weekly', new Date('2026-11-30T11:00:00Z')).toISOString()).toBe('2026-12-07T11:00:00.000Z');
    expect(nextReportRun('monthly', sunday).toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(nextReportRun('monthly', new Date('2026-12-01T10:59:00Z')).toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });
});

describe('scheduled reports', () => {
  it('mail each recipient the .xlsx of their own scope, skip who may not export it, and run again next week', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    await ctx.database.db.update(companies).set({ uf: 'PR' }).where(eq(companies.id, company.id));
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const elsewhere = await insertScopedAdmin(ctx, { email: 'relatorios-sp@test.local', permissions: ['relatorios.ver', 'relatorios.exportar'], ufs: ['SP'] });
    const readOnly = await insertScopedAdmin(ctx, { email: 'so-ver@test.local', permissions: ['relatorios.ver'], ufs: null });

    const created = await call('POST', '/report-schedules', {
      report: 'processos',
      frequency: 'weekly',
      recipientIds: [adminId, elsewhere.id, readOnly.id],
      selectiveProcessId: process.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<ReportSchedule>();
    expect(schedule).toMatchObject({ report: 'processos', frequency: 'weekly', uf: null, selectiveProcessId: process.id, stage: null });
    expect(schedule.recipients.map((recipient) => recipient.email).sort()).toEqual([ADMIN.email, 'relatorios-sp@test.local', 'so-ver@test.local'].sort());
    expect(new Date(schedule.nextRunAt!).getTime()).toBe(nextReportRun('weekly', new Date()).getTime());
    expect((await call('GET', '/report-schedules')).json<ReportSchedule[]>().map((each) => each.id)).toContain(schedule.id);

    // Its day comes: one instance runs it.
    await ctx.database.db.update(scheduledJobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(scheduledJobs.key, scheduleJobKey(schedule.id)));
    const [a, b] = [0, 1].map(() => createJobWorker({ database: ctx.database, handlers: jobHandlersOf(ctx.config), options: ctx.config.jobs }));
    const claimed = await Promise.all([a!.runOnce(), b!.runOnce()]);
    expect(claimed.reduce((sum, each) => sum + each, 0)).toBe(1);
    await ctx.deliverMail();

    const to = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
    expect(to('so-ver@test.local')).toHaveLength(0);
    const [mine] = to(ADMIN.email);
    const [theirs] = to('relatorios-sp@test.local');
    expect(mine?.raw).toContain('filename=processos-');
    const opened = (rows: (string | number | null)[][]) => rows.slice(1).reduce((sum, row) => sum + Number(row[1] ?? 0), 0);
    const mineRows = await attachedSheet(mine!);
    expect(mineRows[0]).toEqual(['Mês', 'Abertos', 'Finalizados', 'Finalizados com contratação', 'Finalizados sem contratação', 'Cancelados', 'Candidaturas dos abertos']);
    // The twelve months up to the run's, the process opened in the last one.
    const thisMonth = DateTime.now().setZone('America/Sao_Paulo').toFormat('MM/yyyy');
    expect(mineRows.slice(1).map((row) => row[0])).toHaveLength(12);
    expect(mineRows.at(-1)?.slice(0, 2)).toEqual([thisMonth, 1]);
    expect(opened(mineRows)).toBe(1);
    // The SP administrator's sheet covers SP only: the PR process is not in it.
    expect(opened(await attachedSheet(theirs!))).toBe(0);
    const [next] = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, scheduleJobKey(schedule.id)));
    expect(next).toMatchObject({ status: 'pending' });
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Cancelled: no more runs.
    expect((await call('DELETE', `/report-schedules/${schedule.id}`)).statusCode).toBe(204);
    const [withdrawn] = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, scheduleJobKey(schedule.id)));
    expect(withdrawn?.status).toBe('withdrawn');
    expect((await call('DELETE', `/report-schedules/${schedule.id}`)).statusCode).toBe(404);
  });

  it('refuses no recipient, someone who is not an administrator, and an author who may not export the report', async () => {
    const none = await call('POST', '/report-schedules', { report: 'processos', frequency: 'monthly', recipientIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ issues: { path: string; message: string }[] }>().issues).toEqual([
      { path: 'recipientIds', message: 'Escolha pelo menos um administrador' },
    ]);
    const stranger = await call('POST', '/report-schedules', { report: 'processos', frequency: 'monthly', recipientIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ message: string }>().message).toBe('Só administradores podem receber relatórios');
    const reports = await insertScopedAdmin(ctx, { email: 'relatorios@test.local', permissions: ['relatorios.ver', 'relatorios.exportar'], ufs: null });
    const commercial = await call('POST', '/report-schedules', { report: 'comercial', frequency: 'monthly', recipientIds: [reports.id] }, reports.headers);
    expect(commercial.statusCode).toBe(403);
    const viewer = await insertScopedAdmin(ctx, { email: 'leitor@test.local', permissions: ['relatorios.ver'], ufs: null });
    expect((await call('POST', '/report-schedules', { report: 'processos', frequency: 'monthly', recipientIds: [viewer.id] }, viewer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/report-schedules', undefined, viewer.headers)).statusCode).toBe(200);
  });
});
