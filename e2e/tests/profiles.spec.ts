import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN } from '../support/env';
import {
  adminTest as test,
  adminWithProfile,
  apiLogin,
  bearer,
  confirmIdentity,
  expect,
  pageOf,
  registerAdmin,
  storageWith,
} from '../support/fixtures';

/** The administrators' list searched for one account, and its row. */
const adminRow = async (page: Page, email: string): Promise<Locator> => {
  await page.goto('/dashboard/users/super-admins');
  await page.getByRole('textbox', { name: 'Buscar por nome ou email' }).fill(email);
  return page.getByRole('row').filter({ hasText: email });
};

/** The row's 'Perfil e UFs' dialog, opened, with another profile chosen. */
const assignDialog = async (page: Page, row: Locator, profile: string): Promise<Locator> => {
  await row.getByRole('button', { name: 'Alterar perfil e UFs de Ana Souza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Perfil e UFs de Ana Souza' });
  await dialog.getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await page.getByRole('option', { name: profile, exact: true }).click();
  return dialog;
};

/*
 * Access profiles (decision 026): a custom profile without 'exportar profissionais', given to an
 * administrator, who then sees no CSV button on the professionals, no sidebar entry for what the
 * profile cannot see, and 'Acesso negado' on a forbidden page's URL.
 */
test('a custom profile narrows what its administrator sees: no export, a shorter menu, a denied page', async ({
  page,
  request,
  browser,
  adminSession,
}) => {
  const profileName = `Balcão ${randomUUID().slice(0, 6)}`;
  const clerk = await registerAdmin(request);
  // Changing who may do what asks for a recent proof; the worker's session may be older than its window.
  await confirmIdentity(request, adminSession.accessToken);

  // The first administrator (Super-administrador) has the button the clerk will not.
  await page.goto('/dashboard/users/candidates');
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();

  await page.goto('/dashboard/users/access-profiles');
  await expect(page.getByRole('heading', { name: 'Perfis de acesso', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Super-administrador' })).toContainText(
    'Padrão',
  );
  await page.getByRole('button', { name: 'Novo perfil' }).click();
  const editor = page.getByRole('dialog', { name: 'Novo perfil de acesso' });
  await editor.getByRole('textbox', { name: 'Nome' }).fill(profileName);
  await editor.getByRole('checkbox', { name: 'Ver: Profissionais' }).check();
  await editor.getByRole('checkbox', { name: 'Criar e editar: Profissionais' }).check();
  await editor.getByRole('checkbox', { name: 'Ver: Empresas' }).check();
  await expect(editor.getByRole('checkbox', { name: 'Exportar: Profissionais' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await editor.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText(`Perfil ${profileName} salvo`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: profileName })).toBeVisible();

  const row = await adminRow(page, clerk.email);
  await expect(row).toContainText('Super-administrador');
  const assign = await assignDialog(page, row, profileName);
  await assign.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Ana Souza: perfil ${profileName}`)).toBeVisible();

  const context = await browser.newContext({
    storageState: storageWith({ accessToken: clerk.accessToken }),
  });
  const clerkPage = await context.newPage();
  await clerkPage.goto('/dashboard/users/candidates');
  await expect(clerkPage.getByRole('heading', { name: 'Profissionais', level: 1 })).toBeVisible();
  // Without 'ver dados pessoais completos' a CPF is not searched (decision 047): the box says so.
  await expect(
    clerkPage.getByRole('textbox', { name: 'Buscar por nome, email ou registro' }),
  ).toBeVisible();
  await expect(clerkPage.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
  const nav = clerkPage.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Empresas' })).toBeVisible();
  for (const hidden of ['Planos', 'Auditoria', 'Processos Seletivos', 'Configurações'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);

  await clerkPage.goto('/dashboard/plans');
  await expect(clerkPage.getByRole('heading', { name: 'Acesso negado', level: 1 })).toBeVisible();
  await clerkPage.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(clerkPage).toHaveURL(/\/dashboard\/dashboarding$/);
  await context.close();
});

/*
 * An administrator's own UFs (decision 029), changed with their profile in the list's dialog: the
 * list shows them, and a reload reads them back from the server.
 */
test("an administrator's UFs change from the list, and the list keeps showing them", async ({
  page,
  request,
  adminSession,
}) => {
  const clerk = await registerAdmin(request);
  await confirmIdentity(request, adminSession.accessToken);
  const row = await adminRow(page, clerk.email);
  await expect(row).toContainText('Todas');
  const assign = await assignDialog(page, row, 'Cadastro');
  await assign.getByRole('combobox', { name: 'UFs atendidas' }).fill('SP');
  await page.getByRole('option', { name: 'SP · São Paulo' }).click();
  await expect(assign.getByText('Limita o administrador a estas UFs. Vazio: todas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await assign.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Ana Souza: perfil Cadastro, UFs SP')).toBeVisible();
  await expect(assign).toBeHidden();
  const ufs = row.getByRole('cell').filter({ has: page.getByText('SP', { exact: true }) });
  await expect(ufs).toHaveCount(1);

  const reloaded = await adminRow(page, clerk.email);
  await expect(reloaded.getByText('SP', { exact: true })).toBeVisible();
  await expect(reloaded).not.toContainText('Todas');
});

/*
 * A grant never exceeds the granter (decision 048): a 'Gestor SP' invites an administrator from the
 * form, which offers only the profiles within its access (the Super-administrador shown disabled)
 * and starts the UFs on its own; an old proof of identity opens 'Confirme sua senha' and the
 * creation goes through once confirmed. Without a profile the list says 'Sem perfil'.
 */
test('the new-administrator form offers what the granter may give, and asks the password again when the proof is old', async ({
  browser,
  request,
}) => {
  const root = await apiLogin(request, ADMIN.email, ADMIN.password);
  const profileOf = async (name: string, permissions: string[]) => {
    const created = await request.post('/api/access-profiles', {
      headers: bearer(root.accessToken),
      data: { name, permissions, ufs: ['SP'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: string };
  };
  const tag = randomUUID().slice(0, 6);
  const gestorProfile = await profileOf(`Gestor SP ${tag}`, [
    'administradores.ver',
    'administradores.editar',
    'empresas.ver',
  ]);
  const counter = `Balcão SP ${tag}`;
  await profileOf(counter, ['empresas.ver']);
  const gestor = await adminWithProfile(request, root.accessToken, gestorProfile.id);
  const { context, page } = await pageOf(browser, gestor);

  // The server's refusal of an old proof (API-tested against the five-minute window) for the
  // first creation: the form must answer it with the dialog, then send the creation again.
  let refused = false;
  await page.route('**/api/super-admins', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 403,
      json: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Confirme sua senha para continuar',
        code: 'reauth_required',
      },
    });
  });

  await page.goto('/dashboard/users/super-admins/new');
  await expect(page.getByRole('heading', { name: 'Novo administrador', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'UFs atendidas' })).toBeVisible();
  await expect(page.getByText('SP · São Paulo')).toBeVisible();
  const invited = `convidada-${tag}@hub.test`;
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Convidada ${tag}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(invited);
  await page.getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await expect(page.getByRole('option', { name: 'Sem perfil' })).toBeVisible();
  await expect(
    page.getByRole('option', { name: 'Super-administrador (além do seu acesso)' }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('option', { name: counter, exact: true }).click();
  await page.getByRole('button', { name: 'Criar e enviar convite' }).click();

  const reauth = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await reauth.getByLabel('Senha').fill(gestor.password);
  await reauth.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    page.getByText('Administrador criado: o convite foi enviado por email'),
  ).toBeVisible();
  expect(refused).toBe(true);
  const row = await adminRow(page, invited);
  await expect(row).toContainText(counter);

  await page.goto('/dashboard/users/super-admins/new');
  const noProfile = `sem-perfil-${tag}@hub.test`;
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Sem Perfil ${tag}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(noProfile);
  await page.getByRole('button', { name: 'Criar e enviar convite' }).click();
  await expect(
    page.getByText('Administrador criado: o convite foi enviado por email'),
  ).toBeVisible();
  await expect(await adminRow(page, noProfile)).toContainText('Sem perfil');
  await context.close();
});
