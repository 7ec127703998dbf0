import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedImage, migratePgClient } from '../db/client';
import { createPgDatabase } from './pg-database';

declare module 'vitest' {
  // Vitest's typed inject is declared by merging into its interface, which a type cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated, empty PGlite dump each test file's database starts from. */
    pgliteImage: string;
    /** TEST_DB=pg: a migrated, empty database each test file's is created from. */
    pgTemplate: string | null;
  }
}

/**
 * Migrates once for the whole run: each file's fresh database is then a copy of an empty migrated
 * one (a PGlite dump, or PostgreSQL's CREATE DATABASE … TEMPLATE) instead of running initdb and
 * every migration again. The migrations themselves run here, and boot and backup tests still
 * start from empty databases.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-image-'));
  const imageFile = path.join(dir, 'pglite.tar');
  fs.writeFileSync(imageFile, Buffer.from(await (await migratedImage()).arrayBuffer()));
  project.provide('pgliteImage', imageFile);

  const url = process.env.TEST_DATABASE_URL;
  let dropTemplate = async (): Promise<void> => undefined;
  if (process.env.TEST_DB === 'pg' && url) {
    const template = await createPgDatabase(url);
    const client = new pg.Client({ connectionString: template.url });
    await client.connect();
    try {
      await migratePgClient(client);
    } finally {
      await client.end();
    }
    dropTemplate = template.drop;
    project.provide('pgTemplate', template.name);
  } else {
    project.provide('pgTemplate', null);
  }
  return async () => {
    await dropTemplate();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
