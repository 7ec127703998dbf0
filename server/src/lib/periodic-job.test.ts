import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs at once and then every interval, never two runs at a time', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = startPeriodicJob(
      async () => {
        active += 1;
        runs += 1;
        most = Math.max(most, active);
        // Each run outlasts the interval: the next waits for it instead of running beside it.
        await new Promise((resolve) => setTimeout(resolve, 250));
        active -= 1;
      },
      100,
      () => undefined,
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(4);
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect(active).toBe(0);
    const afterStop = runs;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(afterStop);
  });

  it('hands a failed run to onError and keeps running', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const job = startPeriodicJob(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('banco indisponível');
      },
      100,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(250);
    await job.stop();
    expect(errors).toEqual([new Error('banco indisponível')]);
    expect(runs).toBe(3);
  });
});
