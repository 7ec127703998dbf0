import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { candidates, messages } from '../../db/schema/index';
import { randomCpf } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';

/** A field's value never becomes a link: a professional may be named `javascript:alert(1)`. */
const NAME = 'javascript:alert(1)';
const REFUSED = 'O campo {{nome}} não pode ser usado em links nem em endereços de imagens: só no texto';

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };
let candidateId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url });
  headers = (await loginAs(ctx.app)).headers;
  const [row] = await ctx.database.db
    .insert(candidates)
    .values({ name: NAME, email: 'atacante@exemplo.com.br', cpf: randomCpf(), status: 'active' })
    .returning({ id: candidates.id });
  candidateId = row?.id ?? '';
});

const compose = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers,
    payload: { typeUser: 1, audience: { kind: 'chosen', ids: [candidateId] }, subject: 'Olá {{nome}}', body, channels: ['email'] },
  });

describe('fields in links', () => {
  it('refuses a template with a field in a link or an image address', async () => {
    for (const body of ['<a href="{{nome}}">Clique</a>', "<img src='{{ nome }}'>", '<a title="x" href="https://x.org/?q={{nome}}">x</a>']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/message-templates', headers, payload: { name: `Modelo ${body}`, subject: 'Oi', body } });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().issues).toContainEqual({ path: 'body', message: REFUSED });
    }
    const inText = await ctx.app.inject({ method: 'POST', url: '/api/message-templates', headers, payload: { name: 'No texto', subject: 'Oi', body: 'Olá, {{nome}}: veja https://conselho.org.br' } });
    expect(inText.statusCode).toBe(201);
  });

  it('refuses a message with a field in a link, written plainly or as character references', async () => {
    for (const body of ['<p><a href="{{nome}}">x</a></p>', '<p><a href="&#123;&#123;nome&#125;&#125;">x</a></p>']) {
      const response = await compose(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().issues).toContainEqual({ path: 'body', message: REFUSED });
    }
  });

  it('never fills a field inside a tag when rendering, even in a message stored before the check', async () => {
    const response = await compose('<p>Olá, {{nome}}</p>');
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    await ctx.database.db.update(messages).set({ body: '<p>Olá, {{nome}} <a href="{{nome}}">abrir</a> <img src="{{ nome }}"></p>' }).where(eq(messages.id, id));
    await vi.waitFor(async () => {
      await ctx.deliverMail();
      expect(smtp.received.some((mail) => mail.to.includes('atacante@exemplo.com.br'))).toBe(true);
    }, { timeout: 15_000, interval: 50 });
    const mail = mailText(smtp.received.find((item) => item.to.includes('atacante@exemplo.com.br'))?.raw ?? '');
    // The text keeps the name; the link and the image lose the field.
    expect(mail).toContain(`, ${NAME} <a href="">abrir</a> <img src=""></p>`);
    expect(mail).not.toMatch(/(href|src)="javascript/);
  });
});
