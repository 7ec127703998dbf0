import type { Database } from '../db/client';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/**
 * The kept counts, page anchors and table versions take one row per writing transaction, so no
 * writer waits on another's (decision 057); `fold_kept_writes()` (migration 0060) folds the
 * committed ones into one row each, so a reader sums a few.
 */
export const foldKeptWrites = (query: Database['query']): Promise<unknown> =>
  query('SELECT fold_kept_writes()');

/** How often the writes are folded: a minute of an import's batches is a few hundred rows to sum. */
export const FOLD_INTERVAL_MS = 60_000;

export const startKeptWritesFold = (
  database: Pick<Database, 'query'>,
  onError: (error: unknown) => void,
): PeriodicJob => startPeriodicJob(() => foldKeptWrites(database.query), FOLD_INTERVAL_MS, onError);
