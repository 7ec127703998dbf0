import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job';
import type { Database } from './client';

/** How often the embedded database looks for tables to vacuum: a look costs one catalog query. */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 5 * 60_000;

/**
 * The tables autovacuum would vacuum or analyse, by PostgreSQL's default thresholds (dead rows
 * over 50 + 20 % of the table, rows inserted since the last vacuum over 1,000 + 20 %, rows
 * changed since the last analysis over 50 + 10 %), and the tables whose pages are mostly not
 * known to be all-visible, such as a table a migration rewrote: index-only scans (a deep page's
 * walk of the sort index) then read the table too. Smallest first; names quoted by PostgreSQL.
 */
const DUE_TABLES = `
  SELECT format('%I', s.relname) AS "table"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.schemaname = 'public'
     AND (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
       OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
       OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
       OR c.relallvisible < c.relpages / 2)
   ORDER BY c.relpages, s.relname`;

/**
 * Vacuums and analyses the tables that need it, one at a time, and answers their names. PGlite
 * runs PostgreSQL without its autovacuum: without this, deleted rows' space is never reused, the
 * planner's statistics stay as the last migration left them, and nothing marks pages all-visible.
 */
export const vacuumDueTables = async (database: Pick<Database, 'query'>): Promise<string[]> => {
  // This connection's table counters reach the statistics at its next report: now, not in a second.
  await database.query('SELECT pg_stat_force_next_flush()');
  const due = await database.query<{ table: string }>(DUE_TABLES);
  for (const { table } of due) await database.query(`VACUUM (ANALYZE) ${table}`);
  return due.map(({ table }) => table);
};

/** The embedded database's autovacuum: a pass now, then every EMBEDDED_MAINTENANCE_INTERVAL_MS. */
export const startEmbeddedMaintenance = (
  database: Pick<Database, 'query'>,
  onError: (error: unknown) => void,
): PeriodicJob =>
  startPeriodicJob(() => vacuumDueTables(database), EMBEDDED_MAINTENANCE_INTERVAL_MS, onError);
