import type { Browser, Page } from '@playwright/test';
import { expect, registerAdmin, storageWith, test, type Account } from '../support/fixtures';

// A 1×1 PNG: real image bytes, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

let account: Account;

test.beforeEach(async ({ request }) => {
  account = await registerAdmin(request);
});

const openAccount = async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({
    storageState: storageWith({ accessToken: account.accessToken }),
  });
  const page = await context.newPage();
  await page.goto('/dashboard/user/account');
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
  return { context, page };
};

/**
 * A change that ends the account's other sessions: nothing the page asks after it may go with the
 * old token, for a refusal ends the new session. The bell asks again after every change: its answer
 * is the sign that it has been sent.
 */
const watchCallsAfterChange = (page: Page) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  const bellAsked = page.waitForResponse((response) =>
    response.url().includes('/api/notifications'),
  );
  return { refused, bellAsked };
};

test('a photo of the wrong type is refused with a clear message, a real one is saved', async ({
  browser,
}) => {
  const { context, page } = await openAccount({ browser });
  const input = page.getByLabel('Arquivo da foto');

  await input.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é imagem'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'A foto deve ser uma imagem JPEG, PNG ou WebP' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar foto' })).toBeDisabled();

  // Named .png but not an image: the browser lets it through, the server's content check does not.
  await input.setInputFiles({
    name: 'falsa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('texto disfarçado de imagem'),
  });
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A foto deve ser uma imagem JPEG, PNG ou WebP' }),
  ).toBeVisible();

  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Pré-visualização da nova foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(page.getByText('Foto atualizada')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto de Ana Souza' })).toHaveAttribute(
    'src',
    /\/api\/files\/.+\?t=\d+$/,
  );
  await context.close();
});

test('a photo over 5 MB is refused before sending', async ({ browser }) => {
  const { context, page } = await openAccount({ browser });
  await page.getByLabel('Arquivo da foto').setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'A foto deve ter no máximo 5 MB' }),
  ).toBeVisible();
  await context.close();
});

test('name, occupation and email are saved', async ({ browser }) => {
  const { context, page } = await openAccount({ browser });
  await page.getByLabel('Nome').fill('Ana Paula Souza');
  await page.getByLabel('Cargo').fill('Coordenadora de fiscalização');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Paula Souza');
  await expect(page.getByLabel('Cargo')).toHaveValue('Coordenadora de fiscalização');
  await context.close();
});

test('changing the email asks for the password and keeps this session on a new token', async ({
  browser,
}) => {
  const { context, page } = await openAccount({ browser });
  await expect(page.getByLabel('Sua senha atual')).toBeHidden();
  const email = `novo-${Date.now()}@hub.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Para alterar um email, informe a sua senha atual')).toBeVisible();

  await page.getByLabel('Sua senha atual').fill('senha-errada');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('A senha atual está incorreta')).toBeVisible();

  const { refused, bellAsked } = watchCallsAfterChange(page);
  await page.getByLabel('Sua senha atual').fill(account.password);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado')).toBeVisible();
  await bellAsked;
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBe(account.accessToken);
  expect(refused).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await context.close();
});

test('changing the password keeps this session on a new token and ends the old one', async ({
  browser,
  request,
}) => {
  const { context, page } = await openAccount({ browser });
  await page.getByLabel('Senha atual').fill('senha-errada');
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-123');
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual está incorreta')).toBeVisible();

  await page.getByLabel('Senha atual').fill(account.password);
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-123');
  await page.getByLabel('Confirme a nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  const { refused, bellAsked } = watchCallsAfterChange(page);
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  await bellAsked;

  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBe(account.accessToken);
  expect(refused).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();

  const old = await request.get(
    `/api/user/getUserByAcessToken/?accessToken=${account.accessToken}`,
  );
  expect(old.status()).toBe(401);
  await context.close();
});
