import type { FastifyInstance } from 'fastify';

/**
 * The administrators' requests being served, and when the last one came: background work (an
 * import) gives way to them. On the embedded database one statement runs at a time, so a batch
 * that starts while a list is asked for makes it wait.
 */
export type Activity = { inFlight: number; lastAt: number };

export const createActivity = (): Activity => ({ inFlight: 0, lastAt: 0 });

/** Counts the API's requests, except those `ignored` (a job's own progress, polled while it runs). */
export const trackActivity = (
  app: FastifyInstance,
  activity: Activity,
  ignored: (url: string) => boolean,
): void => {
  const counted = new WeakSet<object>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/') && !ignored(request.url)) {
      counted.add(request);
      activity.inFlight += 1;
      activity.lastAt = Date.now();
    }
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (counted.has(request)) {
      activity.inFlight -= 1;
      activity.lastAt = Date.now();
    }
    done();
  });
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How recent a request must be for the administrators to count as at work. */
const ACTIVE_WINDOW_MS = 2000;
/** The longest a batch waits for requests to end: a flood of them never stops the job for good. */
const MAX_WAIT_MS = 2000;
/**
 * The longest rest after one batch: a batch slowed down once (a cold cache, a busy machine) would
 * otherwise hold the job still for `factor` times as long, a minute for a second's batch.
 */
const MAX_REST_MS = 2000;

/**
 * After a batch that took `batchMs`: while administrators are at work, rests `factor` times as long
 * (the job then holds the database a 1 / (factor + 1) share of the time, up to MAX_REST_MS), then
 * lets the requests being served end before the next batch starts. Nobody at work: goes on at once.
 */
export const giveWay = async (
  activity: Activity | undefined,
  batchMs: number,
  factor: number,
): Promise<void> => {
  if (!activity || factor === 0) return;
  if (activity.inFlight === 0 && Date.now() - activity.lastAt > ACTIVE_WINDOW_MS) return;
  await sleep(Math.min(batchMs * factor, MAX_REST_MS));
  const until = Date.now() + MAX_WAIT_MS;
  while (activity.inFlight > 0 && Date.now() < until) await sleep(5);
};
