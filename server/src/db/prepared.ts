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
