import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCandidate, createCompany } from '../test/factories';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../test/helper';
import { MP4, multipart, PNG } from '../test/uploads';
import { uploadTempDir } from './uploads';

let ctx: TestContext;
let session: Awaited<ReturnType<typeof loginAs>>;
let baseUrl: string;

beforeAll(async () => {
  // No SMTP: mails are written as .eml files under DATA_DIR/mail.
  ctx = await setupApp({ VIDEO_MAX_MB: '64', APP_URLS: 'https://backoffice.conselho.org.br' });
  session = await loginAs(ctx.app);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

const modeOf = (file: string): number => fs.statSync(file).mode & 0o777;
const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
const stored = (url: string) => path.join(uploadsDir(), url.replace('/api/files/', ''));

const upload = (url: string, file: Buffer, name: string, type: string) => {
  const body = multipart(name, file, type);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...session.headers } });
};

describe('uploads are streamed to storage', () => {
  it('writes a video to disk while it still arrives, and never holds it whole', async () => {
    const candidate = await createCandidate(ctx.app, session.headers);
    const total = 48 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const boundary = '----hubstream';
    const head = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
      MP4,
    ]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = http.request(`${baseUrl}/api/candidates/${candidate.id}/video-resume`, {
      method: 'POST',
      headers: {
        ...session.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + total + tail.length,
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(head);
    // Half the file sent: the server has already written most of it to a temporary file.
    for (let sent = 0; sent < total / 2; sent += chunk.length) request.write(chunk);
    const temp = uploadTempDir(ctx.dataDir);
    const writtenSoFar = () =>
      fs.existsSync(temp) ? fs.readdirSync(temp).reduce((sum, name) => sum + fs.statSync(path.join(temp, name)).size, 0) : 0;
    await vi.waitFor(() => expect(writtenSoFar()).toBeGreaterThan(16 * 1024 * 1024), { timeout: 20_000, interval: 50 });
    for (let sent = total / 2; sent < total; sent += chunk.length) request.write(chunk);
    request.end(tail);
    expect(await answered).toBe(200);
    // The temporary file is gone; the stored one is the whole video, readable by the server only.
    expect(fs.readdirSync(temp)).toEqual([]);
    const detail = await ctx.app.inject({ url: `/api/candidates/${candidate.id}`, headers: session.headers });
    const videoUrl = detail.json<{ videoResumeUrl: string }>().videoResumeUrl;
    expect(fs.statSync(stored(videoUrl)).size).toBe(MP4.length + total);
    expect(modeOf(stored(videoUrl))).toBe(0o600);
  }, 60_000);
});

describe('replaced files are removed', () => {
  it("makes one's previous photo 404 once a new one is uploaded", async () => {
    const url = `/api/user/${session.userId}/photo`;
    const first = (await upload(url, PNG, 'a.png', 'image/png')).json<{ photoUrl: string }>().photoUrl;
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(200);
    const second = (await upload(url, PNG, 'b.png', 'image/png')).json<{ photoUrl: string }>().photoUrl;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });

  it("makes a company's previous logo 404 once a new one is uploaded", async () => {
    const company = await createCompany(ctx.app, session.headers);
    const url = `/api/companies/${company.id}/logo`;
    const first = (await upload(url, PNG, 'a.png', 'image/png')).json<{ logoUrl: string }>().logoUrl;
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(200);
    const second = (await upload(url, PNG, 'b.png', 'image/png')).json<{ logoUrl: string }>().logoUrl;
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });
});

describe('files others can read', () => {
  it('keeps DATA_DIR and its folders 0700, uploads and mails 0600', async () => {
    expect(modeOf(ctx.dataDir)).toBe(0o700);
    expect(modeOf(uploadsDir())).toBe(0o700);
    const photo = (await upload(`/api/user/${session.userId}/photo`, PNG, 'c.png', 'image/png')).json<{ photoUrl: string }>().photoUrl;
    expect(modeOf(path.dirname(stored(photo)))).toBe(0o700);
    expect(modeOf(stored(photo))).toBe(0o600);
    // A reset mail holds a live link: its .eml is the server's user's alone.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { email: ADMIN.email, appUrl: 'https://backoffice.conselho.org.br', route: '/auth/change-password' },
      remoteAddress: randomIp(),
    });
    expect(forgot.statusCode).toBe(204);
    const mailDir = path.join(ctx.dataDir, 'mail');
    await vi.waitFor(async () => {
      await ctx.deliverMail();
      expect(fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith('.eml'))).toBe(true);
    }, { timeout: 15_000, interval: 50 });
    expect(modeOf(mailDir)).toBe(0o700);
    for (const name of fs.readdirSync(mailDir)) expect(modeOf(path.join(mailDir, name)), name).toBe(0o600);
  });

  it('makes an existing DATA_DIR 0700 at start', async () => {
    const dir = fs.mkdtempSync(path.join(ctx.dataDir, '..', 'hub-perm-'));
    fs.chmodSync(dir, 0o755);
    const other = await setupApp({ DATA_DIR: dir });
    expect(modeOf(other.config.dataDir)).toBe(0o700);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

afterAll(async () => {
  await ctx.app.close();
});
