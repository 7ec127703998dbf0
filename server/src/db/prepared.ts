import type { Db } from './client';

/**
 * A query built once per database handle, for the reads nearly every request makes: Drizzle's
 * builder costs more than such a query takes to run, and a prepared query is also planned once per
 * connection. A transaction is another handle, so its queries stay inside it.
 */
export const builtOncePer = <Query>(build: (db: Db) => Query): ((db: Db) => Query) => {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    const known = built.get(db);
    if (known) return known;
    const query = build(db);
    built.set(db, query);
    return query;
  };
};

/** NAMEDATALEN - 1: the longest name PostgreSQL keeps whole. */
const MAX_STATEMENT_NAME_BYTES = 63;

export type Executable = { execute: (values?: Record<string, unknown>) => Promise<unknown[]> };
const byName = builtOncePer(() => new Map<string, Executable>());

/**
 * A query built once per database handle under `name`, for families of queries (one per table,
 * sort or search form): `name` must say all that its SQL depends on. `planned: 'once'` prepares it
 * under that name on each connection; 'per execution' sends it unnamed (node-postgres's empty
 * name), so PostgreSQL plans it for each execution's values.
 */
export const builtOnceNamed = (
  db: Db,
  name: string,
  planned: 'once' | 'per execution',
  build: () => { prepare: (name: string) => Executable },
): Executable => {
  // PostgreSQL keeps a name's first 63 bytes: two longer names could meet there as one statement.
  if (planned === 'once' && Buffer.byteLength(name) > MAX_STATEMENT_NAME_BYTES)
    throw new Error(`Nome de consulta preparada longo demais: ${name}`);
  const built = byName(db);
  const known = built.get(name);
  if (known) return known;
  const query = build().prepare(planned === 'once' ? name : '');
  built.set(name, query);
  return query;
};
