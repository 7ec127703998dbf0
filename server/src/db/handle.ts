import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
