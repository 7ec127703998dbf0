import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { builtOnceNamed, planOnceOn, statementName } from './prepared';

describe('a query built once under a key', () => {
  const prepared = (name: string) => ({ execute: async () => [name] });
  const build = (text: string, names: string[] = []) => ({
    prepare: (name: string) => {
      names.push(name);
      return prepared(text);
    },
    toSQL: () => ({ sql: text }),
  });

  it('is built once per handle and key', () => {
    const db = {} as Db;
    const first = builtOnceNamed(db, 'lista_first10', 'once', () => build('select 1'));
    expect(builtOnceNamed(db, 'lista_first10', 'once', () => build('select 1'))).toBe(first);
    expect(builtOnceNamed({} as Db, 'lista_first10', 'once', () => build('select 1'))).not.toBe(
      first,
    );
  });

  it('names its statement after its SQL, within the 63 bytes PostgreSQL keeps, whatever the key', () => {
    const names: string[] = [];
    const db = {} as Db;
    builtOnceNamed(db, `${'a'.repeat(62)}é_busca`, 'once', () => build('select 1', names));
    builtOnceNamed(db, `${'a'.repeat(62)}é_outra`, 'once', () => build('select 2', names));
    builtOnceNamed(db, 'sem_nome', 'per execution', () => build('select 3', names));
    const [one, two, unnamed] = names;
    expect(one).not.toBe(two);
    expect(one?.startsWith('a'.repeat(28))).toBe(true);
    expect(Buffer.byteLength(one ?? '')).toBeLessThanOrEqual(63);
    expect(one).toBe(statementName(`${'a'.repeat(62)}é_busca`, 'select 1'));
    expect(unnamed).toBe('');
  });

  it('refuses, in the tests, a key whose SQL changed: the key missed what its SQL depends on', () => {
    const db = {} as Db;
    builtOnceNamed(db, 'lista_por_nome', 'once', () => build('select nome'));
    expect(() => builtOnceNamed(db, 'lista_por_nome', 'once', () => build('select cpf'))).toThrow(
      /Duas consultas diferentes sob a mesma chave: lista_por_nome/,
    );
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
