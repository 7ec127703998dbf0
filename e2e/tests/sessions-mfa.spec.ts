import { generate } from 'otplib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, PORT } from '../support/env';
import {
  apiLogin,
  expect,
  registerAdmin,
  storageWith,
  test,
  type Account,
} from '../support/fixtures';

const loginHeading = { name: 'Realize seu login para continuar' } as const;

/** A code of the step `offset` periods from now (the server accepts one step either way). */
const codeAt = (secret: string, offset: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const signedIn = async (browser: Browser, accessToken: string) => {
  const context = await browser.newContext({ storageState: storageWith({ accessToken }) });
  return { context, page: await context.newPage() };
};

const fillPassword = async (page: Page, account: { email: string; password: string }) => {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

/** Sets up the authenticator app on 'Minha conta'; answers its key and the recovery codes shown once. */
const enrolTotpOn = async (page: Page) => {
  await page.goto('/dashboard/user/account');
  await page.getByRole('button', { name: 'Configurar app autenticador' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o app autenticador' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Código de 6 dígitos').fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: 'Ativar' }).click();
  const list = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText('Ativo · 10 códigos de recuperação restantes')).toBeVisible();
  return { secret, recoveryCodes };
};

/** A new administrator who set up the authenticator app in a browser of their own, since closed. */
const accountWithTotp = async (browser: Browser, request: APIRequestContext) => {
  const account = await registerAdmin(request);
  const owner = await signedIn(browser, account.accessToken);
  const enrolled = await enrolTotpOn(owner.page);
  await owner.context.close();
  return { account, ...enrolled };
};

test.describe('a second factor', () => {
  test('enrol the authenticator app, then log in with its code', async ({
    browser,
    page,
    request,
  }) => {
    const { account, secret } = await accountWithTotp(browser, request);

    await page.goto('/auth/login');
    await fillPassword(page, account);
    await page.getByLabel('Código de verificação').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  });

  test('log in with a recovery code, which fails the second time', async ({
    browser,
    page,
    request,
  }) => {
    const { account, recoveryCodes } = await accountWithTotp(browser, request);
    const [code] = recoveryCodes;

    await page.goto('/auth/login');
    await fillPassword(page, account);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(code ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();

    const again = await browser.newContext();
    const second = await again.newPage();
    await second.goto('/auth/login');
    await fillPassword(second, account);
    await second.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await second.getByLabel('Código de recuperação').fill(code ?? '');
    await second.getByRole('button', { name: 'Verificar' }).click();
    await expect(second.getByText('Código inválido ou já usado')).toBeVisible();
    await again.close();
  });

  test('enrol a passkey, then log in with it', async ({ browser, request }) => {
    const account = await registerAdmin(request);
    // WebAuthn needs a domain (not an IP address) for its relying party: the same server as localhost.
    const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await page.goto('/auth/login');
    await fillPassword(page, account);
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
    await page.goto('/dashboard/user/account');
    await page.getByLabel('Identificação da chave').fill('Notebook do trabalho');
    await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await expect(page.getByText('Chave de acesso cadastrada')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chaves de acesso' })).toContainText(
      'Notebook do trabalho',
    );

    await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    await fillPassword(page, account);
    await page.getByRole('button', { name: 'Usar chave de acesso' }).click();
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
    await context.close();
  });
});

test.describe('sessions', () => {
  test('see two sessions, end the other, and its next request fails', async ({
    browser,
    request,
  }) => {
    const account: Account = await registerAdmin(request);
    const other = await apiLogin(request, account.email, account.password);
    const { context, page } = await signedIn(browser, account.accessToken);
    await page.goto('/dashboard/user/account');
    const list = page.getByRole('list', { name: 'Sessões abertas' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Esta sessão')).toHaveCount(1);
    await list.getByRole('button', { name: /^Encerrar a sessão/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const next = await request.get('/api/dashboard/summary', {
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(next.status()).toBe(401);
    await context.close();
  });

  test('a deactivated and reactivated administrator must log in again', async ({
    browser,
    request,
  }) => {
    const account = await registerAdmin(request);
    const { context, page } = await signedIn(browser, account.accessToken);
    await page.goto('/dashboard/dashboarding');
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();

    const { accessToken } = await apiLogin(request, ADMIN.email, ADMIN.password);
    const setStatus = async (status: 'active' | 'inactive') => {
      const response = await request.post(`/api/super-admins/${account.user.id}/status`, {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { status },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await setStatus('inactive');
    await setStatus('active');

    await page.reload();
    await expect(page.getByRole('heading', loginHeading)).toBeVisible();
    await context.close();
  });

  test("a super-administrator ends another administrator's sessions from the list", async ({
    browser,
    request,
  }) => {
    const other = await registerAdmin(request);
    const { accessToken } = await apiLogin(request, ADMIN.email, ADMIN.password);
    const { context, page } = await signedIn(browser, accessToken);
    await page.goto('/dashboard/users/super-admins');
    await page.getByRole('textbox', { name: 'Buscar por nome ou email' }).fill(other.email);
    const row = page.getByRole('row').filter({ hasText: other.email });
    await row.getByRole('button', { name: 'Sessões de Ana Souza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sessões de Ana Souza' });
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Encerrar todas as sessões' }).click();
    await expect(page.getByText('Sessões de Ana Souza encerradas')).toBeVisible();
    await expect(dialog.getByText('Nenhuma sessão aberta.')).toBeVisible();
    const theirs = await request.get('/api/dashboard/summary', {
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(theirs.status()).toBe(401);
    await context.close();
  });
});
