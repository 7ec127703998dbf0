import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

/** A local S3 server (s3rver) in this process, and the S3_* variables that point the app at it. */
export const startS3 = async (): Promise<Record<string, string>> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'hub-test' }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'hub-test',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
};
