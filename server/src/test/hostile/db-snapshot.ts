import type { Database } from '../../db/client';

export type TableSnapshot = Record<string, { rows: number; md5: string }>;

/** Row count and a digest of the contents of every table of the public schema but `exclude`. */
export const snapshotTables = async (
  database: Database,
  exclude: ReadonlySet<string>,
): Promise<TableSnapshot> => {
  const tables = await database.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const snapshot: TableSnapshot = {};
  for (const { tablename } of tables) {
    if (exclude.has(tablename)) continue;
    const [row] = await database.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${tablename}" t`,
    );
    if (row) snapshot[tablename] = row;
  }
  return snapshot;
};
