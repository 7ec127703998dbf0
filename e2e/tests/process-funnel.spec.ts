import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';
import { call, companyWithPlan, createProcess, enrol, openProcess } from '../support/processes';
import { createCandidate } from '../support/registry';

type Process = { id: string; stages: { id: string; name: string }[] };

const CSV_HEADER =
  'Posição;Etapa;Alcançaram;Na etapa agora;Conversão (%);Mediana de horas na etapa';

/** An open process with three professionals: one moved to Triagem, one straight to Testes. */
const processWithMoves = async (request: APIRequestContext, token: string) => {
  const company = await companyWithPlan(request, token);
  const created = await createProcess(request, token, company.id);
  await openProcess(request, token, created.id);
  const process = await call<Process>(
    request,
    token,
    'get',
    `/api/selective-processes/${created.id}`,
  );
  const enrolled: { id: string }[] = [];
  for (let index = 0; index < 3; index += 1) {
    const candidate = await createCandidate(request, token);
    enrolled.push(await enrol(request, token, created.id, candidate.id));
  }
  const moves = [process.stages[1]?.id, process.stages[2]?.id];
  for (const [index, stageId] of moves.entries())
    await call(request, token, 'put', `/api/applications/${enrolled[index]?.id}/stage`, {
      stageId,
    });
  return created;
};

const openFunnel = async (page: Page, processId: string) => {
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${processId}`);
  await page.getByRole('tab', { name: 'Funil' }).click();
  return page.getByRole('table', { name: 'Funil por etapa' });
};

test('a process shows its funnel, exports it, and Início adds up every process', async ({
  page,
  request,
  adminSession,
}) => {
  const created = await processWithMoves(request, adminSession.accessToken);
  const table = await openFunnel(page, created.id);

  const row = (stage: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: stage }) });
  // Reached, in the stage now, conversion (the stays ended seconds after they began).
  await expect(row('Inscritos').getByRole('cell')).toHaveText(['3', '1', '—', /^\d+ min$/]);
  await expect(row('Triagem').getByRole('cell')).toHaveText(['2', '1', '66,7%', '—']);
  await expect(row('Testes').getByRole('cell')).toHaveText(['1', '1', '50%', '—']);
  await expect(row('Entrevista').getByRole('cell')).toHaveText(['0', '0', '0%', '—']);
  await expect(row('Contratados').getByRole('cell')).toHaveText(['0', '0', '—', '—']);
  const summary = page.getByRole('region', { name: 'Funil do processo' });
  await expect(summary.getByRole('definition').first()).toHaveText('3');
  await expect(summary.getByText('Tempo mediano até a contratação')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  const [header, first, second] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(CSV_HEADER);
  expect(first).toMatch(/^1;Inscritos;3;1;;\d+,\d$/);
  expect(second).toBe('2;Triagem;2;1;66,7;');

  await page.goto('/dashboard/dashboarding');
  const card = page.getByRole('region', { name: 'Funil de todos os processos' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Processos' })).toBeVisible();
  const overview = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Exportar CSV' }).click();
  const total = fs.readFileSync(await (await overview).path(), 'utf8');
  expect(total.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CSV_HEADER);
  await expectNoSeriousA11yViolations(page);
});

test('a process without applications says so', async ({ page, request, adminSession }) => {
  const company = await companyWithPlan(request, adminSession.accessToken);
  const created = await createProcess(request, adminSession.accessToken, company.id);
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  await page.getByRole('tab', { name: 'Funil' }).click();
  await expect(page.getByText('Nenhuma candidatura ainda')).toBeVisible();
});

test.describe('on a phone, in the dark theme', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ adminSession }, use) =>
      use(
        storageWith({
          accessToken: adminSession.accessToken,
          ...settingsEntry({ themeMode: 'dark' }),
        }),
      ),
  });

  test('the funnel fits the screen: its table scrolls within itself', async ({
    page,
    request,
    adminSession,
  }) => {
    const created = await processWithMoves(request, adminSession.accessToken);
    const table = await openFunnel(page, created.id);
    await expect(table.getByRole('rowheader', { name: 'Inscritos' })).toBeVisible();
    const pageScrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(pageScrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});

test('the funnel chart is drawn in the colour chosen in the appearance drawer', async ({
  browser,
  request,
  adminSession,
}) => {
  const created = await processWithMoves(request, adminSession.accessToken);
  const context = await browser.newContext({
    storageState: storageWith({
      accessToken: adminSession.accessToken,
      ...settingsEntry({ themeColor: 'purple' }),
    }),
  });
  const page = await context.newPage();
  await openFunnel(page, created.id);
  const region = page.getByRole('region', { name: 'Funil do processo' });
  await expect(region.getByRole('listitem').filter({ hasText: 'Alcançaram' })).toBeVisible();
  // The bars and the legend's mark of the first series, in purple (#7635DC), not the charts' blue.
  await expect
    .poll(() =>
      region
        .locator('svg rect, svg path')
        .evaluateAll((shapes) => shapes.map((shape) => getComputedStyle(shape).fill)),
    )
    .toContain('rgb(118, 53, 220)');
  await context.close();
});
