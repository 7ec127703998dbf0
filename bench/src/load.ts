import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
};

/** What one stretch of load saw, before it is summed with the other stretches of the same target. */
type Sample = {
  latencies: number[];
  total: number;
  seconds: number;
  errors: number;
  non2xx: number;
};

const percentile = (sorted: number[], fraction: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
};

/** Unmeasured load first, so the JIT and the connection pools are warm when the measure starts. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);
/**
 * An endpoint and its floor take turns, this many stretches each: the machine's speed drifts by
 * tens of percent within minutes, and alternating makes both see the same drift.
 */
const TURNS = Math.max(1, Number(process.env.BENCH_TURNS ?? 4));
/**
 * Each turn opens its connections anew after the other target's turn: its first second is not
 * measured, so neither the connects nor the work the last turn left queued count as latency.
 */
const SETTLE_SECONDS = 1;

const summed = (samples: Sample[]): LoadResult => {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const total = samples.reduce((sum, sample) => sum + sample.total, 0);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  return {
    requestsPerSecond: total / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    non2xx: samples.reduce((sum, sample) => sum + sample.non2xx, 0),
    total,
  };
};

/**
 * Drives each target (an endpoint, the same endpoint on the baseline's server, its floor) for
 * `durationSeconds`: all warmed up, then measured in alternating stretches whose latencies and
 * counts are summed (p95 stays exact), so every target sees the same drift of the machine. Each
 * stretch starts once `quiet` resolves: a floor's recounts that outlast its turn would otherwise be
 * measured as the next target's latency.
 */
export const runLoad = async (
  targets: LoadOptions[],
  turns = TURNS,
  quiet: () => Promise<unknown> = async () => undefined,
): Promise<LoadResult[]> => {
  if (WARMUP_SECONDS > 0) {
    for (const target of targets) await measure({ ...target, durationSeconds: WARMUP_SECONDS });
  }
  const samples = targets.map((): Sample[] => []);
  for (let turn = 0; turn < turns; turn += 1) {
    // Every other turn goes the other way round: none always follows what came before it.
    const order = turn % 2 === 0 ? [...targets.entries()] : [...targets.entries()].reverse();
    for (const [index, target] of order) {
      await quiet();
      await measure({ ...target, durationSeconds: SETTLE_SECONDS });
      samples[index]?.push(
        await measure({ ...target, durationSeconds: target.durationSeconds / turns }),
      );
    }
  }
  return samples.map(summed);
};

const measure = (options: LoadOptions): Promise<Sample> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: options.body,
        connections: options.connections,
        duration: options.durationSeconds,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies,
          total: result.requests.total,
          seconds: result.duration,
          // Timeouts included: autocannon counts a timeout among its errors too.
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });

/**
 * An administrator's clicks rather than a flood: one request every `everyMs` whether or not the
 * last one answered (an open loop), for as long as `going()` says. A closed loop (autocannon's)
 * sends nothing while the server stalls, so a pause of the whole process hides in its percentiles;
 * here every request that meets the pause counts it.
 */
export const probeWhile = async (
  target: Pick<LoadOptions, 'url' | 'headers'>,
  going: () => boolean,
  everyMs = 100,
): Promise<{
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
}> => {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let non2xx = 0;
  while (going()) {
    const started = performance.now();
    inFlight.push(
      fetch(target.url, { headers: target.headers }).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) non2xx += 1;
        latencies.push(performance.now() - started);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    non2xx,
  };
};
