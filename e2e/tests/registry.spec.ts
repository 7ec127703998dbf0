import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { formatCnpj } from '@hub/contract/br';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN } from '../support/env';
import { adminTest as test, apiLogin, expect, storageWith } from '../support/fixtures';
import {
  createActiveCompany,
  createCandidate,
  createCompany,
  randomCnpj,
  randomCpf,
} from '../support/registry';
import { drawPng } from '../support/image';
import { recordWebm, videoPlays } from '../support/video';

const tag = () => randomUUID().slice(0, 8);

test('a company is refused with an invalid CNPJ, saved with a valid one, found by search and approved', async ({
  page,
}) => {
  test.slow();
  const name = `Metalúrgica ${tag()} Ltda`;

  await page.goto('/dashboard/companies/register');
  await expect(page.getByRole('heading', { name: 'Cadastrar empresa', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Razão social' }).fill(name);
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-00');
  await page.getByRole('textbox', { name: 'Email' }).fill(`rh-${tag()}@metalurgica.com.br`);
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/register$/);

  const cnpj = randomCnpj();
  await page.getByRole('textbox', { name: 'CNPJ' }).fill(cnpj);
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByText('Empresa cadastrada')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto('/dashboard/companies');
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Buscar por nome, email ou CNPJ' })
    .fill(cnpj.slice(0, 8));
  const row = page.getByRole('row').filter({ hasText: formatCnpj(cnpj) });
  await expect(row).toContainText('Pendente');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await row.click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar?' });
  await expect(dialog).toContainText('O status passará de "Pendente" para "Ativa".');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status alterado para Ativa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender' })).toBeVisible();

  await page.getByLabel('Arquivo do logotipo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawPng(page),
  });
  await expect(page.getByText('Logotipo atualizado')).toBeVisible();
  await expect(page.getByRole('img', { name: `Logotipo de ${name}` })).toHaveAttribute(
    'src',
    /\/files\//,
  );

  await page.getByRole('tab', { name: 'Teste de valores' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de valores' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Editar empresa' }).click();
  await expect(page.getByRole('textbox', { name: 'Razão social' })).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
});

test('a professional is registered, uploads a video resume, and it plays', async ({ page }) => {
  test.slow();
  const name = `Joana ${tag()} Albuquerque`;

  await page.goto('/dashboard/users/candidates');
  await expect(page.getByRole('heading', { name: 'Profissionais', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Cadastrar profissional' }).first().click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`joana-${tag()}@email.com.br`);
  await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
  await page.getByRole('button', { name: 'Cadastrar profissional' }).click();
  await expect(page.getByText('Profissional cadastrado')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const tab of ['Configurações', 'Teste de competências']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: tab, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  await page.getByRole('tab', { name: 'Currículo em vídeo' }).click();
  await expect(page.getByText('Este profissional ainda não tem currículo em vídeo')).toBeVisible();
  await page.getByRole('link', { name: 'Enviar novo vídeo' }).click();
  await expect(page.getByRole('heading', { name: 'Enviar currículo em vídeo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const video = await recordWebm(page);
  await page.getByLabel('Arquivo de vídeo').setInputFiles({
    name: 'apresentacao.webm',
    mimeType: 'video/webm',
    buffer: video,
  });
  await page.getByRole('button', { name: 'Enviar vídeo' }).click();
  await expect(page.getByText('Currículo em vídeo enviado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Currículo em vídeo', level: 1 })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /\.webm$/);
  expect(await videoPlays(page)).toBe(true);
  // At 1440 × 900 the player fits the screen as the page opens: its controls, at its bottom, in view.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(async () => {
      const player = await page.locator('video').boundingBox();
      return player ? player.y + player.height : Infinity;
    })
    .toBeLessThanOrEqual(900);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Excluir vídeo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Currículo em vídeo excluído')).toBeVisible();
  await expect(page.getByText('Este profissional ainda não tem currículo em vídeo')).toBeVisible();
});

test('the data of a professional is exported as JSON, then anonymized for good', async ({
  page,
  request,
  adminSession,
}) => {
  const candidate = await createCandidate(request, adminSession.accessToken);
  await page.goto(`/dashboard/users/candidates/${candidate.id}/candidateSettings`);
  await expect(page.getByRole('heading', { name: 'Dados pessoais (LGPD)' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar dados (JSON)' }).click();
  const exported = fs.readFileSync(await (await download).path(), 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ candidate: { email: candidate.email } });

  await page.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizar profissional?' });
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(dialog.getByText('Informe o motivo')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Pedido do titular (art. 18 da LGPD)');
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(page.getByText('Dados pessoais anonimizados')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anonimizar' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(page.getByText(candidate.email)).toHaveCount(0);
  await expect(page.getByText('Anonimizado').first()).toBeVisible();
});

test('a professional found by CPF opens on the edit form, accessible', async ({
  page,
  request,
  adminSession,
}) => {
  const candidate = await createCandidate(request, adminSession.accessToken);
  await page.goto('/dashboard/users/candidates');
  await page
    .getByRole('textbox', { name: 'Buscar por nome, email, CPF ou registro' })
    .fill(candidate.cpf);
  await page.getByRole('row').filter({ hasText: candidate.name }).click();
  await page.getByRole('link', { name: 'Editar profissional' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(candidate.name);
  await expectNoSeriousA11yViolations(page);
});

test('a partner is created, listed, edited and deactivated', async ({ page }) => {
  const name = `Parceiro ${tag()}`;
  await page.goto('/dashboard/partners');
  await expect(page.getByRole('heading', { name: 'Parceiros', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Novo parceiro' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`parcerias-${tag()}@parceiro.com.br`);
  await page.getByRole('textbox', { name: 'Benefício' }).fill('10% de desconto em cursos');
  await page.getByRole('button', { name: 'Cadastrar parceiro' }).click();
  await expect(page.getByText('Parceiro cadastrado', { exact: true })).toBeVisible();

  await page.goto('/dashboard/partners');
  await page.getByRole('textbox', { name: 'Buscar por nome, email ou CNPJ' }).fill(name);
  // The search is in the URL once typing pauses; a row clicked before that is raced by it.
  await expect(page).toHaveURL(/key=/);
  await page.getByRole('row').filter({ hasText: name }).click();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Benefício' }).fill('15% de desconto em cursos');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Parceiro atualizado', { exact: true })).toBeVisible();
  // Saving returns to the list, still searched by the name.
  await page.getByRole('row').filter({ hasText: name }).click();
  await page.getByRole('button', { name: 'Desativar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status alterado para Inativo')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Benefício' })).toHaveValue(
    '15% de desconto em cursos',
  );
  await expect(page.getByRole('button', { name: 'Ativar' })).toBeVisible();
});

test('an administrator is deactivated from the list', async ({ browser, request }) => {
  // A session proved just now: deactivating asks for the password again after 5 minutes, and the
  // worker's shared session is older than that late in the run.
  const { accessToken } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ storageState: storageWith({ accessToken }) });
  const page = await context.newPage();
  const name = `Carla ${tag()}`;
  const email = `carla-${tag()}@hub.test`;
  const created = await request.post('/api/super-admins', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name, email, occupation: 'Analista' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard/users/super-admins');
  await expect(page.getByRole('heading', { name: 'Administradores', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nome ou email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Ativo');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Desativar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`${name}: Inativo`)).toBeVisible();
  await expect(row).toContainText('Inativo');

  await page.getByRole('link', { name: 'Novo administrador' }).click();
  await expect(page.getByRole('heading', { name: 'Novo administrador', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const invited = `bruno-${tag()}@hub.test`;
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Bruno ${tag()}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(invited);
  await page.getByRole('button', { name: 'Criar e enviar convite' }).click();
  await expect(
    page.getByText('Administrador criado: o convite foi enviado por email'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nome ou email' }).fill(invited);
  await expect(page.getByRole('row').filter({ hasText: invited })).toBeVisible();
  await context.close();
});

test('a company created elsewhere is found by a fragment of its name, and by UF and city', async ({
  page,
  request,
  adminSession,
}) => {
  const city = `Itacoatiara ${tag()}`;
  const company = await createCompany(request, adminSession.accessToken, { uf: 'AM', city });
  await page.goto('/dashboard/companies');
  const search = page.getByRole('textbox', { name: 'Buscar por nome, email ou CNPJ' });
  await search.fill(company.legalName.slice(12, 20));
  await expect(page.getByRole('row').filter({ hasText: company.legalName })).toBeVisible();

  await search.fill('');
  await page.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: 'AM', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cidade' }).fill(city);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(company.legalName);
});

test('the next page starts after the last company shown, and the previous one before the first', async ({
  page,
  request,
  adminSession,
}) => {
  const city = `Parintins ${tag()}`;
  const companies = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      createCompany(request, adminSession.accessToken, {
        legalName: `Empresa Página ${String(index).padStart(2, '0')} ${tag()} Ltda`,
        uf: 'AM',
        city,
      }),
    ),
  );
  const names = companies
    .map((company) => company.legalName)
    .sort((a, b) => a.localeCompare(b, 'pt-BR'));
  await page.goto('/dashboard/companies');
  await page.getByRole('textbox', { name: 'Cidade' }).fill(city);
  await expect(page.getByText('1–10 de 12')).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(10)).toContainText(names[9] ?? '');

  const lastShown = companies.find((company) => company.legalName === names[9]);
  const next = page.waitForRequest((sent) => sent.url().includes(`after=${lastShown?.id}`));
  await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
  await next;
  await expect(page.getByText('11–12 de 12')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(names[10] ?? '');

  const firstShown = companies.find((company) => company.legalName === names[10]);
  const previous = page.waitForRequest((sent) => sent.url().includes(`before=${firstShown?.id}`));
  await page.getByRole('button', { name: 'Ir para a página anterior' }).click();
  await previous;
  await expect(page.getByText('1–10 de 12')).toBeVisible();
  await expect(rows.nth(1)).toContainText(names[0] ?? '');
});

test('a dashboard figure opens its list filtered, and Back from a record returns to the same rows', async ({
  page,
  request,
  adminSession,
}) => {
  const city = `Tefé ${tag()}`;
  const pending = await createCompany(request, adminSession.accessToken, { uf: 'AM', city });
  const active = await createActiveCompany(request, adminSession.accessToken, { uf: 'AM', city });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Empresas pendentes/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/companies\?status=pending$/);
  const status = page.getByRole('group', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Pendente' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(status.getByRole('button', { name: 'Todos' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('textbox', { name: 'Cidade' }).fill(city);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(pending.legalName);
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: pending.legalName, level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue(city);
  await expect(status.getByRole('button', { name: 'Pendente' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(pending.legalName);

  // A filter that hides every row says so and offers to clear the filters, not 'Nenhum registro'.
  await page
    .getByRole('textbox', { name: 'Buscar por nome, email ou CNPJ' })
    .fill('nada-assim-existe');
  await expect(page.getByText('Nenhum registro corresponde à busca e aos filtros')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/dashboard\/companies$/);
  await page.getByRole('textbox', { name: 'Cidade' }).fill(city);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: active.legalName })).toBeVisible();

  // A filter in use shows as a chip above the table, and its chip removes it.
  const chip = page
    .getByRole('list', { name: 'Filtros ativos' })
    .getByRole('listitem')
    .filter({ hasText: `Cidade: ${city}` });
  await chip.locator('.MuiChip-deleteIcon').click();
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toHaveCount(0);
});
