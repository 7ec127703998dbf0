import { describe, expect, it } from 'vitest';
import type { BulkResult } from '@hub/contract/bulk';
import { BULK_CHUNK, runChunked } from './bulk-chunks';

const ids = Array.from(
  { length: BULK_CHUNK * 2 + 3 },
  (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
);

describe('runChunked', () => {
  it('sends chosen rows a chunk at a time, reports progress and merges the reports', async () => {
    const parts: string[][] = [];
    const progress: [number, number][] = [];
    const result = await runChunked(
      { ids },
      async (part) => {
        if (!('ids' in part)) throw new Error('a filter');
        parts.push(part.ids);
        // The first row of every part is refused.
        return {
          succeeded: part.ids.length - 1,
          failed: 1,
          results: part.ids.map((id, index) => ({
            id,
            label: id,
            ok: index > 0,
            message: index > 0 ? null : 'Não',
          })),
        } satisfies BulkResult;
      },
      (done, total) => progress.push([done, total]),
    );
    expect(parts.map((part) => part.length)).toEqual([BULK_CHUNK, BULK_CHUNK, 3]);
    expect(progress).toEqual([
      [0, ids.length],
      [BULK_CHUNK, ids.length],
      [BULK_CHUNK * 2, ids.length],
      [ids.length, ids.length],
    ]);
    expect(result).toMatchObject({ succeeded: ids.length - 3, failed: 3 });
    expect(result.results.map((row) => row.id)).toEqual(ids);
  });

  it('sends a selection by filter whole', async () => {
    const sent: unknown[] = [];
    await runChunked(
      { filter: { status: 'pending' } },
      async (part) => {
        sent.push(part);
        return { succeeded: 0, failed: 0, results: [] };
      },
      () => undefined,
    );
    expect(sent).toEqual([{ filter: { status: 'pending' } }]);
  });
});
