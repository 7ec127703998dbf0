import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { keptPerDatabase } from './kept-per-database';

describe('keptPerDatabase', () => {
  it('keeps each database apart and forgets the least recently written first', () => {
    const kept = keptPerDatabase<number>(2);
    const one = {} as Db;
    const other = {} as Db;
    kept.set(one, 'a', 1);
    kept.set(one, 'b', 2);
    kept.set(one, 'a', 3);
    kept.set(one, 'c', 4);
    kept.set(other, 'b', 5);
    expect([kept.get(one, 'a'), kept.get(one, 'b'), kept.get(one, 'c')]).toEqual([3, undefined, 4]);
    expect(kept.get(other, 'b')).toBe(5);
    kept.delete(one, 'a');
    expect(kept.get(one, 'a')).toBeUndefined();
  });
});
