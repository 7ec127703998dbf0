import { waitForMailLink } from '../support/mail';
import { expect, registerAdmin, test } from '../support/fixtures';

const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const isLogin = (url: URL) => url.pathname === '/api/authentication/login';

test('a browser the login limit holds back gets a link by mail, then signs in with the password', async ({
  page,
  request,
}) => {
  const account = await registerAdmin(request);
  // The run's server allows 1000 failures per window, and every spec signs in from one address:
  // the lockout itself (ten strangers' failures) is the API test's (device-link.test.ts). Here the
  // first login is answered as the limit answers it; everything after is the real server.
  await page.route(
    isLogin,
    (route) =>
      route.fulfill({
        status: 429,
        json: { statusCode: 429, error: 'Too Many Requests', message: TOO_MANY },
      }),
    { times: 1 },
  );
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();

  await page.getByRole('button', { name: 'Receber um link de acesso por email' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Se houver uma conta com o email ${account.email}, enviamos um link de acesso.`,
    }),
  ).toBeVisible();

  const link = await waitForMailLink(account.email, '/auth/device-link');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reconhecer este navegador' })).toBeVisible();
  await page.getByRole('button', { name: 'Reconhecer este navegador' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Navegador reconhecido. Entre com a sua senha.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('hub_device_'))).toHaveLength(1);

  // The login now carries the device cookie: it counts on this browser's own budget.
  const login = page.waitForRequest((sent) => isLogin(new URL(sent.url())));
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  expect((await (await login).allHeaders()).cookie).toMatch(/hub_device_/);
  await expect(page).toHaveURL(/\/dashboard\/dashboarding$/);

  // The link works once: the same key now answers the server's message.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByRole('button', { name: 'Reconhecer este navegador' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Link de acesso inválido ou expirado. Peça um novo na tela de login.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
});

test('the device-link page without a key says the link is invalid', async ({ page }) => {
  await page.goto('/auth/device-link');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Link de acesso inválido ou expirado. Peça um novo na tela de login.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reconhecer este navegador' })).toHaveCount(0);
});
