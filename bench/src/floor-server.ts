import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** `name`: the server prepares this query (server/src/db/prepared.ts), so the floor does too. */
export type FloorQuery = { text: string; params: unknown[]; name?: string };

export type FloorServer = { url: string; setQueries: (queries: FloorQuery[]) => Promise<void>; stop: () => Promise<void> };

/** What the bench tells the floor's process, and what that process answers. */
type FloorCommand = { queries: FloorQuery[] };
type FloorAnswer = { listening: string } | { queriesSet: number };

/**
 * The floor an endpoint is measured against: the same SQL through the raw driver inside a
 * bare HTTP handler, with no framework, validation, auth or serialisation schema. It runs in a
 * process of its own, as the server does: inside the bench's process it would share the load
 * client's thread and skip a process switch per request, which the server cannot.
 */
export const startFloorServer = async (databaseUrl: string): Promise<FloorServer> => {
  const child = fork(import.meta.filename, [databaseUrl], { execArgv: ['--import', 'tsx'] });
  const nextAnswer = () => new Promise<FloorAnswer>((resolve) => child.once('message', (answer) => resolve(answer as FloorAnswer)));
  const ready = await nextAnswer();
  if (!('listening' in ready)) throw new Error('the floor process did not start');
  return {
    url: ready.listening,
    setQueries: async (queries) => {
      const answered = nextAnswer();
      child.send({ queries } satisfies FloorCommand);
      await answered;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** The floor's own process: listens on a free port, runs the queries it was last given. */
const serveFloor = async (databaseUrl: string): Promise<void> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  let queries: FloorQuery[] = [];
  const server = http.createServer((_request, response) => {
    Promise.all(queries.map((query) => pool.query({ name: query.name, text: query.text, values: query.params })))
      .then((results) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(results.map((result) => result.rows)));
      })
      .catch((error: Error) => {
        response.writeHead(500);
        response.end(error.message);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (answer: FloorAnswer) => process.send?.(answer);
  process.on('message', (command: FloorCommand) => {
    queries = command.queries;
    send({ queriesSet: queries.length });
  });
  process.once('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end().then(() => process.exit(0));
  });
  send({ listening: `http://127.0.0.1:${port}` });
};

if (process.send && process.argv[1] === import.meta.filename) await serveFloor(process.argv[2] ?? '');
