import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** `name`: the server prepares this query (server/src/db/prepared.ts), so the floor does too. */
export type FloorQuery = { text: string; params: unknown[]; name?: string };

export type FloorServer = { url: string; setQueries: (queries: FloorQuery[]) => void; stop: () => Promise<void> };

/**
 * The floor an endpoint is measured against: the same SQL through the raw driver inside a
 * bare HTTP handler, with no framework, validation, auth or serialisation schema.
 */
export const startFloorServer = async (databaseUrl: string): Promise<FloorServer> => {
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
  return {
    url: `http://127.0.0.1:${port}`,
    setQueries: (next) => {
      queries = next;
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
};
