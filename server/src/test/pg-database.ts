import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A new PostgreSQL database beside TEST_DATABASE_URL's, and how to drop it: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export const createPgDatabase = async (
  url: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> => {
  const name = `hub_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    name,
    url: testUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
