import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import {
  call,
  companyWithPlan,
  createProcess,
  enrol,
  openProcess,
  openProcessWith,
} from '../support/processes';
import { createCandidate } from '../support/registry';

type Process = { id: string; title: string; stages: { id: string; name: string }[] };

const column = (page: Page, stage: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${stage} \\(\\d+\\)$`) });

test.use({ viewport: { width: 1440, height: 900 } });

test('the board keeps every stage within the screen, scrolls with its buttons, drags, and opens its own log', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);
  const created = await createProcess(request, token, company.id);
  await openProcess(request, token, created.id);
  const ana = await createCandidate(request, token, {
    name: `Ana Quadro ${created.id.slice(0, 6)}`,
  });
  await enrol(request, token, created.id, ana.id);

  // Another process with a move of its own: the log of the first must leave it out.
  const other = await createProcess(request, token, company.id);
  await openProcess(request, token, other.id);
  const bruno = await createCandidate(request, token);
  const elsewhere = await enrol(request, token, other.id, bruno.id);
  const otherProcess = await call<Process>(
    request,
    token,
    'get',
    `/api/selective-processes/${other.id}`,
  );
  await call(request, token, 'put', `/api/applications/${elsewhere.id}/stage`, {
    stageId: otherProcess.stages[1]?.id,
  });

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  const board = page.getByRole('region', { name: 'Etapas do processo' });
  await expect(column(page, 'Inscritos')).toHaveAccessibleName('Inscritos (1)');
  // The board scrolls itself, no taller than the screen; the page does not scroll sideways.
  const size = await board.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    height: element.getBoundingClientRect().height,
    pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
  }));
  expect(size).toMatchObject({ scrolls: true, pageScrolls: false });
  expect(size.height).toBeLessThanOrEqual(900 - 72);
  // Five stages whole at 1440 px, the fifth not cut; a name on two lines at most.
  await expect(page.getByText('Etapas 1–5 de 6')).toBeVisible();
  await expect(column(page, 'Finalistas')).toBeInViewport({ ratio: 1 });
  await expect(column(page, 'Contratados')).not.toBeInViewport({ ratio: 1 });
  const nameLines = await page
    .getByRole('button', { name: ana.name, exact: true })
    .evaluate(
      (name) => name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight),
    );
  expect(nameLines).toBeLessThanOrEqual(2.1);
  const back = page.getByRole('button', { name: 'Etapas anteriores' });
  const forward = page.getByRole('button', { name: 'Próximas etapas' });
  await expect(back).toBeDisabled();
  await forward.click();
  await expect(page.getByText('Etapas 2–6 de 6')).toBeVisible();
  await expect(forward).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Drag and drop still works: held at the board's right edge, a card carries the board to the
  // last stage, off screen when the drag began.
  await back.click();
  await expect(page.getByText('Etapas 1–5 de 6')).toBeVisible();
  await board.scrollIntoViewIfNeeded();
  const target = column(page, 'Contratados');
  const handle = page.getByRole('button', { name: `Arrastar ${ana.name}` });
  const from = await handle.boundingBox();
  const edge = await board.boundingBox();
  if (!from || !edge) throw new Error('board not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(edge.x + edge.width - 8, from.y + 20, { steps: 15 });
  await expect(target).toBeInViewport({ ratio: 1 });
  const to = await target.boundingBox();
  if (!to) throw new Error('column not laid out');
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
  await page.mouse.up();
  // Reaching the hiring stage is hiring: asked first, then every view of the process agrees.
  const confirm = page.getByRole('dialog', { name: `Contratar ${ana.name}?` });
  await confirm.getByRole('button', { name: 'Contratar' }).click();
  await expect(page.getByText(`${ana.name} movido para Contratados`)).toBeVisible();
  await expect(target).toHaveAccessibleName('Contratados (1)');

  await page.getByRole('tab', { name: 'Funil' }).click();
  const funnel = page.getByRole('table', { name: 'Funil por etapa' });
  await expect(
    funnel
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Contratados' }) })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('1');
  const summary = page.getByRole('region', { name: 'Funil do processo' });
  await expect(
    summary.getByText('Contratados', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await page.goto(
    `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}?aba=classificacao&status=hired`,
  );
  await expect(page.getByRole('row', { name: new RegExp(ana.name) })).toContainText('Contratada');
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  await expect(target).toHaveAccessibleName('Contratados (1)');
  // Hired, the card has no place in the ranking and says why.
  await expect(target.getByText(/ · Contratada$/)).toBeVisible();

  // The kanban log of this process, the filter shown and removable.
  await page.getByRole('link', { name: 'Ver log do kanban' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/logging\\?selectiveProcessId=${created.id}$`),
  );
  await expect(page.getByRole('heading', { name: 'Ações do kanban', level: 1 })).toBeVisible();
  const chip = page
    .getByRole('list', { name: 'Filtros ativos' })
    .getByRole('listitem')
    .filter({ hasText: `Processo: ${created.title}` });
  await expect(chip).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('row').filter({ hasText: ana.name })).toHaveCount(1);
  await expect(grid.getByRole('row').filter({ hasText: bruno.name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await chip.focus();
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/dashboard\/logging$/);
  await expect(chip).toBeHidden();
  await expect(grid.getByRole('row').filter({ hasText: bruno.name })).toHaveCount(1);
});

test("a card's drawer wraps a long email within its edge", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const { process: created } = await openProcessWith(request, token, []);
  const long = await createCandidate(request, token, {
    name: `Email Longo ${created.id.slice(0, 6)}`,
    email: `profissional.com.um.endereco.muito.longo.${created.id.slice(0, 8)}@exemplo.com.br`,
  });
  await enrol(request, token, created.id, long.id);

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  await page.getByRole('button', { name: long.name, exact: true }).click();
  const title = page.getByRole('heading', { name: long.name, level: 2 });
  const drawer = title.locator('xpath=../..');
  await expect(drawer.getByText(long.email)).toBeInViewport({ ratio: 1 });
  expect(await drawer.evaluate((paper) => paper.scrollWidth > paper.clientWidth)).toBe(false);
});
