import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { call, companyWithPlan, createProcess, enrol, openProcess } from '../support/processes';
import { createCandidate } from '../support/registry';

type Process = { id: string; stages: { id: string; name: string }[] };

/** A company's open process in SE with three professionals: one hired, one in Triagem, one waiting. */
const companyWithAHire = async (request: Parameters<typeof call>[0], token: string) => {
  const company = await companyWithPlan(request, token);
  const created = await createProcess(request, token, company.id, {
    workMode: 'onsite',
    city: 'Aracaju',
    uf: 'SE',
  });
  await openProcess(request, token, created.id);
  const process = await call<Process>(
    request,
    token,
    'get',
    `/api/selective-processes/${created.id}`,
  );
  const applications: { id: string }[] = [];
  for (let index = 0; index < 3; index += 1) {
    const candidate = await createCandidate(request, token);
    applications.push(await enrol(request, token, created.id, candidate.id));
  }
  const move = (index: number, stageId: string | undefined) =>
    call(request, token, 'put', `/api/applications/${applications[index]?.id}/stage`, { stageId });
  await move(0, process.stages.at(-1)?.id);
  await move(1, process.stages[1]?.id);
  return company;
};

test('an administrator reads time to hire and conversion of one company, filters, goes Back and exports', async ({
  page,
  request,
  adminSession,
}) => {
  const company = await companyWithAHire(request, adminSession.accessToken);
  await page.goto('/dashboard/dashboarding');
  await page.getByRole('navigation').getByRole('link', { name: 'Relatórios' }).first().click();
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  await page.goto(`/dashboard/reports?companyId=${company.id}`);

  const timeToHire = page.getByRole('region', { name: 'Tempo até a contratação', exact: true });
  const hires = timeToHire.getByRole('definition').first();
  await expect(hires).toHaveText('1');
  // The hire opens Candidaturas, hired in the period.
  await hires.getByRole('link', { name: '1' }).click();
  await expect(page.getByRole('heading', { name: 'Candidaturas', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText('Status: Contratada');
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Contratada' })).toBeVisible();
  await page.goBack();
  // The company's picker shows its name, not the id of the URL.
  await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveValue(/Empresa/);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await timeToHire.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Mês;Contratações;Mediana de dias;75º percentil de dias');
  expect(csv).toMatch(/\r\n\d{2}\/\d{4};1;0,0;0,0\r\n/);

  const sheet = page.waitForEvent('download');
  await timeToHire.getByRole('button', { name: 'Exportar Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await sheet).path());
  const header = workbook.getWorksheet('Tempo até a contratação')?.getRow(1).values as unknown[];
  expect(header.slice(1)).toEqual([
    'Mês',
    'Contratações',
    'Mediana de dias',
    '75º percentil de dias',
  ]);

  await page.getByRole('tab', { name: 'Conversão por etapa' }).click();
  await expect(page).toHaveURL(/aba=conversao/);
  const table = page.getByRole('table', { name: 'Conversão por etapa' });
  const row = (stage: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: stage }) });
  // Reached (passing through counts), conversion, in the stage now.
  await expect(row('Inscritos').getByRole('cell')).toHaveText(['3', '—', '1']);
  await expect(row('Triagem').getByRole('cell')).toHaveText(['2', '66,7%', '1']);
  await expect(row('Contratados').getByRole('cell')).toHaveText(['1', '100%', '1']);

  // Another UF: nothing of this company there.
  await page.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: 'AC', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Conversão por etapa', exact: true }),
  ).toContainText('Sem dados ainda.');
  await expect(page).toHaveURL(/uf=AC/);

  await page.goBack();
  await expect(row('Inscritos').getByRole('cell')).toHaveText(['3', '—', '1']);

  // The company's one process, and of its applications those that reached Triagem.
  await page.getByRole('combobox', { name: 'Processo seletivo' }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/selectiveProcessId=/);
  // 'Alcançaram' opens Candidaturas holding those very applications.
  await row('Triagem')
    .getByRole('link', { name: '2: ver em Candidaturas as que alcançaram Triagem' })
    .click();
  await expect(page.getByRole('heading', { name: 'Candidaturas', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/reached=1/);
  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('listitem')).toContainText(['Alcançaram a etapa: 2ª etapa']);
  await expect(page.getByText('1–2 de 2')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Processo seletivo' })).toHaveValue(/—/);
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  await page.getByRole('combobox', { name: 'Alcançaram a etapa' }).click();
  await page.getByRole('option', { name: 'Triagem', exact: true }).click();
  await expect(page).toHaveURL(/stage=1/);
  await expect(row('Inscritos').getByRole('cell')).toHaveText(['2', '—', '0']);
  await expect(row('Triagem').getByRole('cell')).toHaveText(['2', '100%', '1']);
  await expect(page.getByText(/que alcançaram a etapa Triagem/)).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(row('Inscritos').getByRole('cell')).toHaveText(['3', '—', '1']);

  await page.getByRole('tab', { name: 'Tempo em cada etapa' }).click();
  const times = page.getByRole('table', { name: 'Tempo em cada etapa' });
  await expect(times.getByRole('rowheader', { name: 'Inscritos' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`companyId=${company.id}`));

  await page.getByRole('tab', { name: 'Processos' }).click();
  const byUf = page.getByRole('table', { name: 'Processos por UF' });
  // Abertos, finalizados, com e sem contratação, cancelados, candidaturas.
  await expect(
    byUf
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'SE' }) })
      .getByRole('cell'),
  ).toHaveText(['1', '0', '0', '0', '0', '3']);
  // 'Abertos' opens the processes list of the processes opened in the period, of this company.
  const processes = page.getByRole('region', { name: 'Processos', exact: true });
  await processes.getByRole('definition').first().getByRole('link', { name: '1' }).click();
  await expect(page).toHaveURL(/\/dashboard\/listSelectiveProcess\?.*period=opened/);
  await expect(page).toHaveURL(new RegExp(`companyId=${company.id}`));
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await page.goBack();
  // The UF's applications open Candidaturas: those of the processes opened in SE in the period.
  await byUf.getByRole('link', { name: '3: ver em Candidaturas dos processos abertos em SE' }).click();
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText('UF: SE');
  await expect(page.getByText('1–3 de 3')).toBeVisible();
  await page.goBack();

  await page.getByRole('tab', { name: 'Comercial' }).click();
  // Subscriptions are companies': neither a process nor its area filters them.
  await expect(page.getByRole('combobox', { name: 'Processo seletivo' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Área' })).toHaveCount(0);
  const plans = page.getByRole('table', { name: 'Assinaturas por plano e status' });
  await expect(plans.getByRole('cell', { name: 'Ativa', exact: true })).toBeVisible();
  // A figure opens the list of what it counts: the company's active subscriptions of that plan.
  const active = plans.getByRole('link', { name: /ver na lista as assinaturas de .* com status Ativa/ });
  const counted = Number(await active.textContent());
  await active.click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\?.*status=active/);
  await expect(page).toHaveURL(new RegExp(`companyId=${company.id}`));
  await expect(page.getByText(`1–${counted} de ${counted}`)).toBeVisible();
  await page.goBack();
  // The month's new subscriptions: the company's made in that month, in São Paulo's days.
  const months = page.getByRole('table', { name: 'Assinaturas por mês' });
  const made = months.getByRole('link', { name: /ver na lista as assinaturas feitas em/ }).last();
  const madeCount = Number(await made.textContent());
  await made.click();
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText(/Feita: de \d{2}\/\d{2}\/\d{4} até/);
  await expect(page.getByText(`1–${madeCount} de ${madeCount}`)).toBeVisible();
  await page.goBack();
  await expectNoSeriousA11yViolations(page);
});

test('a period that ends before it starts is said in Portuguese', async ({ page }) => {
  await page.goto('/dashboard/reports?from=2026-05-01&to=2026-01-01');
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/A data final deve ser igual ou posterior/))
      .first(),
  ).toContainText('A data final deve ser igual ou posterior à inicial');
});

test('a report is scheduled by e-mail to chosen administrators, and cancelled', async ({ page, adminSession }) => {
  const me = adminSession.user.superAdmin.name;
  await page.goto('/dashboard/reports?aba=processos&uf=SE');
  await page.getByRole('button', { name: 'Agendar envio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar envio por e-mail' });
  await expect(dialog.getByRole('combobox', { name: 'Relatório' })).toHaveText('Processos');
  await expect(dialog).toContainText('com os filtros desta página: UF SE');
  // Nobody chosen: the server says so under the field, and the dialog keeps what was chosen.
  await dialog.getByRole('combobox', { name: 'Frequência' }).click();
  await page.getByRole('option', { name: 'Todo dia 1º às 08:00' }).click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialog.getByText('Escolha pelo menos um administrador')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Frequência' })).toHaveText('Todo dia 1º às 08:00');
  await dialog.getByRole('combobox', { name: 'Quem recebe' }).fill(me.slice(0, 5));
  await page.getByRole('option', { name: me }).first().click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Envio agendado')).toBeVisible();
  await expect(dialog).toBeHidden();

  const scheduled = page.getByRole('region', { name: 'Envios agendados' });
  const item = scheduled.getByRole('listitem').filter({ hasText: 'Processos · Todo dia 1º às 08:00' }).filter({ hasText: 'UF SE' });
  await expect(item).toContainText(`Para ${me}`);
  await expect(item).toContainText('próximo envio em 01/');
  await item.first().getByRole('button', { name: 'Cancelar o envio de Processos' }).click();
  await page.getByRole('dialog', { name: 'Cancelar o envio agendado?' }).getByRole('button', { name: 'Cancelar envio' }).click();
  await expect(page.getByText('Envio cancelado')).toBeVisible();
  await expect(item).toHaveCount(0);
});
