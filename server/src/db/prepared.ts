import type { Db } from './handle';

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

/** Each pool's handle and the handle of its connections that plan a named statement once (db/client.ts). */
const plannedOnceHandles = new WeakMap<Db, Db>();

/** Makes `plannedOnce` the handle that runs `db`'s statements built 'once for every value'. */
export const planOnceOn = (db: Db, plannedOnce: Db): void => {
  plannedOnceHandles.set(db, plannedOnce);
};

/** The handle that runs `db`'s statements built 'once for every value', when it has one. */
export const plannedOnceHandle = (db: Db): Db | undefined => plannedOnceHandles.get(db);

/**
 * A query built once per database handle under `name`, for families of queries (one per table,
 * sort or search form): `name` must say all that its SQL depends on. `planned: 'once'` prepares it
 * under that name on each connection, where PostgreSQL plans it for the values of each execution
 * while that plan looks cheaper than one for every value; 'once for every value' prepares it on the
 * connections set apart for that (`planOnceOn`; a transaction, the embedded database or a small
 * pool has none, and runs it as 'once'), for a query whose plan is the same for any value and whose
 * planning costs about what it takes to run (decision 038); 'per execution' sends it unnamed
 * (node-postgres's empty name), so PostgreSQL plans it for each execution's values.
 */
export const builtOnceNamed = (
  db: Db,
  name: string,
  planned: 'once' | 'once for every value' | 'per execution',
  build: (handle: Db) => { prepare: (name: string) => Executable },
): Executable => {
  // PostgreSQL keeps a name's first 63 bytes: two longer names could meet there as one statement.
  if (planned !== 'per execution' && Buffer.byteLength(name) > MAX_STATEMENT_NAME_BYTES)
    throw new Error(`Nome de consulta preparada longo demais: ${name}`);
  const handle = (planned === 'once for every value' && plannedOnceHandle(db)) || db;
  const built = byName(handle);
  const known = built.get(name);
  if (known) return known;
  const query = build(handle).prepare(planned === 'per execution' ? '' : name);
  built.set(name, query);
  return query;
};
