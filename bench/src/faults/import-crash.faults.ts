import { describe, expect, it } from 'vitest';
import { createFreshDatabase, postgresServerUrl } from '../fresh-database';
import {
  previewProfessionals,
  professionalLines,
  professionalsCsv,
  startImport,
  waitForImport,
} from '../imports';
import { report, serverEnv, startHub, tempDataDir } from './support';

const ROWS = 3000;
/** Small batches and a short lease: the kill falls between batches many times over, and the restart takes over soon. */
const JOB_ENV = { IMPORT_BATCH_SIZE: '100', IMPORT_LEASE_SECONDS: '3', IMPORT_POLL_MS: '200' };

const countOf = async (
  url: string,
  headers: Record<string, string>,
  path: string,
): Promise<number> => {
  const response = await fetch(`${url}/api/${path}`, { headers });
  return ((await response.json()) as { totalItens: number }).totalItens;
};

/**
 * An import killed (kill -9) while it writes, then the server started again on the same data:
 * the job resumes from its cursor once the dead lease runs out, and every line is imported once.
 */
const killDuringImport = async (name: string, env: Record<string, string>) => {
  const first = await startHub({ ...env, ...JOB_ENV });
  let id: string | undefined;
  let processedAtKill: number | undefined;
  try {
    const preview = await previewProfessionals(
      first.url,
      first.session.headers,
      professionalsCsv(professionalLines(ROWS)),
      120_000,
    );
    id = preview.id;
    await startImport(first.url, first.session.headers, id);
    const partway = await waitForImport(
      first.url,
      first.session.headers,
      id,
      (row) => row.counts.processed >= ROWS / 5,
      120_000,
    );
    processedAtKill = partway.counts.processed;
  } finally {
    await first.crash();
  }
  const restarted = Date.now();
  const second = await startHub({ ...env, ...JOB_ENV });
  try {
    if (!id || processedAtKill === undefined) throw new Error('the import never started');
    const done = await waitForImport(
      second.url,
      second.session.headers,
      id,
      (row) => row.status === 'done',
      180_000,
    );
    const created = await countOf(
      second.url,
      second.session.headers,
      `imports/${id}/rows?outcome=created&limit=1`,
    );
    const professionals = await countOf(second.url, second.session.headers, 'candidates?limit=1');
    report(`kill -9 during an import (${name})`, {
      rows: ROWS,
      processedWhenKilled: processedAtKill,
      resumedAndFinishedMs: Date.now() - restarted,
      created: done.counts.created,
      failed: done.counts.failed,
      professionalsInRegistry: professionals,
    });
    expect(processedAtKill).toBeLessThan(ROWS);
    expect(done.counts).toMatchObject({ processed: ROWS, created: ROWS, failed: 0, skipped: 0 });
    expect(created).toBe(ROWS);
    expect(professionals).toBe(ROWS);
  } finally {
    await second.stop();
  }
};

describe('kill -9 during an import', () => {
  it('resumes where it stopped on PGlite, with no line twice and none missing', async () => {
    const dir = tempDataDir();
    try {
      await killDuringImport('PGlite', serverEnv(dir));
    } finally {
      dir.remove();
    }
  });

  const serverUrl = postgresServerUrl();
  it.skipIf(!serverUrl)(
    'resumes where it stopped on PostgreSQL, with no line twice and none missing',
    async () => {
      const database = await createFreshDatabase(serverUrl ?? '', 'faults');
      try {
        await killDuringImport('PostgreSQL', serverEnv(database));
      } finally {
        await database.drop();
      }
    },
  );
});
