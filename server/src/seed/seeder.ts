import type { Db } from '../db/client';

/** One demo-data step per domain; each must be idempotent (skip when its data exists). */
export type DemoSeeder = { name: string; run: (db: Db) => Promise<void> };
