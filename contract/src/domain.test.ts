import { describe, expect, it } from 'vitest';
import { withDeclared } from './domain';

describe('withDeclared', () => {
  const own: [string, number][] = [
    ['a', 1],
    ['b', 2],
  ];

  it('places a declared entry after the one it names, in declaration order, and the others last', () => {
    const placed = withDeclared(own, [
      { key: 'x', entry: 9 },
      { key: 'y', entry: 8, after: 'a' },
      { key: 'z', entry: 7, after: 'a' },
    ]);
    expect(placed.map(([key]) => key)).toEqual(['a', 'y', 'z', 'b', 'x']);
  });

  it('refuses a place after an entry the list does not have', () => {
    expect(() => withDeclared(own, [{ key: 'x', entry: 9, after: 'c' }])).toThrow(
      "x: 'after: c' names no entry of the list",
    );
  });
});
