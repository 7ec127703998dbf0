import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';

/** Every template page (spec section 2) with its heading in German and in French. */
const TEMPLATE_PAGES: { path: string; de: string; fr: string }[] = [
  { path: '/dashboard/templates', de: 'Modelos de interface', fr: 'Modelos de interface' },
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

// The pages' own behaviour, client-side only (German, the default language).
test('the template pages work: chat, kanban, calendar and checkout', async ({ page }) => {
  await page.goto('/dashboard/chat/deja-brady');
  const thread = page.getByRole('list', { name: 'Unterhaltung mit Deja Brady' });
  await page.getByLabel('Nachricht eingeben').fill('Hallo aus dem Test');
  await page.keyboard.press('Enter');
  await expect(thread.getByText('Hallo aus dem Test')).toBeVisible();

  await page.getByRole('link', { name: 'Neue Unterhaltung' }).click();
  await page.getByRole('combobox', { name: 'An' }).click();
  await page.getByRole('option', { name: 'Reece Chung' }).click();
  await page.getByLabel('Nachricht eingeben').fill('Erste Nachricht');
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat\/reece-chung$/);
  await expect(
    page.getByRole('list', { name: 'Unterhaltung mit Reece Chung' }).getByText('Erste Nachricht'),
  ).toBeVisible();

  await page.goto('/dashboard/kanban');
  await page.getByRole('button', { name: 'Aktionen für „Onboarding-E-Mails schreiben“' }).click();
  await page.getByRole('menuitem', { name: 'Nach „Erledigt“ verschieben' }).click();
  const done = page.getByRole('region', { name: /^Erledigt/ });
  await expect(page.getByRole('heading', { name: 'Erledigt (3)' })).toBeVisible();
  await expect(done.getByText('Onboarding-E-Mails schreiben')).toBeVisible();

  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: 'Neuer Termin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText('Pflichtfeld')).toBeVisible();
  await dialog.getByLabel('Titel').fill('Testtermin');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Testtermin/ })).toBeVisible();

  // Two sample products are in the cart: 83.74 + 2 × 97.14 = 278.02, minus 10 % = 250.22.
  await page.goto('/dashboard/e-commerce/checkout');
  await expect(page.getByText(/278,02\s\$/).first()).toBeVisible();
  await page.getByLabel('Rabattcode').fill('welcome10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText(/250,22\s\$/)).toBeVisible();
});

test('the template forms say what is wrong, then save and show the result', async ({ page }) => {
  await page.goto('/dashboard/blog/new');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Mindestens 5 Zeichen')).toBeVisible();
  await expect(page.getByText('Fügen Sie mindestens ein Schlagwort hinzu')).toBeVisible();
  await page.getByRole('textbox', { name: /^Titel/ }).fill('Mein erster Beitrag');
  await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Kurz gesagt: es funktioniert.');
  await page
    .getByRole('textbox', { name: /^Inhalt/ })
    .fill('Ein Absatz mit genug Zeichen, damit die Regel für den Inhalt erfüllt ist.');
  await page.getByRole('textbox', { name: /^Schlagwörter/ }).fill('Test, Design');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog\/post\/mein-erster-beitrag$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein erster Beitrag');

  await page.goto('/dashboard/user/new');
  await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
  await expect(page.getByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ana Souza');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('ana@example.com');
  await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('+55 11 95550-1234');
  await page.getByRole('combobox', { name: /^Land/ }).click();
  await page.getByRole('option', { name: 'Brasilien' }).click();
  await page.getByRole('textbox', { name: /^Stadt/ }).fill('São Paulo');
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('Rua Augusta, 100');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('01305-000');
  await page.getByRole('combobox', { name: /^Rolle/ }).click();
  await page.getByRole('option', { name: 'Designer' }).click();
  await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/list$/);
  await expect(page.getByRole('row', { name: /Ana Souza/ })).toContainText('Ausstehend');
});
