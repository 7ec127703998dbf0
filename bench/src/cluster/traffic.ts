import { candidateInput } from '../records';

export type Failure = { method: string; path: string; answer: number | string };

export type TrafficResult = { requests: number; writes: number; failures: Failure[] };

/**
 * Mixed reads and writes from `workers` concurrent clients until stop(): each one lists the
 * professionals, creates one, updates it (PUT with the version it was given) and lists the
 * companies, over and over. Any answer other than 2xx, and any network error, is a failure.
 */
export const startTraffic = (url: string, headers: Record<string, string>, workers: number) => {
  let stopping = false;
  let requests = 0;
  let writes = 0;
  const failures: Failure[] = [];

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T | null> => {
    requests += 1;
    if (method !== 'GET') writes += 1;
    try {
      const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (!response.ok) {
        failures.push({ method, path, answer: response.status });
        return null;
      }
      return JSON.parse(text) as T;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      failures.push({ method, path, answer: cause?.code ?? String(error) });
      return null;
    }
  };

  const worker = async () => {
    while (!stopping) {
      await call('GET', '/api/candidates?page=1&limit=10');
      const input = candidateInput();
      const created = await call<{ id: string; updatedAt: string }>('POST', '/api/candidates', input);
      if (created) await call('PUT', `/api/candidates/${created.id}`, { ...input, city: 'Contagem', updatedAt: created.updatedAt });
      await call('GET', '/api/companies?page=1&limit=10');
    }
  };
  const running = Promise.all(Array.from({ length: workers }, () => worker()));

  return {
    /** Requests so far, to wait until the load is under way. */
    count: () => requests,
    stop: async (): Promise<TrafficResult> => {
      stopping = true;
      await running;
      return { requests, writes, failures };
    },
  };
};

/** Failures grouped by method and answer, for the report: `{ "POST 502": 3 }`. */
export const tally = (failures: Failure[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const failure of failures) {
    const key = `${failure.method} ${failure.answer}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};
