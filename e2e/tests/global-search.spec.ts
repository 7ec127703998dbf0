import { randomUUID } from 'node:crypto';
import { formatCnpj } from '@hub/contract/br';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';
import { createCandidate, createCompany, randomCnpj } from '../support/registry';

const tag = () => randomUUID().slice(0, 8);

test('Ctrl+K finds a professional typed without accents; the arrows and Enter open the record', async ({
  page,
  request,
  adminSession,
}) => {
  const mark = tag();
  const name = `Ângela Conceição ${mark}`;
  const candidate = await createCandidate(request, adminSession.accessToken, { name });

  await page.goto('/dashboard/dashboarding');
  await expect(page.getByRole('button', { name: /Buscar/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('combobox');
  await expect(field).toBeFocused();
  await expect(dialog).toContainText('Digite ao menos 2 caracteres');

  await field.fill(`angela conceicao ${mark}`);
  const group = dialog.getByRole('group', { name: 'Profissionais' });
  const option = group.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('1 resultado');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/users/candidates/${candidate.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the top-bar box opens the search; a company is found by its CNPJ and opened with a click; nothing found says so; Esc closes', async ({
  page,
  request,
  adminSession,
}) => {
  const legalName = `Clínica São José ${tag()} Ltda`;
  const cnpj = formatCnpj(randomCnpj());
  const company = await createCompany(request, adminSession.accessToken, { legalName, cnpj });

  await page.goto('/dashboard/dashboarding');
  const trigger = page.getByRole('button', { name: /Buscar/ });
  await expect(trigger).toContainText(/Ctrl K|⌘K/);
  await trigger.click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('combobox');
  await expect(field).toBeFocused();

  const missing = `zzqx ${tag()}`;
  await field.fill(missing);
  await expect(dialog.getByText(`Nenhum resultado para “${missing}”`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('combobox').fill(cnpj);
  const option = dialog
    .getByRole('group', { name: 'Empresas' })
    .getByRole('option', { name: new RegExp(cnpj.replace(/[./]/g, '\\$&')) });
  await expect(option).toContainText(legalName);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${company.id}$`));
  await expect(page.getByRole('heading', { name: legalName, level: 1 })).toBeVisible();
});

test.describe('on a phone, in the dark theme', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ adminSession }, use) =>
      use(
        storageWith({
          accessToken: adminSession.accessToken,
          ...settingsEntry({ themeMode: 'dark' }),
        }),
      ),
  });

  test('the search icon opens a full-screen search', async ({ page, request, adminSession }) => {
    const mark = tag();
    const name = `Joaquim Brandão ${mark}`;
    const candidate = await createCandidate(request, adminSession.accessToken, { name });

    await page.goto('/dashboard/dashboarding');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    const box = await page.locator('.MuiDialog-paper').boundingBox();
    expect(box?.width).toBe(390);

    await dialog.getByRole('combobox').fill(`brandao ${mark}`);
    const option = dialog.getByRole('option', { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/users/candidates/${candidate.id}$`));
  });
});
