import { adminTest, expect, test } from '../support/fixtures';

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/nada-por-aqui/mesmo');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

adminTest(
  'the unprefixed /companies and /users paths move under /dashboard, keeping path and query',
  async ({ page }) => {
    await page.goto('/companies/abc-123/editCompany?aba=dados');
    await expect(page).toHaveURL(/\/dashboard\/companies\/abc-123\/editCompany\?aba=dados$/);
    await expect(page.getByRole('heading', { name: 'Editar empresa', level: 1 })).toBeVisible();

    await page.goto('/users/candidates');
    await expect(page).toHaveURL(/\/dashboard\/users\/candidates$/);
    await expect(page.getByRole('heading', { name: 'Profissionais', level: 1 })).toBeVisible();
  },
);

adminTest('sendMessage opens the "all" label of professionals', async ({ page }) => {
  await page.goto('/dashboard/sendMessage');
  await expect(page).toHaveURL(/\/dashboard\/sendMessage\/1\/all$/);
});

adminTest('an unknown dashboard path goes to /404', async ({ page }) => {
  await page.goto('/dashboard/nao-existe');
  await expect(page).toHaveURL(/\/404$/);
});
