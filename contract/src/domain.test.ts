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

  it('places a declared entry after another declared one, whatever their declaration order', () => {
    const placed = withDeclared(own, [
      { key: 'z', entry: 7, after: 'y' },
      { key: 'y', entry: 8, after: 'a' },
      { key: 'x', entry: 9, after: 'z' },
    ]);
    expect(placed.map(([key]) => key)).toEqual(['a', 'y', 'z', 'x', 'b']);
  });

  it('places a declared entry first when it is after null, and those after it next', () => {
    const placed = withDeclared(own, [
      { key: 'y', entry: 8, after: 'x' },
      { key: 'x', entry: 9, after: null },
    ]);
    expect(placed.map(([key]) => key)).toEqual(['x', 'y', 'a', 'b']);
  });

  it('refuses entries placed after one another in a circle', () => {
    expect(() =>
      withDeclared(own, [
        { key: 'x', entry: 9, after: 'y' },
        { key: 'y', entry: 8, after: 'x' },
      ]),
    ).toThrow('in a circle');
  });

  it('refuses a place after an entry the list does not have', () => {
    expect(() => withDeclared(own, [{ key: 'x', entry: 9, after: 'c' }])).toThrow(
      "x: 'after: c' names no entry of the list",
    );
  });
});
