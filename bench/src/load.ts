import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
};

export type LoadResult = { requestsPerSecond: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; total: number };

const percentile = (sorted: number[], fraction: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
};

/** Unmeasured load first, so the JIT and the connection pools are warm when the measure starts. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

/** Drives one URL with autocannon, after a warm-up; latencies are collected per response so p95 is exact. */
export const runLoad = async (options: LoadOptions): Promise<LoadResult> => {
  if (WARMUP_SECONDS > 0) await measure({ ...options, durationSeconds: WARMUP_SECONDS });
  return measure(options);
};

const measure = (options: LoadOptions): Promise<LoadResult> =>
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
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.average,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          total: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
