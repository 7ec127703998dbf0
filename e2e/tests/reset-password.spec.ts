import { waitForMailLink } from '../support/mail';
import { expect, registerAdmin, test } from '../support/fixtures';

test('the reset mail leads to /auth/change-password, which sets a new password for the login', async ({
  page,
  request,
}) => {
  const account = await registerAdmin(request);
  await page.goto('/auth/reset-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByText('Se houver uma conta com este email, enviamos um link de redefinição.', {
      exact: false,
    }),
  ).toBeVisible();

  const link = await waitForMailLink(account.email, '/auth/change-password');
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-456');
  await page.getByLabel('Confirme a nova senha').fill('senha-diferente');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirme a nova senha').fill('senha-nova-456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-456');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboarding$/);

  // The key is single use: the same link now answers the server's message.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-1');
  await page.getByLabel('Confirme a nova senha').fill('mais-uma-senha-1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Link de redefinição inválido ou expirado' }),
  ).toBeVisible();
});

test('the change-password page without a key says the link is invalid', async ({ page }) => {
  await page.goto('/auth/change-password');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Link de redefinição inválido ou expirado. Solicite um novo.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
    'href',
    '/auth/reset-password',
  );
});

test('register creates an administrator and signs in while registration is open', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await page.getByLabel('Nome', { exact: true }).fill('Bruno');
  await page.getByLabel('Sobrenome').fill('Lima');
  await page.getByLabel('Email').fill(`bruno-${Date.now()}@hub.test`);
  await page.getByLabel('Senha', { exact: true }).fill('senha-do-bruno');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/dashboarding$/);
});
