import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardSummary } from '@hub/contract/dashboard';
import type { NotificationsAnswer } from '@hub/contract/notifications';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertCandidate, insertCompany, insertProcessWithMove } from '../../test/message-fixtures';
import { startSmtp } from '../../test/smtp';
import { keepProcessStages } from '../selective-processes/applications/kept-stages';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  const smtp = await startSmtp();
  smtp.refuse(/^recusa/, 550);
  ctx = await setupApp({ SMTP_URL: smtp.url, DASHBOARD_TTL_SECONDS: '0', NOTIFY_IDLE_DAYS: '5' });
  ({ headers } = await loginAs(ctx.app));
});

const summary = async (): Promise<DashboardSummary> => (await ctx.app.inject({ url: '/api/dashboard/summary', headers })).json();
const notifications = async (): Promise<NotificationsAnswer> => (await ctx.app.inject({ url: '/api/notifications', headers })).json();

describe('GET /dashboard/summary', () => {
  it('answers zeroed KPIs and complete series on an empty database', async () => {
    const empty = await summary();
    expect(empty.kpis).toMatchObject({ professionals: { total: 0, active: 0 }, openProcesses: 0, subscriptions: { active: 0, monthlyRevenueCents: 0 }, emails30d: { sent: 0, failed: 0 } });
    expect(empty.series.registrationsByMonth).toHaveLength(12);
    expect(empty.series.registrationsByMonth.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    expect(empty.series.deliveriesByDay).toHaveLength(30);
  });

  it('counts registrations, companies by status, open processes, applications by stage and deliveries', async () => {
    const db = ctx.database.db;
    await insertCompany(db, { status: 'pending', legalName: 'Pendente Ltda' });
    await insertCompany(db, { status: 'active', email: 'recusa@x.com.br' });
    await insertCandidate(db);
    await insertCandidate(db, { status: 'blocked' });
    await db.execute(sql`UPDATE candidates SET created_at = now() - interval '2 months' WHERE status = 'blocked'`);
    const { company } = await insertProcessWithMove(db);
    await db.execute(sql`INSERT INTO plans (name, price_cents, interval) VALUES ('Anual', 120000, 'yearly')`);
    await db.execute(sql`INSERT INTO subscriptions (company_id, plan_id, interval, price_cents, discount_cents, payment_method, period_start, period_end, status)
      SELECT ${company.id}, id, 'yearly', 120000, 24000, 'pix', now(), now() + interval '1 year', 'active' FROM plans`);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: { typeUser: 2, audience: { kind: 'all' }, subject: 'Aviso', body: '<p>Aviso</p>', channels: ['email'] },
    });
    await ctx.deliverMail();

    const { kpis, series } = await summary();
    expect(kpis.professionals).toEqual({ total: 3, active: 2 });
    expect(kpis.companies).toEqual({ total: 3, pending: 1, active: 2, suspended: 0, inactive: 0 });
    expect(kpis.openProcesses).toBe(1);
    expect(kpis.subscriptions).toEqual({ active: 1, monthlyRevenueCents: 8000 });
    expect(kpis.applicationsThisMonth).toBe(1);
    expect(kpis.emails30d).toEqual({ sent: 2, failed: 1 });
    expect(series.registrationsByMonth.at(-1)).toMatchObject({ professionals: 2, companies: 3 });
    expect(series.registrationsByMonth.at(-3)).toMatchObject({ professionals: 1 });
    expect(series.applicationsByStage).toEqual([{ stage: 'Triagem', count: 1 }]);
    expect(series.deliveriesByDay.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), sent: 2, failed: 1 });
  });
});

describe('GET /notifications', () => {
  it('raises pending companies, failing deliveries, closing processes and idle applications with links', async () => {
    const db = ctx.database.db;
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { process } = await insertProcessWithMove(db, { title: 'Psicólogo Clínico', endsAt: soon });
    await db.execute(sql`UPDATE kanban_log SET created_at = now() - interval '6 days' WHERE selective_process_id = ${process.id}`);
    await db.execute(sql`UPDATE applications SET created_at = now() - interval '10 days' WHERE selective_process_id = ${process.id}`);
    await keepProcessStages(db, process.id);

    const { rows } = await notifications();
    const byType = (type: string) => rows.filter((row) => row.type === type);
    expect(byType('company_pending')[0]).toMatchObject({ message: 'Empresa aguardando aprovação: Pendente Ltda', link: expect.stringMatching(/^\/dashboard\/companies\//) });
    expect(byType('deliveries_failing')[0]?.message).toBe('1 envio falhou: Aviso');
    expect(byType('new_subscription')[0]).toMatchObject({ message: expect.stringMatching(/^Nova assinatura: Empresa \d+ Ltda \(Anual\)$/), link: '/dashboard/subscriptions' });
    expect(byType('process_closing').map((row) => row.message)).toEqual([`Processo encerra em ${soon.split('-').reverse().join('/')}: Psicólogo Clínico`]);
    expect(byType('applications_idle')).toEqual([
      expect.objectContaining({ message: '1 candidatura parada há mais de 5 dias: Psicólogo Clínico', link: `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}` }),
    ]);
    // Ids are stable, so the browser keeps them read between visits.
    expect((await notifications()).rows.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
  });
});
