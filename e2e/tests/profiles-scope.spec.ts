import { randomUUID } from 'node:crypto';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { adminTest as test, expect, registerAdmin, storageWith } from '../support/fixtures';
import { createCompany } from '../support/registry';

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * Regional scope (decision 029): an administrator of a Cadastro profile limited to SP sees only the
 * SP companies of a search that finds companies of SP and RJ, and approving every company the
 * filter selects approves only theirs.
 */
test('a scoped Cadastro administrator sees only SP companies, and a bulk action on a filter spanning SP and RJ touches only SP', async ({
  request,
  browser,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const tag = `Regional ${randomUUID().slice(0, 6)}`;
  const profile = await request.post('/api/access-profiles', {
    headers,
    data: {
      name: `Cadastro SP ${tag}`,
      permissions: [...BUILT_IN_PROFILES[2].permissions],
      ufs: ['SP'],
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  const clerk = await registerAdmin(request);
  const assigned = await request.put(`/api/super-admins/${clerk.user.id}/access-profile`, {
    headers,
    data: { accessProfileId: ((await profile.json()) as { id: string }).id },
  });
  expect(assigned.status(), await assigned.text()).toBe(204);

  // Eleven in SP (more than a page of ten) and two in RJ, all pending.
  const paulistas = [];
  for (let index = 1; index <= 11; index += 1)
    paulistas.push(await createCompany(request, token, { legalName: `${tag} Paulista ${index} Ltda`, uf: 'SP' }));
  const cariocas = [
    await createCompany(request, token, { legalName: `${tag} Carioca 1 Ltda`, uf: 'RJ' }),
    await createCompany(request, token, { legalName: `${tag} Carioca 2 Ltda`, uf: 'RJ' }),
  ];

  const context = await browser.newContext({
    storageState: storageWith({ accessToken: clerk.accessToken }),
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`/dashboard/companies?key=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Paulista' })).toHaveCount(10);
  await expect(page.getByRole('row').filter({ hasText: 'Carioca' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Selecionar as linhas da página' }).check();
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await bar.getByRole('button', { name: 'Selecionar todos os 11 que correspondem aos filtros' }).click();
  await bar.getByRole('button', { name: 'Aprovar ou reativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar ou reativar 11 empresas' });
  await dialog.getByRole('button', { name: 'Aprovar ou reativar' }).click();
  await expect(page.getByText('11 ativadas')).toBeVisible();
  await context.close();

  for (const company of cariocas) {
    const response = await request.get(`/api/companies/${company.id}`, { headers });
    expect(((await response.json()) as { status: string }).status).toBe('pending');
  }
  const last = await request.get(`/api/companies/${paulistas[10]?.id ?? ''}`, { headers });
  expect(((await last.json()) as { status: string }).status).toBe('active');
});
