import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp, setupApp, type TestContext } from '../test/helper';
import { inspectInput, MAX_DEPTH, TOO_DEEP_MESSAGE, unstorableTextPaths } from './input-guard';

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

describe('deeply nested bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupApp();
  });

  const forgot = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: randomIp(),
    });

  it('answers 400 with a Portuguese message at any depth, never a 500, without a session', async () => {
    for (const depth of [MAX_DEPTH + 1, 2_000, 100_000]) {
      const arrays = await forgot(`{"email":"a@b.org","appUrl":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      expect(arrays.statusCode).toBe(400);
      expect(arrays.json().message).toBe(TOO_DEEP_MESSAGE);
      const objects = await forgot(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
      expect(objects.statusCode).toBe(400);
      expect(objects.json().message).toBe(TOO_DEEP_MESSAGE);
    }
  });

  it('still names the unstorable strings of a body within the depth', () => {
    let nested: unknown = 'x\u0000';
    for (let level = 0; level < MAX_DEPTH - 1; level += 1) nested = { a: nested };
    expect(inspectInput(nested)).toEqual({ paths: [Array.from({ length: MAX_DEPTH - 1 }, () => 'a').join('.')], tooDeep: false });
    expect(inspectInput({ a: nested }).tooDeep).toBe(false);
    expect(inspectInput({ a: { a: nested } }).tooDeep).toBe(true);
  });
});
