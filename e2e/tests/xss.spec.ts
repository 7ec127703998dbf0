import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminTest as test, expect } from '../support/fixtures';
import { createCandidate, createCompany } from '../support/registry';

/** Each one sets window.__xss if the browser ever runs it. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';

/** No injected element in the DOM, and none of the payloads ran. */
const expectNothingInjected = async (page: Page) => {
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], iframe')).toHaveCount(
    0,
  );
  await expect(page.locator('script:not([src])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
};

test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a dialog: ${dialog.message()}`);
  });
});

test('hostile names show as text on the lists, the detail pages and the audit log', async ({
  page,
  request,
  adminSession,
}) => {
  // A letter first: eight hex digits may all be digits, which the professionals' search reads as a CPF.
  const id = `x${randomUUID().slice(0, 7)}`;
  const company = await createCompany(request, adminSession.accessToken, {
    legalName: `Empresa ${IMG} ${id}`,
    tradeName: `Fantasia ${SVG}`,
  });
  const candidate = await createCandidate(request, adminSession.accessToken, {
    name: `Ana ${SCRIPT} ${id}`,
    about: `Sobre ${IMG} ${SVG}`,
  });

  await page.goto('/dashboard/companies');
  await page.getByRole('textbox', { name: 'Buscar por nome, email ou CNPJ' }).fill(id);
  await expect(page.getByRole('row').filter({ hasText: company.legalName })).toBeVisible();
  await expectNothingInjected(page);

  await page.goto(`/dashboard/companies/${company.id}`);
  await expect(page.getByText(company.legalName).first()).toBeVisible();
  await expectNothingInjected(page);

  await page.goto('/dashboard/users/candidates');
  await page.getByRole('textbox', { name: 'Buscar por nome, email, CPF ou registro' }).fill(id);
  await expect(page.getByRole('row').filter({ hasText: candidate.name })).toBeVisible();
  await expectNothingInjected(page);

  await page.goto(`/dashboard/users/candidates/${candidate.id}`);
  await expect(page.getByText(candidate.name).first()).toBeVisible();
  await expectNothingInjected(page);

  await page.goto('/dashboard/logsAudit');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(company.id);
  // Its date opens the details (the record's name is a link to its page).
  await page
    .getByRole('row')
    .filter({ hasText: company.legalName })
    .first()
    .getByRole('cell')
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Auditoria' })).toContainText(company.legalName);
  await expectNothingInjected(page);
});

test('a hostile message keeps only its formatting: in the message page and the email log', async ({
  page,
  request,
  adminSession,
}) => {
  const company = await createCompany(request, adminSession.accessToken);
  const subject = `Aviso ${IMG} ${randomUUID().slice(0, 8)}`;
  const body =
    `<p>Olá, <strong>empresa</strong>.</p>${SCRIPT}${IMG}<p>${SVG}</p>` +
    '<iframe src="javascript:window.__xss=1"></iframe><a href="javascript:window.__xss=1">ver</a>' +
    '<p onclick="window.__xss=1" style="background:url(javascript:1)">fim</p>';
  const response = await request.post('/api/messages', {
    headers: { authorization: `Bearer ${adminSession.accessToken}` },
    data: {
      typeUser: 2,
      audience: { kind: 'chosen', ids: [company.id] },
      subject,
      body,
      channels: ['email'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const message = (await response.json()) as { id: string; body: string };
  expect(message.body).not.toMatch(
    /<script|<img|<svg|<iframe|javascript:|onclick|onerror|onload|style=/i,
  );

  await page.goto(`/dashboard/sendMessage/2/all/${message.id}`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const content = page.getByText('fim').locator('..');
  await expect(content.locator('strong')).toHaveText('empresa');
  await expect(content.getByText('ver')).toBeVisible();
  await expect(content.locator('a')).not.toHaveAttribute('href', /javascript/);
  await expectNothingInjected(page);

  // The email goes out in the background; its log row carries the subject.
  await page.goto('/dashboard/logsEmails');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(company.email);
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible({ timeout: 30_000 });
  await expectNothingInjected(page);
});

test('the CSP blocks a script injected into the page', async ({ page }) => {
  await page.goto('/dashboard/companies');
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve(event.effectiveDirective),
          { once: true },
        );
      }),
  );
  await page.addScriptTag({ content: 'window.__xss = 1' }).catch(() => undefined);
  expect(await violation).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
