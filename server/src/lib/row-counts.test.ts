import { describe, expect, it } from 'vitest';
import { createCandidate, createCompany } from '../test/factories';
import { loginAs, setupApp } from '../test/helper';
import { insertCompany } from '../test/message-fixtures';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../test/processes';
import { foldKeptWrites } from './kept-writes';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

/** The kept count, folded first (the fold is what the server runs now and then): one row to read. */
const kept = async (table: string): Promise<number> => {
  await foldKeptWrites(database.query);
  const [row] = await database.query<{ count: string }>('SELECT count FROM row_counts WHERE table_name = $1', [table]);
  return Number(row?.count);
};
const counted = async (table: string): Promise<number> => {
  const [row] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? -1;
};
const listTotal = async (url: string): Promise<number> => (await app.inject({ method: 'GET', url, headers })).json<{ totalItens: number }>().totalItens;

describe('row counts kept by triggers', () => {
  it('follow inserts through the API, concurrent ones included, and the unfiltered lists read them', async () => {
    await Promise.all(Array.from({ length: 8 }, () => createCandidate(app, headers)));
    await Promise.all(Array.from({ length: 3 }, () => createCompany(app, headers)));
    expect(await kept('candidates')).toBe(8);
    expect(await kept('companies')).toBe(3);
    expect(await listTotal('/api/candidates?page=1&limit=5')).toBe(8);
    expect(await listTotal('/api/companies?page=1&limit=5')).toBe(3);
  });

  it('follow multi-row inserts, deletes and truncation in plain SQL', async () => {
    const before = await counted('candidates');
    await database.query(
      `INSERT INTO candidates (name, email, cpf)
       SELECT 'Pessoa ' || n, 'pessoa' || n || '@contagem.test', lpad(n::text, 11, '7') FROM generate_series(1, 25) AS n`,
    );
    expect(await kept('candidates')).toBe(before + 25);
    await database.query(`DELETE FROM candidates WHERE email LIKE '%@contagem.test' AND name <> 'Pessoa 1'`);
    expect(await kept('candidates')).toBe(before + 1);
    expect(await kept('candidates')).toBe(await counted('candidates'));
    expect(await listTotal('/api/candidates?page=1&limit=5')).toBe(before + 1);
    await database.query('TRUNCATE candidates CASCADE');
    expect(await kept('candidates')).toBe(0);
  });

  it('reach an unfiltered list past its last page and after a row gone, its rows carrying them otherwise', async () => {
    await Promise.all(Array.from({ length: 3 }, () => createCompany(app, headers)));
    const total = await kept('companies');
    const pageOf = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json<{ totalItens: number; rows: { id: string }[] }>();
    const first = await pageOf('/api/companies?page=1&limit=2');
    expect(first).toMatchObject({ totalItens: total, rows: [{}, {}] });
    expect(await pageOf('/api/companies?page=1000&limit=2')).toEqual(expect.objectContaining({ totalItens: total, rows: [] }));
    const gone = await pageOf('/api/companies?page=1&limit=2&after=00000000-0000-4000-8000-000000000000');
    expect(gone.totalItens).toBe(total);
    expect(gone.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
  });

  it('follow processes and subscriptions, whose unfiltered joined lists read them', async () => {
    const { company } = await subscribedCompany(app, database.db, headers);
    await Promise.all(Array.from({ length: 3 }, () => createProcess(app, headers, company.id)));
    await subscribedCompany(app, database.db, headers);
    for (const [table, url] of [
      ['selective_processes', '/api/selective-processes?page=1&limit=2'],
      ['subscriptions', '/api/subscriptions?page=1&limit=2'],
    ] as const) {
      expect(await kept(table)).toBe(await counted(table));
      expect(await listTotal(url)).toBe(await counted(table));
    }
    await database.query('DELETE FROM selective_processes WHERE company_id = $1', [company.id]);
    expect(await kept('selective_processes')).toBe(await counted('selective_processes'));
    expect(await listTotal('/api/selective-processes?page=1&limit=2')).toBe(await counted('selective_processes'));
    // Filtered, the joined list counts its matches: the company's own processes, none left.
    expect(await listTotal(`/api/selective-processes?companyId=${company.id}`)).toBe(0);
  });

  it('follow the applications of every process, through enrolment and a process deleted with them', async () => {
    const { company } = await subscribedCompany(app, database.db, headers);
    const process = await createProcess(app, headers, company.id);
    await openProcess(app, headers, process.id);
    await Promise.all(Array.from({ length: 3 }, () => enrolNew(app, headers, process.id)));
    expect(await kept('applications')).toBe(await counted('applications'));
    expect(await listTotal('/api/applications?page=1&limit=2')).toBe(await counted('applications'));
    // Cascaded from its process, as a draft's deletion or a restore's cleaning does.
    await database.query('DELETE FROM selective_processes WHERE id = $1', [process.id]);
    expect(await kept('applications')).toBe(await counted('applications'));
    expect(await listTotal('/api/applications?page=1&limit=2')).toBe(await counted('applications'));
  });

  it('follow the audit trail, whose unfiltered page reads them and whose filtered one counts', async () => {
    const [gone, remaining] = await Promise.all([createCompany(app, headers), createCompany(app, headers)]);
    expect(await kept('audit_log')).toBe(await counted('audit_log'));
    expect(await listTotal('/api/logs/audit?page=1&limit=2')).toBe(await counted('audit_log'));
    await database.query('DELETE FROM audit_log WHERE entity_id = $1', [gone.id]);
    expect(await kept('audit_log')).toBe(await counted('audit_log'));
    expect(await listTotal('/api/logs/audit?page=1&limit=2')).toBe(await counted('audit_log'));
    expect(await listTotal(`/api/logs/audit?entityId=${remaining.id}`)).toBe(1);
    expect(await listTotal(`/api/logs/audit?entityId=${gone.id}`)).toBe(0);
    // The kept count set apart from the real one tells which the pages read.
    await database.query(`UPDATE row_counts SET count = count + 1000 WHERE table_name = 'audit_log'`);
    expect(await listTotal('/api/logs/audit?page=1&limit=2')).toBe((await counted('audit_log')) + 1000);
    expect(await listTotal(`/api/logs/audit?entityId=${remaining.id}`)).toBe(1);
    await database.query(`UPDATE row_counts SET count = count - 1000 WHERE table_name = 'audit_log'`);
  });

  it('leave filtered lists to a real count', async () => {
    await createCompany(app, headers, { tradeName: 'Contagem Filtrada Ltda' });
    expect(await listTotal(`/api/companies?key=${encodeURIComponent('Contagem Filtrada')}`)).toBe(1);
  });
});

describe('group counts kept by triggers', () => {
  /** Every group the triggers keep with rows in it, and what GROUP BY counts: they must agree. */
  const groups = async (table: 'deliveries' | 'delivery_attempts', expression: string) => {
    await foldKeptWrites(database.query);
    const kept = await database.query<{ key: string; count: string }>(
      'SELECT group_key AS key, count FROM group_counts WHERE table_name = $1 AND count <> 0 ORDER BY 1',
      [table],
    );
    const counted = await database.query<{ key: string; count: string }>(`SELECT ${expression} AS key, count(*) AS count FROM ${table} GROUP BY 1 ORDER BY 1`);
    return { kept: kept.map((row) => [row.key, Number(row.count)]), counted: counted.map((row) => [row.key, Number(row.count)]) };
  };
  const expectKept = async (deliveries: [string, number][], attempts: [string, number][]) => {
    const byStatus = await groups('deliveries', `channel || ':' || status`);
    expect(byStatus.kept).toEqual(byStatus.counted);
    expect(byStatus.kept).toEqual(deliveries);
    const byChannel = await groups('delivery_attempts', 'channel');
    expect(byChannel.kept).toEqual(byChannel.counted);
    expect(byChannel.kept).toEqual(attempts);
  };

  it('follow deliveries through inserts, status changes (concurrent ones too), cascaded deletes and truncation', async () => {
    await database.query('TRUNCATE companies CASCADE');
    for (const n of [1, 2, 3]) await insertCompany(database.db, { email: `grupo${n}@grupo.test`, phone: `+55119999900${n}` });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: { typeUser: 2, audience: { kind: 'all' }, subject: 'Contagem por grupo', body: '<p>Oi</p>', channels: ['email', 'whatsapp'] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await expectKept([['email:pending', 3], ['whatsapp:pending', 3]], []);

    const emails = await database.query<{ id: string }>(`SELECT id FROM deliveries WHERE channel = 'email'`);
    await Promise.all(emails.map(({ id }, n) => database.query(`UPDATE deliveries SET status = $2 WHERE id = $1`, [id, n === 0 ? 'failed' : 'sent'])));
    await database.query(`UPDATE deliveries SET status = 'sending' WHERE channel = 'whatsapp'`);
    await database.query(`UPDATE deliveries SET attempts = attempts + 1`);
    await database.query(
      `INSERT INTO delivery_attempts (delivery_id, channel, attempt, outcome, error) SELECT id, channel, 1, 'retry', 'x' FROM deliveries`,
    );
    await expectKept([['email:failed', 1], ['email:sent', 2], ['whatsapp:sending', 3]], [['email', 3], ['whatsapp', 3]]);

    await database.query(`DELETE FROM messages WHERE id = $1`, [sent.json<{ id: string }>().id]);
    await expectKept([], []);
    await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: { typeUser: 2, audience: { kind: 'all' }, subject: 'De novo', body: '<p>Oi</p>', channels: ['email'] },
    });
    await database.query('TRUNCATE deliveries CASCADE');
    await expectKept([], []);
  });
});
