import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { builtOnceNamed } from './prepared';

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
});
