import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type FreshDatabase = { url: string; drop: () => Promise<void> };

/** PostgreSQL for the fault and soak runs: TEST_DATABASE_URL names the server (its own database is never touched). */
export const postgresServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL;

const admin = async <T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** A new, empty database with a unique name on that server; drop() removes it, connections and all. */
export const createFreshDatabase = async (serverUrl: string, purpose: string): Promise<FreshDatabase> => {
  const name = `hub_${purpose}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};
