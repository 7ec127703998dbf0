import type { BulkResult } from '@hub/contract/bulk';
import type { BulkSelection } from './bulk-selection';

/** Rows sent per request: small enough for the progress to move, large enough to cost few requests. */
export const BULK_CHUNK = 25;

export type BulkProgress = (done: number, total: number) => void;

/**
 * Runs a bulk action on chosen rows a chunk at a time, reporting how many are done, and merges the
 * reports; a selection by filter is one request (the server resolves its rows).
 */
export const runChunked = async (
  selection: BulkSelection,
  runPart: (part: BulkSelection) => Promise<BulkResult>,
  onProgress: BulkProgress,
): Promise<BulkResult> => {
  if ('filter' in selection) return runPart(selection);
  const total = selection.ids.length;
  const merged: BulkResult = { succeeded: 0, failed: 0, results: [] };
  onProgress(0, total);
  for (let start = 0; start < total; start += BULK_CHUNK) {
    const part = await runPart({ ids: selection.ids.slice(start, start + BULK_CHUNK) });
    merged.succeeded += part.succeeded;
    merged.failed += part.failed;
    merged.results.push(...part.results);
    onProgress(Math.min(start + BULK_CHUNK, total), total);
  }
  return merged;
};
