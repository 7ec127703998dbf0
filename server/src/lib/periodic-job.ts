export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `work` now and then every `intervalMs` in this process. Runs never overlap: one that comes
 * due while the last is under way waits for it. `stop` lets the run under way finish.
 */
export const startPeriodicJob = (
  work: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicJob => {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(work).catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
