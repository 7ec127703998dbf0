import { describe, expect, it } from 'vitest';
import { toPage } from '@hub/contract/common';
import { cursorTo } from './page-cursor';

const shown = toPage([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 30, 4, 3);

describe('cursorTo', () => {
  it('starts the next page after the last row shown and the previous one before the first', () => {
    expect(cursorTo(shown, 5)).toEqual({ after: 'c' });
    expect(cursorTo(shown, 3)).toEqual({ before: 'a' });
  });

  it('has no cursor for a jump, for nothing shown yet or for an empty page', () => {
    expect(cursorTo(shown, 1)).toEqual({});
    expect(cursorTo(shown, 10)).toEqual({});
    expect(cursorTo(undefined, 2)).toEqual({});
    expect(cursorTo(toPage([], 30, 4, 3), 5)).toEqual({});
  });
});
