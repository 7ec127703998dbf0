import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp, type TestContext } from '../test/helper';
import { startS3 } from '../test/s3';
import { fileUrl } from './storage';

const BODY = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));

/** The same behaviour from both storages: whole files, byte ranges for video seeking, removal. */
describe.each([
  { name: 'local files', env: async () => ({}) },
  { name: 'S3 (s3rver)', env: startS3 },
])('storage: $name', ({ env }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupApp(await env());
  });

  const stored = async (): Promise<string> => {
    const key = `videos/${randomUUID()}.mp4`;
    await ctx.app.deps.storage.put(key, BODY, 'video/mp4');
    return key;
  };

  it('serves a stored file whole, saying it accepts ranges', async () => {
    const response = await ctx.app.inject({ url: fileUrl(await stored()) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toMatch(/^video\/mp4/);
    expect(response.rawPayload.equals(BODY)).toBe(true);
  });

  it('answers 206 with exactly the requested bytes for a Range request', async () => {
    const response = await ctx.app.inject({
      url: fileUrl(await stored()),
      headers: { range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${BODY.length}`);
    expect(response.rawPayload.equals(BODY.subarray(100, 200))).toBe(true);
    const tail = await ctx.app.inject({
      url: fileUrl(await stored()),
      headers: { range: 'bytes=4000-' },
    });
    expect(tail.rawPayload.equals(BODY.subarray(4000))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await ctx.app.inject({
      url: fileUrl(await stored()),
      headers: { range: 'bytes=99999-' },
    });
    expect(response.statusCode).toBe(416);
  });

  it('answers 404 once the file is removed, and for a key never stored', async () => {
    const key = await stored();
    await ctx.app.deps.storage.remove(key);
    expect((await ctx.app.inject({ url: fileUrl(key) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: fileUrl(`videos/${randomUUID()}.mp4`) })).statusCode).toBe(
      404,
    );
  });
});
