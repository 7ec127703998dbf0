import { describe, expect, it } from 'vitest';
import { boardView, COLUMN_GAP, COLUMN_WIDTH } from './board-scroll';

const step = COLUMN_WIDTH + COLUMN_GAP;
const width = 6 * step - COLUMN_GAP;

describe('boardView', () => {
  it('names the columns wholly in view and where the board can still go', () => {
    // The board's width at 1440 px: five columns of six.
    expect(boardView({ scrollLeft: 0, clientWidth: 1112, scrollWidth: width }, 6)).toEqual({
      first: 1,
      last: 5,
      canBack: false,
      canForward: true,
    });
    expect(
      boardView({ scrollLeft: 2 * step, clientWidth: 4 * step, scrollWidth: width }, 6),
    ).toEqual({ first: 3, last: 6, canBack: true, canForward: false });
  });

  it('counts a half-scrolled column out, and keeps one column on a screen narrower than it', () => {
    expect(
      boardView({ scrollLeft: 100, clientWidth: 3 * step, scrollWidth: width }, 6),
    ).toMatchObject({ first: 2, last: 3 });
    expect(boardView({ scrollLeft: 0, clientWidth: 200, scrollWidth: width }, 6)).toMatchObject({
      first: 1,
      last: 1,
    });
  });

  it('does not scroll when every column fits', () => {
    expect(boardView({ scrollLeft: 0, clientWidth: width, scrollWidth: width }, 6)).toEqual({
      first: 1,
      last: 6,
      canBack: false,
      canForward: false,
    });
  });
});
