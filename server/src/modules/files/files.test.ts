import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '../../lib/storage';
import { createCandidate, createCompany, createPartner } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { MP4, multipart, PNG, WEBM } from '../../test/uploads';

let ctx: TestContext;
let session: Awaited<ReturnType<typeof loginAs>>;
let kinds: { name: string; url: string; answer: string; good: Buffer; filename: string }[];

beforeAll(async () => {
  ctx = await setupApp();
  session = await loginAs(ctx.app);
  const company = await createCompany(ctx.app, session.headers);
  const partner = await createPartner(ctx.app, session.headers);
  const candidate = await createCandidate(ctx.app, session.headers);
  kinds = [
    {
      name: 'company logo',
      url: `/api/companies/${company.id}/logo`,
      answer: 'logoUrl',
      good: PNG,
      filename: 'logo.png',
    },
    {
      name: 'partner logo',
      url: `/api/partners/${partner.id}/logo`,
      answer: 'logoUrl',
      good: PNG,
      filename: 'logo.png',
    },
    {
      name: 'profile photo',
      url: `/api/user/${session.userId}/photo`,
      answer: 'photoUrl',
      good: PNG,
      filename: 'eu.png',
    },
    {
      name: 'video resume',
      url: `/api/candidates/${candidate.id}/video-resume`,
      answer: 'videoResumeUrl',
      good: WEBM,
      filename: 'video.png',
    },
  ];
});

const upload = (url: string, filename: string, content: Buffer, contentType: string) => {
  const body = multipart(filename, content, contentType);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...session.headers },
  });
};

const SCRIPT = '<script>window.__xss=1</script>';
/** Content that a browser would run if it were served or sniffed as HTML or SVG. */
const HOSTILE: Record<string, Buffer> = {
  'HTML renamed .png': Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`),
  'SVG with a script renamed .png': Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1">${SCRIPT}</svg>`,
  ),
  'SVG without an XML prolog': Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
  ),
  'PNG signature followed by HTML': Buffer.concat([
    PNG.subarray(0, 8),
    Buffer.from(`<html>${SCRIPT}</html>`),
  ]),
  'whole PNG header followed by HTML': Buffer.concat([PNG, Buffer.from(`<html><body>${SCRIPT}`)]),
  'MP4 header followed by HTML': Buffer.concat([
    MP4.subarray(0, 24),
    Buffer.from(`<html>${SCRIPT}</html>`),
  ]),
  'WebM header followed by an iframe': Buffer.concat([
    WEBM.subarray(0, 28),
    Buffer.from('<iframe src="javascript:alert(1)">'),
  ]),
  'WebP header with a size that does not match': Buffer.concat([
    Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
    Buffer.from(`<html>${SCRIPT}`),
  ]),
};

describe('uploads refuse content that is not what the kind accepts', () => {
  it.each(Object.entries(HOSTILE))(
    'refuses %s on every upload kind with 415',
    async (_name, content) => {
      for (const kind of kinds) {
        for (const claimed of ['image/png', 'video/mp4', 'text/html']) {
          const response = await upload(kind.url, 'arquivo.png', content, claimed);
          expect(response.statusCode, `${kind.name} as ${claimed}`).toBe(415);
          expect(response.json().message).toMatch(/deve/);
        }
      }
    },
  );
});

describe('GET /files/*: what is served back', () => {
  it('serves each accepted kind with its checked type, nosniff and a sandbox, whatever the name or type sent', async () => {
    for (const kind of kinds) {
      const stored = await upload(kind.url, kind.filename, kind.good, 'text/html');
      expect(stored.statusCode, kind.name).toBe(200);
      const url = stored.json()[kind.answer] as string;
      const served = await ctx.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(kind.good === PNG ? 'image/png' : 'video/webm');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.rawPayload.equals(kind.good)).toBe(true);
    }
  });

  it('downloads a stored file of no known type as an attachment, never as HTML', async () => {
    const key = `logos/${randomUUID()}.html`;
    await ctx.app.deps.storage.put(key, Buffer.from(`<html>${SCRIPT}</html>`), 'text/html');
    const served = await ctx.app.inject({ url: fileUrl(key) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing file with the JSON 404', async () => {
    const missing = await ctx.app.inject({ url: fileUrl(`logos/${randomUUID()}.png`) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });
});
