import { afterAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from './bootstrap';
import { openDatabase, whileStarting, type Database } from './db/client';
import { seedDemoData } from './seed/index';
import { testConfig } from './test/helper';
import { createPgDatabase } from './test/pg-database';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'pg' && url !== undefined;

describe.runIf(onPostgres)('instances booting together on an empty PostgreSQL database', () => {
  const opened: Database[] = [];
  let drop = async () => undefined as void;
  afterAll(async () => {
    for (const database of opened) await database.close();
    await drop();
  });

  it('all come up: one creates the first administrator and the demo data, the others find them', async () => {
    const created = await createPgDatabase(url ?? '');
    drop = created.drop;
    const config = testConfig('/tmp/hub-boot-test', { DATABASE_URL: created.url, SEED_DEMO: '1' });
    // What main.ts does on each instance, three at once: migrate, then the start's writes.
    const boots = Array.from({ length: 3 }, async () => {
      const database = await openDatabase({ driver: 'pg', url: created.url, poolSize: 3 });
      opened.push(database);
      return whileStarting(database, async () => {
        const admin = await ensureFirstAdmin(database.db, config);
        await seedDemoData(database.db, () => undefined);
        return admin;
      });
    });
    const admins = await Promise.all(boots);
    expect(admins.filter((admin) => admin.created)).toHaveLength(1);
    const [database] = opened;
    if (!database) throw new Error('no database');
    const count = async (table: string) =>
      (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect(await count("users WHERE type_user = 0")).toBe(1);
    const companies = await count('companies');
    // A second seeding would have doubled the registry (or failed on its unique CNPJs).
    await seedDemoData(database.db, () => undefined);
    expect(await count('companies')).toBe(companies);
  }, 240_000);
});
