import type { CathoOperation } from '@hub/contract/catho';

export type CathoConfig = { apiUrl: string; token: string; timeoutMs: number };

/** The job as Catho receives it. */
export type CathoJob = {
  title: string;
  description: string;
  company: string;
  area: string;
  seniority: string;
  contractType: string;
  workMode: string;
  city: string | null;
  state: string | null;
  vacancies: number;
  salaryMin: number | null;
  salaryMax: number | null;
  expiresAt: string | null;
  reference: string;
};

/** One request to Catho and what came back: everything the Catho log keeps. */
export type CathoExchange = {
  operation: CathoOperation;
  method: string;
  url: string;
  requestExcerpt: string | null;
  statusCode: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  /** Network failure or timeout (no answer), or the answer's error message. */
  error: string | null;
  ok: boolean;
  /** The posting as Catho answered it, on success. */
  posting: { externalId: string | null; externalUrl: string | null; live: boolean } | null;
};

export type CathoAdapter = {
  publish: (job: CathoJob) => Promise<CathoExchange>;
  update: (externalId: string, job: CathoJob) => Promise<CathoExchange>;
  remove: (externalId: string) => Promise<CathoExchange>;
};

const EXCERPT_LENGTH = 1000;

type CathoAnswer = { id?: unknown; url?: unknown; status?: unknown; message?: unknown; error?: unknown };

const parse = (text: string): CathoAnswer | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as CathoAnswer) : null;
  } catch {
    return null;
  }
};

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** What a refusal says about itself: Catho's message when it sent one, else the HTTP status. */
const refusalOf = (status: number, answer: CathoAnswer | null): string =>
  text(answer?.message) ?? text(answer?.error) ?? `HTTP ${status}`;

/**
 * The Catho job-board API over HTTP: `POST /jobs` publishes (answering the job's `id`, `url` and
 * `status`, "published" once live, anything else while Catho reviews it), `PUT /jobs/{id}`
 * updates, `DELETE /jobs/{id}` removes; Bearer token; every call bounded by the timeout. The
 * adapter never throws: failures come back as an exchange with `ok: false`, to be logged.
 */
export const createCathoAdapter = (config: CathoConfig): CathoAdapter => {
  const send = async (
    operation: CathoOperation,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: CathoJob,
  ): Promise<CathoExchange> => {
    const url = `${config.apiUrl}${path}`;
    const payload = body ? JSON.stringify(body) : null;
    const base = {
      operation,
      method,
      url,
      requestExcerpt: payload?.slice(0, EXCERPT_LENGTH) ?? null,
    };
    const started = Date.now();
    let response: Response;
    let answerText: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${config.token}`,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { body: payload } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      // The timeout covers the answer's body too: a server that stalls half-way has not answered.
      answerText = await response.text();
    } catch (failure) {
      const timedOut = failure instanceof Error && failure.name === 'TimeoutError';
      return {
        ...base,
        statusCode: null,
        responseExcerpt: null,
        durationMs: Date.now() - started,
        error: timedOut
          ? `sem resposta em ${config.timeoutMs} ms`
          : `falha de rede (${failure instanceof Error ? failure.message : String(failure)})`,
        ok: false,
        posting: null,
      };
    }
    const answer = parse(answerText);
    // Removing a posting Catho no longer has is what removing wants: it counts as done.
    const ok = response.ok || (method === 'DELETE' && response.status === 404);
    return {
      ...base,
      statusCode: response.status,
      responseExcerpt: answerText.slice(0, EXCERPT_LENGTH) || null,
      durationMs: Date.now() - started,
      error: ok ? null : refusalOf(response.status, answer),
      ok,
      posting: ok
        ? {
            externalId: text(answer?.id),
            externalUrl: text(answer?.url),
            live: answer?.status === 'published',
          }
        : null,
    };
  };
  const jobPath = (externalId: string) => `/jobs/${encodeURIComponent(externalId)}`;
  return {
    publish: (job) => send('publish', 'POST', '/jobs', job),
    update: (externalId, job) => send('update', 'PUT', jobPath(externalId), job),
    remove: (externalId) => send('remove', 'DELETE', jobPath(externalId)),
  };
};
