import { describe, expect, it } from 'vitest';
import { loadOrder, parseHeader, parseLine, sameMigrations } from './backup-format';

describe('loadOrder', () => {
  it('puts every table after the tables it references', () => {
    const order = loadOrder(
      ['applications', 'candidates', 'companies', 'processes', 'users'],
      [
        { from: 'applications', to: 'processes' },
        { from: 'applications', to: 'candidates' },
        { from: 'processes', to: 'companies' },
        { from: 'companies', to: 'users' },
        { from: 'users', to: 'users' },
      ],
    );
    expect(order).toHaveLength(5);
    const before = (a: string, b: string) => order.indexOf(a) < order.indexOf(b);
    expect(before('users', 'companies') && before('companies', 'processes')).toBe(true);
    expect(before('processes', 'applications') && before('candidates', 'applications')).toBe(true);
  });

  it('refuses a cycle between tables', () => {
    expect(() =>
      loadOrder(
        ['a', 'b'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
      ),
    ).toThrow(/circular/);
  });
});

describe('parseHeader', () => {
  it('refuses anything that is not a header of this format and version', () => {
    for (const text of [
      undefined,
      '',
      'PGDMP',
      '{"kind":"rows"}',
      '{"kind":"header","format":"hub-backup","version":2}',
    ]) {
      expect(() => parseHeader(text)).toThrow(/não é um backup do Hub/);
    }
    const header = {
      kind: 'header',
      format: 'hub-backup',
      version: 1,
      createdAt: 'x',
      driver: 'pg',
      migrations: [],
      uploads: true,
    };
    expect(parseHeader(JSON.stringify(header))).toEqual(header);
  });
});

describe('parseLine', () => {
  it('reads a line, and calls a cut one a damaged file', () => {
    expect(parseLine('{"kind":"file","key":"a","data":""}')).toEqual({
      kind: 'file',
      key: 'a',
      data: '',
    });
    expect(() => parseLine('{"kind":"rows","table":"users","rows":"[{\\"id')).toThrow(
      /incompleto ou corrompido/,
    );
  });
});

describe('sameMigrations', () => {
  it('compares the migration hashes in order', () => {
    const a = [
      { hash: '1', createdAt: '1' },
      { hash: '2', createdAt: '2' },
    ];
    expect(sameMigrations(a, [...a])).toBe(true);
    expect(sameMigrations(a, a.slice(0, 1))).toBe(false);
    expect(sameMigrations(a, [...a].reverse())).toBe(false);
  });
});
