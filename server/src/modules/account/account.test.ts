import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { multipart, PNG } from '../../test/uploads';

let ctx: TestContext;
let session: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ctx = await setupApp();
  session = await loginAs(ctx.app);
});

const uploadPhoto = (filename: string, content: Buffer, contentType: string, userId = session.userId) => {
  const { payload, headers } = multipart(filename, content, contentType);
  return ctx.app.inject({ method: 'POST', url: `/api/user/${userId}/photo`, payload, headers: { ...headers, ...session.headers } });
};

describe('POST /user/{id}/photo', () => {
  it('stores a PNG, serves it back at photoUrl and puts it on the session user', async () => {
    const response = await uploadPhoto('eu.png', PNG, 'image/png');
    expect(response.statusCode).toBe(200);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(/^\/api\/files\/photos\/[a-f0-9-]{36}\.png$/);
    const served = await ctx.app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const me = await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${session.token}` });
    expect(me.json().photoUrl).toBe(photoUrl);
  });

  it('refuses a file whose content is not an image, whatever its name and type say', async () => {
    const response = await uploadPhoto('foto.png', Buffer.from('<html>not an image</html>'), 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('A foto deve ser uma imagem JPEG, PNG ou WebP');
  });

  it('refuses a photo over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadPhoto('grande.png', big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A foto deve ter no máximo 5 MB');
  });

  it('refuses a request without a file and another account', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: `/api/user/${session.userId}/photo`, headers: session.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    const other = await uploadPhoto('eu.png', PNG, 'image/png', crypto.randomUUID());
    expect(other.statusCode).toBe(403);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await ctx.app.inject({ url: `/api/files/photos/${crypto.randomUUID()}.png` });
    expect(response.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ url: '/api/files/../../etc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });
});

describe('PUT /super-admin/{id}', () => {
  it('updates name, occupation and email and answers the session user', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/super-admin/${session.userId}`,
      headers: session.headers,
      payload: { name: 'Maria Souza', occupation: 'Coordenadora', email: 'admin@test.local' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ superAdmin: { name: 'Maria Souza', occupation: 'Coordenadora' } });
  });

  it('answers 400 for an empty name and 404 for an unknown id', async () => {
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/super-admin/${session.userId}`,
      headers: session.headers,
      payload: { name: '', email: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'name']);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `/api/super-admin/${crypto.randomUUID()}`,
      headers: session.headers,
      payload: { name: 'X', email: 'x@x.org' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records the change in the audit log without secrets', async () => {
    const rows = await ctx.database.query<{ action: string; after: Record<string, unknown> }>(
      "SELECT action, after FROM audit_log WHERE entity = 'super-admins' ORDER BY created_at DESC LIMIT 1",
    );
    expect(rows[0]?.action).toBe('profile.update');
    expect(rows[0]?.after).toMatchObject({ name: 'Maria Souza' });
  });
});
