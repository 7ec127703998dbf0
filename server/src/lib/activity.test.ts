import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActivity, giveWay } from './activity';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled once the timers due now have run. */
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('giveWay', () => {
  it('goes on at once when nobody is at work', async () => {
    vi.useFakeTimers();
    const activity = createActivity();
    expect(await settled(giveWay(activity, 100, 24))).toBe(true);
  });

  it('rests in proportion to the batch, then waits for the requests being served', async () => {
    vi.useFakeTimers();
    const activity = { inFlight: 1, lastAt: Date.now() };
    const waiting = giveWay(activity, 100, 24);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(2400);
    expect(await settled(waiting)).toBe(false);
    activity.inFlight = 0;
    await vi.advanceTimersByTimeAsync(5);
    expect(await settled(waiting)).toBe(true);
  });

  it('never waits on a flood for more than its limit', async () => {
    vi.useFakeTimers();
    const activity = { inFlight: 3, lastAt: Date.now() };
    const waiting = giveWay(activity, 10, 1);
    await vi.advanceTimersByTimeAsync(10 + 2000 + 5);
    expect(await settled(waiting)).toBe(true);
  });

  it('rests no longer than its limit after a slow batch', async () => {
    vi.useFakeTimers();
    const activity = { inFlight: 0, lastAt: Date.now() };
    const waiting = giveWay(activity, 1000, 49);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('never waits with a factor of 0', async () => {
    vi.useFakeTimers();
    expect(await settled(giveWay({ inFlight: 5, lastAt: Date.now() }, 100, 0))).toBe(true);
  });
});
