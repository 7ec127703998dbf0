import { createHash } from 'node:crypto';
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

export type Executable = { execute: (values?: Record<string, unknown>) => Promise<unknown[]> };

/** A built query before it is prepared: its SQL names its statement. */
export type Preparable = { prepare: (name: string) => Executable; toSQL: () => { sql: string } };

/**
 * The statement's name: the start of the family's key, for a reader of pg_prepared_statements, and
 * a digest of its SQL, so two statements of different SQL never share a name (PostgreSQL keeps a
 * name's first 63 bytes: 28 + 1 + 32).
 */
export const statementName = (key: string, text: string): string =>
  `${key.slice(0, 28)}_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

/**
 * Whether each use of a family's key builds its query again to compare the SQL with the one
 * prepared under that key: the tests do, so a key that misses what its SQL depends on fails there
 * instead of silently running another variation's statement.
 */
const CHECK_KEYS = process.env.NODE_ENV === 'test';

const byKey = builtOncePer(() => new Map<string, { query: Executable; text: string }>());

/** Each pool's handle and the handle of its connections that plan a named statement once (db/client.ts). */
const plannedOnceHandles = new WeakMap<Db, Db>();

/** Makes `plannedOnce` the handle that runs `db`'s statements built 'once for every value'. */
export const planOnceOn = (db: Db, plannedOnce: Db): void => {
  plannedOnceHandles.set(db, plannedOnce);
};

/** The handle that runs `db`'s statements built 'once for every value', when it has one. */
export const plannedOnceHandle = (db: Db): Db | undefined => plannedOnceHandles.get(db);

/** How a built query's statement is planned (`builtOnceNamed`). */
export type Planning = 'once' | 'once for every value' | 'per execution';

/**
 * A query built once per database handle under `key`, for families of queries (one per table,
 * sort or search form): `key` must say all that its SQL depends on (the tests check it), and the
 * statement is named after its SQL (`statementName`). `planned: 'once'` prepares it
 * under that name on each connection, where PostgreSQL plans it for the values of each execution
 * while that plan looks cheaper than one for every value; 'once for every value' prepares it on the
 * connections set apart for that (`planOnceOn`; a transaction, the embedded database or a small
 * pool has none, and runs it as 'once'), for a query whose plan is the same for any value and whose
 * planning costs about what it takes to run (decision 038); 'per execution' sends it unnamed
 * (node-postgres's empty name), so PostgreSQL plans it for each execution's values.
 */
export const builtOnceNamed = (
  db: Db,
  key: string,
  planned: Planning,
  build: (handle: Db) => Preparable,
): Executable => {
  const handle = (planned === 'once for every value' && plannedOnceHandle(db)) || db;
  const built = byKey(handle);
  const known = built.get(key);
  if (known && !CHECK_KEYS) return known.query;
  const query = build(handle);
  const text = query.toSQL().sql;
  if (known) {
    if (known.text !== text) throw new Error(`Duas consultas diferentes sob a mesma chave: ${key}`);
    return known.query;
  }
  const prepared = query.prepare(planned === 'per execution' ? '' : statementName(key, text));
  built.set(key, { query: prepared, text });
  return prepared;
};
