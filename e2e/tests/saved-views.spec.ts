import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  adminTest as test,
  expect,
  registerAdmin,
  settingsEntry,
  storageWith,
} from '../support/fixtures';
import { createActiveCompany } from '../support/registry';

const SEARCH = 'Buscar por nome, email ou CNPJ';

const viewsOf = (page: Page) => page.getByRole('group', { name: 'Visões salvas' });

/** The filters a restored view shows: the status chip pressed, the search typed, the chips above the table. */
const expectPendingSp = async (page: Page) => {
  await expect(page).toHaveURL(/\/dashboard\/companies\?(?=.*status=pending)(?=.*key=SP)/);
  await expect(
    page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pendente' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: SEARCH })).toHaveValue('SP');
  await expect(
    page.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem'),
  ).toContainText(['Status: Pendente']);
};

test('a list state is saved as a shared view, restored from a plain list, renamed and deleted; another administrator only uses it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.goto('/dashboard/companies');
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
  const views = viewsOf(page);
  await expect(views.getByRole('button', { name: 'Todos', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'Pendente' })
    .click();
  await page.getByRole('textbox', { name: SEARCH }).fill('SP');
  await expect(page).toHaveURL(/key=SP/);
  await expect(views.getByRole('button', { name: 'Todos', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('button', { name: 'Salvar visão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar visão' });
  await dialog.getByRole('textbox', { name: 'Nome da visão' }).fill('Pendentes SP');
  await dialog.getByRole('switch', { name: 'Visível para os outros administradores' }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Salvar visão' }).click();
  await expect(page.getByText('Visão "Pendentes SP" salva')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(views.getByRole('button', { name: 'Pendentes SP', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The same name again is refused on the field, and what was typed stays.
  await page.getByRole('button', { name: 'Salvar visão' }).click();
  await dialog.getByRole('textbox', { name: 'Nome da visão' }).fill('Pendentes SP');
  await dialog.getByRole('button', { name: 'Salvar visão' }).click();
  await expect(dialog.getByText('Você já tem uma visão com este nome nesta lista')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nome da visão' })).toHaveValue('Pendentes SP');
  await dialog.getByRole('textbox', { name: 'Nome da visão' }).press('Escape');
  await expect(dialog).toBeHidden();

  // Away and back through the menu: the list opens plain, and the view brings its filters back.
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Empresas' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/companies$/);
  await expect(views.getByRole('button', { name: 'Todos', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await views.getByRole('button', { name: 'Pendentes SP', exact: true }).click();
  await expectPendingSp(page);
  await expect(views.getByRole('button', { name: 'Pendentes SP', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Choosing a view is a step of the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/companies$/);
  await page.goForward();
  await expectPendingSp(page);

  // Changed since: the own view it came from can take the new state.
  await page.getByRole('textbox', { name: SEARCH }).fill('SP Capital');
  await expect(page).toHaveURL(/key=SP\+Capital/);
  await expect(views.getByRole('button', { name: 'Pendentes SP', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Atualizar visão' }).click();
  await expect(page.getByText('Visão "Pendentes SP" atualizada')).toBeVisible();
  await expect(views.getByRole('button', { name: 'Pendentes SP', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Atualizar visão' })).toBeHidden();
  await page.getByRole('textbox', { name: SEARCH }).fill('SP');
  await expect(page).toHaveURL(/key=SP$|key=SP&/);
  await page.getByRole('button', { name: 'Atualizar visão' }).click();
  await expect(views.getByRole('button', { name: 'Pendentes SP', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another administrator, in dark mode on a phone: sees the shared view, uses it, cannot change it.
  const other = await registerAdmin(request);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: storageWith({
      accessToken: other.accessToken,
      ...settingsEntry({ themeMode: 'dark' }),
    }),
  });
  for (const name of ['Minhas empresas ativas', 'Suspensas no Nordeste', 'Cadastradas este mês']) {
    const created = await request.post('/api/saved-views', {
      headers: { authorization: `Bearer ${other.accessToken}` },
      data: { list: 'companies', name, query: 'status=active' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const theirs = await context.newPage();
  await theirs.goto('/dashboard/companies');
  const shared = viewsOf(theirs).getByRole('button', { name: 'Pendentes SP', exact: true });
  await expect(shared).toBeVisible();
  await expect(
    viewsOf(theirs).getByRole('button', { name: 'Opções da visão Minhas empresas ativas' }),
  ).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Opções da visão Pendentes SP' })).toHaveCount(0);
  await shared.hover();
  await expect(theirs.getByRole('tooltip')).toHaveText('Compartilhada por Administrador');
  // The views scroll sideways; the page itself stays as wide as the phone.
  expect(await viewsOf(theirs).evaluate((group) => group.scrollWidth > group.clientWidth)).toBe(
    true,
  );
  expect(await theirs.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await shared.click();
  // On a phone the list's filters are folded behind 'Filtros'.
  await theirs.getByRole('button', { name: 'Filtros (1)' }).click();
  await expectPendingSp(theirs);
  await expect(theirs.getByRole('button', { name: 'Atualizar visão' })).toHaveCount(0);
  // The pager fits the phone: its next arrow on screen, its size still named.
  const nextPage = await theirs
    .getByRole('button', { name: 'Ir para a próxima página' })
    .boundingBox();
  expect((nextPage?.x ?? Infinity) + (nextPage?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(theirs.getByRole('combobox', { name: 'Linhas por página' })).toBeVisible();
  await expectNoSeriousA11yViolations(theirs);
  // A filter that hides every row: the table still scrolls sideways, the empty state and its
  // button stay on the phone's screen.
  await theirs.goto('/dashboard/companies?city=nada-assim-existe');
  const clear = theirs.getByRole('button', { name: 'Limpar filtros' });
  await expect(theirs.getByText('Nenhum registro corresponde à busca e aos filtros')).toBeVisible();
  const clearBox = await clear.boundingBox();
  expect(clearBox?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((clearBox?.x ?? Infinity) + (clearBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await clear.click();
  await expect(theirs).toHaveURL(/\/dashboard\/companies$/);
  await context.close();

  // Renamed and deleted by its owner.
  await views.getByRole('button', { name: 'Opções da visão Pendentes SP', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Renomear' }).click();
  const rename = page.getByRole('dialog', { name: 'Renomear visão' });
  await rename.getByRole('textbox', { name: 'Nome da visão' }).fill('Pendentes de SP');
  await rename.getByRole('button', { name: 'Renomear' }).click();
  await expect(page.getByText('Visão renomeada')).toBeVisible();
  await expect(views.getByRole('button', { name: 'Pendentes de SP', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await views.getByRole('button', { name: 'Opções da visão Pendentes de SP', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Deixar de compartilhar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir a visão "Pendentes de SP"?' });
  await expect(confirm).toContainText('Os outros administradores também deixam de vê-la');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Visão excluída')).toBeVisible();
  await expect(views.getByRole('button', { name: 'Pendentes de SP', exact: true })).toHaveCount(0);
  // The rows stay as they were: deleting a view changes no filter.
  await expectPendingSp(page);
});

/** Saves the list's state as a private view under `name`. */
const saveView = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Salvar visão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar visão' });
  await dialog.getByRole('textbox', { name: 'Nome da visão' }).fill(name);
  await dialog.getByRole('button', { name: 'Salvar visão' }).click();
  await expect(page.getByText(`Visão "${name}" salva`)).toBeVisible();
};

test('the audit trail and a log keep views of their own; the trail exports the rows its view shows', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const company = await createActiveCompany(request, adminSession.accessToken, {
    legalName: `Clínica Vista ${tag} Ltda`,
  });

  await page.goto('/dashboard/logsAudit');
  await page.getByRole('combobox', { name: 'Tipo de registro' }).click();
  await page.getByRole('option', { name: 'Empresa', exact: true }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`clinica vista ${tag}`);
  await expect(page).toHaveURL(/(?=.*entity=companies)(?=.*key=clinica)/);
  await expect(page.getByRole('row').filter({ hasText: company.legalName })).toHaveCount(2);
  const name = `Empresas ${tag}`;
  await saveView(page, name);

  // A log has views of its own: the trail's is not among them.
  await page.goto('/dashboard/logsEmails');
  await expect(page.getByRole('heading', { name: 'Emails enviados', level: 1 })).toBeVisible();
  await expect(viewsOf(page).getByRole('button', { name, exact: true })).toHaveCount(0);
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Falhou' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await saveView(page, `Falhas ${tag}`);
  await page.goto('/dashboard/logsEmails');
  await expect(page).not.toHaveURL(/status=failed/);
  await viewsOf(page)
    .getByRole('button', { name: `Falhas ${tag}`, exact: true })
    .click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(
    page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Falhou' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The trail opens plain; its view brings the filter and the search back, and its CSV holds those rows.
  await page.goto('/dashboard/logsAudit');
  await expect(viewsOf(page).getByRole('button', { name: `Falhas ${tag}` })).toHaveCount(0);
  await viewsOf(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/entity=companies/);
  await expect(page.getByRole('textbox', { name: 'Buscar' })).toHaveValue(`clinica vista ${tag}`);
  await expect(page.getByRole('row').filter({ hasText: company.legalName })).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('Data;Administrador;Email;Ação;Tipo de registro;Registro;IP');
  expect(lines.map((line) => line.split(';').slice(3, 6))).toEqual([
    ['aprovou', 'Empresa', company.legalName],
    ['criou', 'Empresa', company.legalName],
  ]);
  expect(csv).not.toContain(company.id);
});

test('the email log opens on Enviado, and the view above it does not claim to show them all', async ({
  page,
}) => {
  await page.goto('/dashboard/logsEmails');
  await expect(page.getByRole('heading', { name: 'Emails enviados', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Visão inicial', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Enviado', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Todos', exact: true, pressed: true })).toHaveCount(
    0,
  );
});
