import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';

/** Every template page (spec section 2) with its heading in German and in French. */
const TEMPLATE_PAGES: { path: string; de: string; fr: string }[] = [
  { path: '/dashboard/app', de: 'App', fr: 'Application' },
  { path: '/dashboard/ecommerce', de: 'E-Commerce', fr: 'E-commerce' },
  { path: '/dashboard/analytics', de: 'Analysen', fr: 'Statistiques' },
  { path: '/dashboard/banking', de: 'Banking', fr: 'Banque' },
  { path: '/dashboard/booking', de: 'Buchungen', fr: 'Réservations' },
  { path: '/dashboard/e-commerce/shop', de: 'Shop', fr: 'Boutique' },
  { path: '/dashboard/e-commerce/product/aurora-runner', de: 'Aurora Runner', fr: 'Aurora Runner' },
  { path: '/dashboard/e-commerce/list', de: 'Produktliste', fr: 'Liste des produits' },
  { path: '/dashboard/e-commerce/new', de: 'Neues Produkt', fr: 'Nouveau produit' },
  {
    path: '/dashboard/e-commerce/aurora-runner/edit',
    de: 'Produkt bearbeiten',
    fr: 'Modifier le produit',
  },
  { path: '/dashboard/e-commerce/checkout', de: 'Kasse', fr: 'Commande' },
  { path: '/dashboard/blog/posts', de: 'Beiträge', fr: 'Articles' },
  {
    path: '/dashboard/blog/post/designing-for-dark-mode',
    de: 'Gestalten für den Dunkelmodus',
    fr: 'Concevoir pour le mode sombre',
  },
  { path: '/dashboard/blog/new', de: 'Neuer Beitrag', fr: 'Nouvel article' },
  { path: '/dashboard/user/profile', de: 'Profil', fr: 'Profil' },
  { path: '/dashboard/user/cards', de: 'Benutzerkarten', fr: 'Cartes des utilisateurs' },
  { path: '/dashboard/user/list', de: 'Benutzerliste', fr: 'Liste des utilisateurs' },
  { path: '/dashboard/user/new', de: 'Neuer Benutzer', fr: 'Nouvel utilisateur' },
  { path: '/dashboard/chat', de: 'Chat', fr: 'Messagerie' },
  { path: '/dashboard/chat/new', de: 'Chat', fr: 'Messagerie' },
  { path: '/dashboard/chat/deja-brady', de: 'Chat', fr: 'Messagerie' },
  { path: '/dashboard/calendar', de: 'Kalender', fr: 'Calendrier' },
  { path: '/dashboard/kanban', de: 'Kanban', fr: 'Kanban' },
];

/** Console errors and uncaught exceptions of a page, collected while it runs. */
const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
};

// Light mode in the default language (German), dark mode in French and right to left: one page
// visits every route in turn, so the run stays short.
const RUNS = [
  { themeMode: 'light', themeDirection: 'ltr', language: 'de' },
  { themeMode: 'dark', themeDirection: 'rtl', language: 'fr' },
] as const;

for (const { themeMode, themeDirection, language } of RUNS) {
  test(`every template page renders without console error or serious axe violation (${themeMode}, ${themeDirection}, ${language})`, async ({
    browser,
    adminSession,
  }) => {
    test.setTimeout(TEMPLATE_PAGES.length * 20_000);
    const context = await browser.newContext({
      storageState: storageWith({
        accessToken: adminSession.accessToken,
        i18nextLng: language,
        ...settingsEntry({ themeMode, themeDirection }),
      }),
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const template of TEMPLATE_PAGES) {
      await page.goto(template.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(template[language]);
      await expect(page.locator('html')).toHaveAttribute('dir', themeDirection);
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
