import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { builtOnceNamed, planOnceOn } from './prepared';

describe('a query built once under a name', () => {
  const prepared = (name: string) => ({ execute: async () => [name] });
  const build = (name: string) => ({ prepare: () => prepared(name) });

  it('is built once per handle and name', () => {
    const db = {} as Db;
    const first = builtOnceNamed(db, 'lista_first10', 'once', () => build('primeira'));
    expect(builtOnceNamed(db, 'lista_first10', 'once', () => build('outra'))).toBe(first);
    expect(builtOnceNamed({} as Db, 'lista_first10', 'once', () => build('outra'))).not.toBe(first);
  });

  it('refuses a prepared name PostgreSQL would cut at 63 bytes, where two could become one', () => {
    const db = {} as Db;
    expect(() => builtOnceNamed(db, 'a'.repeat(63), 'once', () => build('63'))).not.toThrow();
    expect(() => builtOnceNamed(db, `${'a'.repeat(62)}é`, 'once', () => build('64 bytes'))).toThrow(
      /longo demais/,
    );
    // An unnamed statement's name is only the key of the built query.
    expect(() =>
      builtOnceNamed(db, 'a'.repeat(80), 'per execution', () => build('sem nome')),
    ).not.toThrow();
  });

  it('runs on the connections that plan once for every value only when asked, and when there are such', () => {
    const db = {} as Db;
    const plannedOnce = {} as Db;
    planOnceOn(db, plannedOnce);
    const handles: Db[] = [];
    const builtOn = (handle: Db) => {
      handles.push(handle);
      return build('consulta');
    };
    builtOnceNamed(db, 'pares', 'once for every value', builtOn);
    builtOnceNamed(db, 'pagina', 'once', builtOn);
    builtOnceNamed(db, 'busca', 'per execution', builtOn);
    // A transaction or the embedded database: no such connections, its own.
    const alone = {} as Db;
    builtOnceNamed(alone, 'pares', 'once for every value', builtOn);
    expect(handles).toEqual([plannedOnce, db, db, alone]);
  });
});
