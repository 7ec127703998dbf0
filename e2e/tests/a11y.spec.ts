import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, settingsEntry, storageWith, test, type Session } from '../support/fixtures';

const PUBLIC_PAGES = [
  '/auth/login',
  '/auth/register',
  '/auth/reset-password',
  '/auth/change-password?key=abc',
  '/auth/change-password',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/pricing',
  '/payment',
  '/coming-soon',
  '/maintenance',
  '/404',
  '/500',
  '/components',
  '/terms',
  '/privacy',
];

// The dashboard's screens are walk.spec.ts's: every one, at a desk and on a phone, with no
// violation of any impact. Here: the public pages and the shell's menus and drawers.

/** Waits for the page's own content (a level-1 heading) before scanning it. */
const scan = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
};

for (const themeMode of ['light', 'dark'] as const) {
  test.describe(`${themeMode} mode`, () => {
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious accessibility violation`, async ({ browser }) => {
        const context = await browser.newContext({
          storageState: storageWith(settingsEntry({ themeMode })),
        });
        await scan(await context.newPage(), path);
        await context.close();
      });
    }

    test('the login form with its validation messages has no serious accessibility violation', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        storageState: storageWith(settingsEntry({ themeMode })),
      });
      const page = await context.newPage();
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText('O email é obrigatório')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });

    const signedIn = async (browser: Browser, adminSession: Session) => {
      const notifications = JSON.stringify([
        {
          id: 'a',
          message: 'Empresa aguardando aprovação',
          time: '2026-03-02T12:00:00Z',
          link: null,
          read: false,
        },
      ]);
      return browser.newContext({
        storageState: storageWith({
          accessToken: adminSession.accessToken,
          notifications,
          ...settingsEntry({ themeMode }),
        }),
      });
    };

    test('the shell menus and drawers have no serious accessibility violation', async ({
      browser,
      adminSession,
    }) => {
      test.slow();
      const context = await signedIn(browser, adminSession);
      const page = await context.newPage();
      await page.goto('/dashboard/dashboarding');

      await page.getByRole('button', { name: 'Abrir notificações' }).click();
      await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Abrir aparência' }).click();
      await expect(page.getByRole('dialog', { name: 'Aparência' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  });
}
