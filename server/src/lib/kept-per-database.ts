import type { Db } from '../db/client';

/**
 * What an instance remembers per database handle, by key, at most `most` entries: the least
 * recently written is forgotten first. The capped keys (decision 033) and the search totals
 * (decision 041) keep theirs here.
 */
export const keptPerDatabase = <Value>(most: number) => {
  const maps = new WeakMap<Db, Map<string, Value>>();
  const of = (db: Db): Map<string, Value> => {
    const known = maps.get(db) ?? new Map<string, Value>();
    maps.set(db, known);
    return known;
  };
  return {
    get: (db: Db, key: string): Value | undefined => of(db).get(key),
    set: (db: Db, key: string, value: Value): void => {
      const known = of(db);
      known.delete(key);
      known.set(key, value);
      if (known.size > most) known.delete(known.keys().next().value ?? key);
    },
    delete: (db: Db, key: string): void => {
      of(db).delete(key);
    },
  };
};
