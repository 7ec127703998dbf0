import { describe, expect, it } from 'vitest';
import { unstorableTextPaths } from './input-guard';

describe('unstorableTextPaths', () => {
  it('names every string or key holding NUL or a lone surrogate, nested ones included', () => {
    expect(
      unstorableTextPaths({
        name: 'a\u0000b',
        ok: 'José 👩🏽‍💻 \u202E',
        stages: [{ title: 'x\uD800' }, { title: 'fine' }],
        answers: { 'q\u0000': 'yes' },
        trailing: '\uDC00',
      }),
    ).toEqual(['name', 'stages.0.title', 'answers.q\u0000', 'trailing']);
  });

  it('accepts paired surrogates, numbers, nulls and raw bytes', () => {
    expect(
      unstorableTextPaths({
        emoji: '\uD83D\uDE00',
        count: 1,
        none: null,
        file: Buffer.from([0, 0xd8]),
      }),
    ).toEqual([]);
    expect(unstorableTextPaths('a\u0000', ['querystring', 'key'])).toEqual(['querystring.key']);
  });
});
