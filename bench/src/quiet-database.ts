import pg from 'pg';

/** How long the bench waits for the database to finish what the last endpoint left running. */
const QUIET_TIMEOUT_MS = 120_000;
const POLL_MS = 200;

/**
 * Waits until no other query runs in the database: 50 connections' searches that outlast their
 * turn, or the floor's recounts, would otherwise be measured as the next endpoint's latency.
 * Returns how long it waited.
 */
export const untilDatabaseQuiet = async (databaseUrl: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ running: number }>(
        `SELECT count(*)::int AS running FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend' AND state = 'active'
           AND pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.running ?? 0) === 0 || Date.now() - started > QUIET_TIMEOUT_MS)
        return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await client.end();
  }
};
