import type { Page } from '@playwright/test';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';
import { createCompany } from '../support/registry';

const navWidth = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox())?.width;
const mainLeft = async (page: Page) => (await page.locator('main').boundingBox())?.x;

test('the sidebar is 280 px, collapses to 102 px, expands on hover without moving the page, and stays collapsed', async ({
  page,
}) => {
  await page.goto('/dashboard/dashboarding');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByText('gerenciamento')).toBeVisible();
  for (const item of [
    'Início',
    'Empresas',
    'Usuários',
    'Processos Seletivos',
    'Mensagens',
    'Logs',
  ]) {
    await expect(
      nav
        .getByRole('link', { name: item, exact: true })
        .or(nav.getByRole('button', { name: item, exact: true })),
    ).toBeVisible();
  }
  expect(await navWidth(page)).toBe(280);

  await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
  await expect.poll(() => navWidth(page)).toBe(102);
  const collapsedLeft = await mainLeft(page);

  await nav.hover({ position: { x: 50, y: 300 } });
  await expect.poll(() => navWidth(page)).toBe(280);
  expect(await mainLeft(page)).toBe(collapsedLeft);

  await page.mouse.move(900, 400);
  await expect.poll(() => navWidth(page)).toBe(102);
  await page.reload();
  await expect.poll(() => navWidth(page)).toBe(102);
  await page.getByRole('button', { name: 'Expandir menu lateral' }).click();
  await expect.poll(() => navWidth(page)).toBe(280);
});

test('the Usuários and Logs groups list their pages', async ({ page }) => {
  await page.goto('/dashboard/dashboarding');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Usuários' }).click();
  await nav.getByRole('link', { name: 'Profissionais' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/candidates$/);
  await nav.getByRole('button', { name: 'Logs' }).click();
  for (const item of [
    'Emails enviados',
    'Erros de email',
    'Mensagens WhatsApp',
    'Vagas na Catho',
    'Ações do kanban',
    'Erros de envio de email',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Ações do kanban' }).click();
  await expect(page).toHaveURL(/\/dashboard\/logging$/);
});

test.describe('narrow screens', () => {
  test('the sidebar is a drawer opened from the top bar, whole even if it was collapsed', async ({
    browser,
    adminSession,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 800, height: 900 },
      storageState: storageWith({
        accessToken: adminSession.accessToken,
        ...settingsEntry({ navCollapsed: true }),
      }),
    });
    const page = await context.newPage();
    await page.goto('/dashboard/dashboarding');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByText('gerenciamento')).toBeVisible();
    await nav.getByRole('link', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/\/dashboard\/companies$/);
    await expect(nav).toHaveCount(0);
    await context.close();
  });
});

test('the shell is Portuguese whatever the language; the switch (German by default, kept) translates the demonstration pages only', async ({
  page,
}) => {
  await page.goto('/dashboard/dashboarding');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  /** The switch sits in the appearance drawer, out of the top bar. */
  const chooseDemoLanguage = async (language: string) => {
    await page.getByRole('button', { name: 'Abrir aparência' }).click();
    const drawer = page.getByRole('dialog', { name: 'Aparência' });
    await drawer
      .getByRole('group', { name: 'Idioma das páginas de demonstração' })
      .getByRole('button', { name: language })
      .click();
    await drawer.getByRole('button', { name: 'Fechar aparência' }).click();
  };
  const shellInPortuguese = async () => {
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir aparência' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir notificações' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu da conta' })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir notificações' }).click();
    const bell = page.getByRole('dialog', { name: 'Notificações' });
    await expect(bell.getByText(/^Você tem \d+ notificaç(ão|ões) não lidas?$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abrir aparência' }).click();
    const drawer = page.getByRole('dialog', { name: 'Aparência' });
    for (const label of ['Modo', 'Cor', 'Restaurar padrão']) {
      await expect(drawer.getByText(label, { exact: true })).toBeVisible();
    }
    await drawer.getByRole('button', { name: 'Fechar aparência' }).click();
    await expect(page.locator('body')).not.toContainText(
      /Einstellungen|Benachrichtigungen|Zurücksetzen|Settings|Notifications|Paramètres/,
    );
  };
  await shellInPortuguese();

  // A demonstration page follows the switch, under a band that says what it is.
  await page.goto('/dashboard/booking');
  await expect(page.getByText('Página de demonstração, dados fictícios')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungen');
  await chooseDemoLanguage('English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking');
  await shellInPortuguese();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking');
  await chooseDemoLanguage('Français');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservations');

  // Product pages carry no band, and no product menu leads to a demonstration page.
  await page.goto('/dashboard/dashboarding');
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await expect(page.getByText('Página de demonstração, dados fictícios')).toHaveCount(0);
  const hrefs = await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(
    hrefs.filter((href) =>
      /\/dashboard\/(app|ecommerce|analytics|banking|booking|e-commerce|blog|user\/(profile|cards|list|new)|chat|calendar|kanban)\b/.test(
        href,
      ),
    ),
  ).toEqual([]);
});

test('the template pages and their language are out of the daily path: one entry in the appearance drawer', async ({
  page,
}) => {
  await page.goto('/dashboard/dashboarding');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('button', { name: 'Abrir aparência' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: /Idioma/ })).toHaveCount(0);
  await expect(topBar.getByText(/^(DE|EN|FR)$/)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Modelos de interface' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Abrir aparência' }).click();
  await page
    .getByRole('dialog', { name: 'Aparência' })
    .getByRole('button', { name: 'Modelos de interface' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/templates$/);
  await expect(page.getByRole('heading', { name: 'Modelos de interface', level: 1 })).toBeVisible();
  await expect(page.getByText('Página de demonstração, dados fictícios')).toBeVisible();
  await page.getByRole('link', { name: 'Kalender' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
});

test('the settings drawer switches to dark mode, and the choice is kept', async ({ page }) => {
  await page.goto('/dashboard/dashboarding');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Abrir aparência' }).click();
  await page.getByRole('button', { name: 'Escuro' }).click();
  await expect.poll(background).toBe('rgb(20, 26, 33)');
  await page.getByRole('button', { name: 'Roxo' }).click();
  await page.getByRole('button', { name: 'Fechar aparência' }).click();

  await page.reload();
  await expect.poll(background).toBe('rgb(20, 26, 33)');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>,
  );
  expect(stored).toMatchObject({ themeMode: 'dark', themeColor: 'purple' });
});

test('right-to-left mirrors the shell and is kept', async ({ page }) => {
  await page.goto('/dashboard/dashboarding');
  await page.getByRole('button', { name: 'Abrir aparência' }).click();
  await page.getByRole('button', { name: 'Da direita para a esquerda' }).click();
  await page.getByRole('button', { name: 'Fechar aparência' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The sidebar moves to the right edge of the 1280 px viewport.
  await expect
    .poll(
      async () =>
        (await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox())?.x,
    )
    .toBe(1000);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the bell lists the events, opening it marks them read, and its count agrees with the new marks', async ({
  browser,
  adminSession,
}) => {
  const events = [
    {
      id: 'n1',
      type: 'company_pending',
      message: 'Empresa aguardando aprovação',
      time: '2026-03-02T12:00:00Z',
      link: '/dashboard/companies',
    },
    {
      id: 'n2',
      type: 'deliveries_failing',
      message: 'Falha no envio de 3 emails',
      time: '2026-03-01T12:00:00Z',
      link: null,
    },
  ];
  const context = await browser.newContext({
    storageState: storageWith({ accessToken: adminSession.accessToken }),
  });
  // The server's own events (other specs create pending companies) are replaced by these.
  let feed = events;
  await context.route('**/api/notifications', (route) => route.fulfill({ json: { rows: feed } }));
  const page = await context.newPage();
  await page.goto('/dashboard/dashboarding');
  const bell = page.getByRole('button', { name: 'Abrir notificações' });
  await expect(bell).toContainText('2');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByText('Empresa aguardando aprovação')).toBeVisible();
  await expect(panel.getByText('Falha no envio de 3 emails')).toBeVisible();
  // The count and the marks tell the same while the panel is open.
  await expect(panel.getByText('Você tem 2 notificações não lidas')).toBeVisible();
  await expect(panel.getByText('· Nova')).toHaveCount(2);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('notifications') ?? '[]') as { read: boolean }[],
  );
  expect(stored.every((n) => n.read)).toBe(true);
  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(panel.getByText('· Nova')).toHaveCount(0);
  await expect(panel.getByText('Você tem 0 notificações não lidas')).toBeVisible();

  await panel.getByText('Empresa aguardando aprovação').click();
  await expect(page).toHaveURL(/\/dashboard\/companies$/);
  await expect(bell).not.toContainText('2');

  // An event the server no longer has (the company was approved) leaves the list.
  feed = events.slice(1);
  await page.reload();
  await bell.click();
  await expect(panel.getByText('Falha no envio de 3 emails')).toBeVisible();
  await expect(panel.getByText('Empresa aguardando aprovação')).toHaveCount(0);
  await context.close();
});

test('approving a pending company takes its event off the bell at once', async ({
  page,
  request,
  adminSession,
}) => {
  const company = await createCompany(request, adminSession.accessToken);
  await page.goto(`/dashboard/companies/${company.id}`);
  const bell = page.getByRole('button', { name: 'Abrir notificações' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  const event = panel.getByText(`Empresa aguardando aprovação: ${company.legalName}`);
  await expect(event).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Ativa').first()).toBeVisible();
  await bell.click();
  await expect(panel).toBeVisible();
  await expect(event).toHaveCount(0);
});

test('the account menu offers Início, Configuração and Sair', async ({ page }) => {
  await page.goto('/dashboard/plans');
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Início' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Configuração' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/account$/);
});

test("the avatar's initial reads at 4.5:1 or more", async ({ page }) => {
  await page.goto('/dashboard/dashboarding');
  const ratio = await page
    .getByRole('button', { name: 'Abrir menu da conta' })
    .locator('.MuiAvatar-root')
    .evaluate((avatar) => {
      const channels = (colour: string) =>
        (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(avatar);
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
        (a, b) => b - a,
      ) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
