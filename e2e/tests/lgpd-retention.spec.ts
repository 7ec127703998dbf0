import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { professionalsSentence, applicationsSentence, type RetentionPreview } from '@hub/contract/retention';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';

/** SHOTS_DIR set: the new screens are saved there too, to be looked at. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

const POLICY = { enabled: false, inactiveMonths: 24, closedProcessMonths: 12, runAt: '03:00' };

test('the retention policy shows its dry run before it is switched on, and switched on says when it runs next', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const headers = { authorization: `Bearer ${adminSession.accessToken}` };
  const dryRun = async (periods: { inactiveMonths: number; closedProcessMonths: number }) => {
    const response = await request.post('/api/settings/retention/preview', { headers, data: periods });
    expect(response.status()).toBe(200);
    return (await response.json()) as RetentionPreview;
  };
  try {
    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Retenção de dados pessoais (LGPD)' });
    await expect(card.getByText(/^Desligada\. Prazos: 24 meses sem atividade/)).toBeVisible();
    await card.getByRole('link', { name: 'Ver política de retenção' }).click();
    await expect(page.getByRole('heading', { name: 'Retenção de dados pessoais', level: 1 })).toBeVisible();

    // The dry run of the default periods: the server's own figures, in sentences.
    const defaults = await dryRun({ inactiveMonths: 24, closedProcessMonths: 12 });
    const simulation = page.getByRole('region', { name: 'Simulação' });
    await expect(simulation.getByText(professionalsSentence(defaults.professionals))).toBeVisible();
    await expect(simulation.getByText(applicationsSentence(defaults.applications))).toBeVisible();
    await expect(page.getByText('Nenhuma execução agendada: a política está desligada.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'retencao-1440-claro');

    // Another period: the dry run follows; a wrong one says why, in Portuguese.
    await page.getByRole('spinbutton', { name: 'Meses sem atividade do profissional' }).fill('3');
    await expect(page.getByText('Use pelo menos 6 meses')).toBeVisible();
    await expect(simulation.getByText('Corrija os prazos para ver a simulação.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar política' })).toBeDisabled();
    await page.getByRole('spinbutton', { name: 'Meses sem atividade do profissional' }).fill('36');
    const longer = await dryRun({ inactiveMonths: 36, closedProcessMonths: 12 });
    await expect(simulation.getByText(professionalsSentence(longer.professionals))).toBeVisible();

    // Switched on, after confirming what it does every night.
    const on = page.getByRole('switch', { name: 'Política ligada: executa todas as noites' });
    await expect(on).not.toBeChecked();
    await on.check();
    await page.getByRole('textbox', { name: 'Horário da execução (Brasília)' }).fill('02:30');
    await page.getByRole('button', { name: 'Salvar política' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ligar a política de retenção?' });
    await expect(dialog).toContainText('Todas as noites, às 02:30, os profissionais sem atividade há 36 meses serão anonimizados');
    await dialog.getByRole('button', { name: 'Ligar política' }).click();
    await expect(page.getByText('Política de retenção salva e ligada')).toBeVisible();
    await expect(page.getByText(/^Próxima execução em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByText(/^Alterada por admin@hub\.test em/)).toBeVisible();
    const stored = (await (await request.get('/api/settings/retention', { headers })).json()) as typeof POLICY;
    expect(stored).toMatchObject({ enabled: true, inactiveMonths: 36, runAt: '02:30' });
  } finally {
    await request.put('/api/settings/retention', { headers, data: POLICY });
  }
});

test.describe('on a phone, in the dark theme', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ adminSession }, use) =>
      use(storageWith({ accessToken: adminSession.accessToken, ...settingsEntry({ themeMode: 'dark' }) })),
  });

  test('the retention policy fits the screen and stays accessible', async ({ page }) => {
    await page.goto('/dashboard/settings/retention');
    await expect(page.getByRole('heading', { name: 'Retenção de dados pessoais', level: 1 })).toBeVisible();
    await expect(page.getByText(/(seriam? anonimizados?|Nenhum profissional seria anonimizado)$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'retencao-390-escuro');
  });
});

test('the record of processing operations (art. 37) is read in the LGPD area, its purposes edited in the settings and downloaded as a document', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const headers = { authorization: `Bearer ${adminSession.accessToken}` };
  const original = await (await request.get('/api/settings/processing-record', { headers })).json();
  try {
    await page.goto('/dashboard/lgpd-requests');
    await page.getByRole('link', { name: 'Registro das operações de tratamento (art. 37)' }).click();
    await expect(page.getByRole('heading', { name: 'Registro das operações de tratamento', level: 1 })).toBeVisible();
    const cpf = page.getByRole('region', { name: 'CPF', exact: true });
    await expect(cpf.getByRole('table', { name: 'Campos com cpf' }).getByRole('cell', { name: 'CPF', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'registro-1440-claro');

    await page.getByRole('link', { name: 'Editar finalidades e bases legais' }).click();
    await expect(page.getByRole('heading', { name: 'Registro das operações de tratamento', level: 1 })).toBeVisible();
    const phone = page.getByRole('region', { name: 'Telefone', exact: true });
    await phone.getByRole('textbox', { name: 'Retenção' }).fill('');
    await expect(phone.getByText('Informe por quanto tempo os dados são guardados')).toBeVisible();
    await phone.getByRole('textbox', { name: 'Retenção' }).fill('Até 24 meses depois da última candidatura');
    await page.getByRole('button', { name: 'Salvar registro' }).click();
    await expect(page.getByText('Registro das operações de tratamento salvo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Ver o registro' }).click();
    await expect(page.getByRole('region', { name: 'Telefone', exact: true }).getByText('Até 24 meses depois da última candidatura')).toBeVisible();
    const document = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar documento (HTML)' }).click();
    const html = fs.readFileSync(await (await document).path(), 'utf8');
    expect(html).toContain('Registro das operações de tratamento de dados pessoais');
    expect(html).toContain('Até 24 meses depois da última candidatura');
    const sheet = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar planilha (CSV)' }).click();
    expect(fs.readFileSync(await (await sheet).path(), 'utf8')).toContain('Tipo de dado;Campo;Caminho na API');
  } finally {
    const { controller, dpo, activities } = original as Record<string, unknown>;
    await request.put('/api/settings/processing-record', { headers, data: { controller, dpo, activities } });
  }
});
