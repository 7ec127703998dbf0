import { describe, expect, it } from 'vitest';
import { KeyboardCode } from '@dnd-kit/core';
import { columnCoordinates } from './board-dnd';

type Args = Parameters<typeof columnCoordinates>[1];

const column = (left: number) => ({
  left,
  top: 100,
  width: 280,
  height: 400,
  right: left + 280,
  bottom: 500,
});
const args = (x: number): Args =>
  ({
    currentCoordinates: { x, y: 160 },
    context: {
      droppableRects: new Map([
        ['a', column(0)],
        ['b', column(300)],
        ['c', column(600)],
      ]),
    },
  }) as unknown as Args;
const press = (code: string) => ({ code, preventDefault: () => undefined }) as KeyboardEvent;

describe('columnCoordinates', () => {
  it('puts the card into the next column on → and the previous one on ←', () => {
    expect(columnCoordinates(press(KeyboardCode.Right), args(12))).toEqual({ x: 312, y: 148 });
    expect(columnCoordinates(press(KeyboardCode.Left), args(612))).toEqual({ x: 312, y: 148 });
  });

  it('stays put past the last column and leaves other keys to the sensor', () => {
    expect(columnCoordinates(press(KeyboardCode.Right), args(612))).toEqual({ x: 612, y: 160 });
    expect(columnCoordinates(press(KeyboardCode.Down), args(12))).toBeUndefined();
  });
});
