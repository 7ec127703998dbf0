import { applicationListQuerySchema, boardQuerySchema } from '@hub/contract/applications';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema/index';
import { getBoard, listApplications } from '../../server/src/modules/selective-processes/applications/applications.service';
import { getProcessFunnel } from '../../server/src/modules/selective-processes/applications/funnel';
import type { FloorQuery } from './floor-server';

type SentQuery = { text: string; name?: string; values?: unknown[] };

/**
 * The SQL a service function runs, recorded by running it twice and keeping what reached the
 * driver the second time: for endpoints whose SQL is built from data (the ranking's weights and
 * assessments), the floor replays exactly what the server sent, prepared under the same name where
 * the server prepares it, instead of a hand-written copy. The first run reads what an instance
 * then holds (a process's ranked places, decision 035), as the server's first request does.
 */
const capture = async (databaseUrl: string, run: (db: Db) => Promise<unknown>): Promise<FloorQuery[]> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const queries: FloorQuery[] = [];
  pool.on('connect', (client) => {
    const send = client.query.bind(client) as (config: SentQuery, ...rest: unknown[]) => unknown;
    Object.assign(client, {
      query: (config: SentQuery, ...rest: unknown[]) => {
        const values = Array.isArray(rest[0]) ? rest[0] : (config.values ?? []);
        queries.push({ text: config.text, params: values, ...(config.name ? { name: config.name } : {}) });
        return send(config, ...rest);
      },
    });
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    await run(db);
    queries.length = 0;
    await run(db);
  } finally {
    await pool.end();
  }
  return queries;
};

/** The days a stage allows by default (NOTIFY_IDLE_DAYS unset): what marks the late cards. */
const DEFAULT_DAYS = 7;

/** applications.service.ts listApplications: the ranked table's first page of 10. */
export const rankedApplicationsFloor = (databaseUrl: string, processId: string): Promise<FloorQuery[]> =>
  capture(databaseUrl, (db) => listApplications(db, processId, applicationListQuerySchema.parse({ limit: 10 }), DEFAULT_DAYS));

/** An administrator whose last move the board's undo looks up (the query is the same for any). */
const BOARD_VIEWER = '00000000-0000-0000-0000-000000000000';

/** applications.service.ts getBoard: every stage's total and first 20 cards, and the viewer's last move. */
export const processBoardFloor = (databaseUrl: string, processId: string): Promise<FloorQuery[]> =>
  capture(databaseUrl, (db) => getBoard(db, processId, boardQuerySchema.parse({ perStage: 20 }), BOARD_VIEWER, DEFAULT_DAYS));

/** applications/funnel.ts getProcessFunnel: the process's outcomes, then its stages (both prepared). */
export const processFunnelFloor = (databaseUrl: string, processId: string): Promise<FloorQuery[]> =>
  capture(databaseUrl, (db) => getProcessFunnel(db, processId));
