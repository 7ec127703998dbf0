import { ADMIN } from '../support/env';
import { adminTest, apiLogin, expect, storageWith, test } from '../support/fixtures';
import { withExpiry } from '../support/tokens';

const loginHeading = { name: 'Realize seu login para continuar' } as const;

test.describe('login', () => {
  test('a guest on a dashboard page gets the login screen, then the page it asked for', async ({
    page,
  }) => {
    await page.goto('/dashboard/companies?page=2');
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/companies\?page=2$/);
    await expect(page.getByText('Login efetuado com sucesso')).toBeVisible();
  });

  test('shows the contract messages for missing and malformed input', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('O email é obrigatório')).toBeVisible();
    await expect(page.getByText('A senha é obrigatória')).toBeVisible();

    await page.getByLabel('Email').fill('nao-e-um-email');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('O email deve ser um endereço de email válido')).toBeVisible();
  });

  test('a wrong password shows the message and clears the form', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Email e/ou senha estão erradas' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/auth/login');
    const password = page.getByLabel('Senha', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('"Esqueceu sua senha?" leads to the reset page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
  });
});

adminTest.describe('session', () => {
  adminTest('a signed-in administrator at /auth/login goes to the dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard\/dashboarding$/);
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  });
});

test.describe('logout', () => {
  // A session of its own: ending the worker's shared administrator session would sign out the other specs.
  test('Sair ends the session on the server, clears it here and shows the login', async ({
    browser,
    request,
  }) => {
    const session = await apiLogin(request, ADMIN.email, ADMIN.password);
    const context = await browser.newContext({
      storageState: storageWith({ accessToken: session.accessToken }),
    });
    const page = await context.newPage();
    await page.goto('/dashboard/dashboarding');
    await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/dashboard/plans');
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    // A copy of the token no longer opens anything.
    const copied = await request.get('/api/dashboard/summary', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(copied.status()).toBe(401);
    await context.close();
  });
});

test('a load with a stored session puts the token in no URL: the user is asked with the Bearer header', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ storageState: storageWith({ accessToken: session.accessToken }) });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));
  const userAsked = page.waitForRequest((sent) => sent.url().includes('/api/user/getUserByAcessToken'));
  await page.goto('/dashboard/dashboarding');
  expect((await userAsked).headers().authorization).toBe(`Bearer ${session.accessToken}`);
  await expect(page.getByRole('button', { name: 'Abrir menu da conta' })).toBeVisible();
  expect(urls.filter((url) => url.includes(session.accessToken))).toEqual([]);
  await context.close();
});

test.describe('session expiry', () => {
  test('the session ends at the token exp: the login screen comes back on the same page', async ({
    browser,
    adminSession,
  }) => {
    const context = await browser.newContext({
      storageState: storageWith({ accessToken: withExpiry(adminSession.accessToken, 300) }),
    });
    const page = await context.newPage();
    // The page's clock is driven by the test, so no real waiting decides the outcome.
    await page.clock.install();
    await page.goto('/dashboard/vouchers');
    await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();

    await page.clock.fastForward('04:00');
    await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
    await page.clock.fastForward('01:10');
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/vouchers$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  test('an expired stored token is not used: the guest sees the login', async ({
    browser,
    adminSession,
  }) => {
    const context = await browser.newContext({
      storageState: storageWith({ accessToken: withExpiry(adminSession.accessToken, -60) }),
    });
    const page = await context.newPage();
    await page.goto('/dashboard/plans');
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    await context.close();
  });
});
