import { createHash } from 'node:crypto';
import { applicationListQuerySchema, boardQuerySchema } from '@hub/contract/applications';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema/index';
import { getBoard, listApplications } from '../../server/src/modules/applications/applications.service';
import type { FloorQuery } from './floor-server';

/**
 * The SQL a service function runs, recorded by running it once through Drizzle's query logger:
 * for endpoints whose SQL is built from data (the ranking's weights and assessments), the floor
 * replays exactly what the server sent instead of a hand-written copy.
 */
const capture = async (databaseUrl: string, run: (db: Db) => Promise<unknown>): Promise<FloorQuery[]> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const queries: FloorQuery[] = [];
  // Every replayed query is prepared, whether or not the server prepares it (the scoring queries are
  // as the tables open): a floor that plans less is only a harder floor.
  const named = (text: string) => `captured_${createHash('sha1').update(text).digest('base64url')}`;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => queries.push({ text, params, name: named(text) }) },
  }) as unknown as Db;
  try {
    await run(db);
  } finally {
    await pool.end();
  }
  return queries;
};

/** applications.service.ts listApplications: the ranked table's first page of 10. */
export const rankedApplicationsFloor = (databaseUrl: string, processId: string): Promise<FloorQuery[]> =>
  capture(databaseUrl, (db) => listApplications(db, processId, applicationListQuerySchema.parse({ limit: 10 })));

/** applications.service.ts getBoard: every stage's total and first 20 cards. */
export const processBoardFloor = (databaseUrl: string, processId: string): Promise<FloorQuery[]> =>
  capture(databaseUrl, (db) => getBoard(db, processId, boardQuerySchema.parse({ perStage: 20 })));
