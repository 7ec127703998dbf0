import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { adminTest as test, expect } from '../support/fixtures';
import { call, openProcessWith } from '../support/processes';
import { createActiveCompany, createCompany } from '../support/registry';

test.use({ viewport: { width: 1440, height: 900 } });

test('companies are approved together, a refused row is reported with why, and a reason is asked once', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const tag = `Lote ${randomUUID().slice(0, 6)}`;
  const first = await createCompany(request, token, { legalName: `${tag} Alfa Ltda` });
  const second = await createCompany(request, token, { legalName: `${tag} Beta Ltda` });
  const active = await createActiveCompany(request, token, { legalName: `${tag} Gama Ltda` });

  await page.goto(`/dashboard/companies?key=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('checkbox', { name: `Selecionar ${first.legalName}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar ${second.legalName}` }).check();
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await expect(bar).toContainText('2 empresas selecionadas');
  await expectNoSeriousA11yViolations(page);
  await bar.getByRole('button', { name: 'Aprovar ou reativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar ou reativar 2 empresas' });
  await dialog.getByRole('button', { name: 'Aprovar ou reativar' }).click();
  await expect(page.getByText('2 ativadas')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: first.legalName })).toContainText('Ativa');

  // Every row of the page: suspending needs the reason, once for all; the pending... none is left,
  // so the three are active and all three are suspended.
  await page.getByRole('checkbox', { name: 'Selecionar as linhas da página' }).check();
  await expect(bar).toContainText('3 empresas selecionadas');
  await bar.getByRole('button', { name: 'Suspender' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspender 3 empresas' });
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(suspend.getByText('Informe o motivo')).toBeVisible();
  await suspend
    .getByRole('textbox', { name: 'Motivo (vale para todos)' })
    .fill('Documentação vencida');
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(page.getByText('3 suspensas')).toBeVisible();

  // Suspending them again is refused row by row, each with the lifecycle's reason.
  await page.getByRole('checkbox', { name: `Selecionar ${active.legalName}` }).check();
  await bar.getByRole('button', { name: 'Suspender' }).click();
  const again = page.getByRole('dialog', { name: 'Suspender 1 empresa' });
  await again.getByRole('textbox', { name: 'Motivo (vale para todos)' }).fill('De novo');
  await again.getByRole('button', { name: 'Suspender' }).click();
  await expect(again.getByRole('list', { name: 'Não alterados' })).toContainText(active.legalName);
  await expectNoSeriousA11yViolations(page);
  await again.getByRole('button', { name: 'Fechar' }).click();
});

test("three companies approved together are put back with 'Desfazer'; one changed since is left as it is and named", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const tag = `Volta ${randomUUID().slice(0, 6)}`;
  const names = ['Alfa', 'Beta', 'Gama'].map((name) => `${tag} ${name} Ltda`);
  const created = [];
  for (const legalName of names) created.push(await createCompany(request, token, { legalName }));

  await page.goto(`/dashboard/companies?key=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row')).toHaveCount(4);
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  const approveAll = async () => {
    await page.getByRole('checkbox', { name: 'Selecionar as linhas da página' }).check();
    await bar.getByRole('button', { name: 'Aprovar ou reativar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprovar ou reativar 3 empresas' });
    // The reason says what it is for and where it will be read.
    await expect(
      dialog.getByRole('textbox', { name: 'Motivo (vale para todos)' }),
    ).toHaveAccessibleDescription(
      /Opcional\..*fica no histórico de cada registro e aparece em 'Motivo do status'/,
    );
    await dialog.getByRole('button', { name: 'Aprovar ou reativar' }).click();
    await expect(page.getByText('3 ativadas')).toBeVisible();
    for (const name of names) await expect(rowOf(name)).toContainText('Ativa');
  };

  await approveAll();
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('3 de volta ao status anterior')).toBeVisible();
  for (const name of names) await expect(rowOf(name)).toContainText('Pendente');

  // Approved again; another administrator suspends one before the undo: it stays suspended.
  await approveAll();
  await call(request, token, 'post', `/api/companies/${created[1]?.id}/status`, {
    status: 'suspended',
    reason: 'Documentação vencida',
  });
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(
    page.getByText(
      `2 de volta ao status anterior; 1 ficou como estava, alterado depois: ${names[1]}`,
    ),
  ).toBeVisible();
  await expect(rowOf(names[0] ?? '')).toContainText('Pendente');
  await expect(rowOf(names[1] ?? '')).toContainText('Suspensa');
  await expect(rowOf(names[2] ?? '')).toContainText('Pendente');
});

test('applications of the ranked table are moved together by keyboard, the move undone, then rejected with one reason', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const { process, candidates } = await openProcessWith(request, token, ['Ana', 'Bruno']);
  const created = process;
  const names = candidates.map((candidate) => candidate.name);
  const emails = candidates.map((candidate) => candidate.email);
  const template = await call<{ name: string }>(request, token, 'post', '/api/message-templates', {
    name: `Retorno lote ${created.id.slice(0, 6)}`,
    subject: 'Retorno sobre {{processo}}',
    body: 'Prezado(a) {{nome}}, a vaga foi preenchida.',
  });
  const second = process.stages[1]?.name ?? '';

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  await page.getByRole('tab', { name: 'Classificação' }).click();
  const table = page.getByRole('table', { name: 'Classificação' });
  await expect(table.getByRole('row')).toHaveCount(3);
  // Keyboard only: tick both, open the stage menu, choose the second stage.
  await page.getByRole('checkbox', { name: `Selecionar ${names[0]}` }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: `Selecionar ${names[1]}` }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await expect(bar).toContainText('2 candidaturas selecionadas');
  await bar.getByRole('button', { name: 'Mover para etapa' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: second }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`2 candidaturas em ${second}`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: names[0] })).toContainText(second);

  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('2 candidaturas de volta à etapa anterior')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: names[0] })).toContainText(
    process.stages[0]?.name ?? '',
  );

  await page.getByRole('checkbox', { name: 'Selecionar as linhas da página' }).check();
  await bar.getByRole('button', { name: 'Reprovar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprovar 2 candidaturas' });
  await dialog
    .getByRole('textbox', { name: 'Motivo (vale para todos)' })
    .fill('Perfil fora da vaga');
  await dialog.getByRole('combobox', { name: 'Mensagem a cada profissional (opcional)' }).click();
  await page.getByRole('option', { name: template.name }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reprovar' }).click();
  await expect(page.getByText('2 reprovadas')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: names[1] })).toContainText('Reprovada');
  // Each professional is mailed the template with their own name.
  for (const [index, email] of emails.entries())
    await waitForMail(email, `Prezado(a) ${names[index]}, a vaga foi preenchida.`);
});

test('cards of the board are ticked by keyboard and moved together to a stage', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const { process, candidates } = await openProcessWith(request, token, ['Carla', 'Davi']);
  const created = process;
  const names = candidates.map((candidate) => candidate.name);
  const [first, second] = process.stages;

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  const column = (name: string) =>
    page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(column(first?.name ?? '')).toHaveAccessibleName(`${first?.name} (2)`);
  for (const name of names) {
    await page.getByRole('checkbox', { name: `Selecionar ${name}` }).focus();
    await page.keyboard.press('Space');
  }
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await expect(bar).toContainText('2 candidaturas selecionadas');
  await bar.getByRole('button', { name: 'Mover para etapa' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: second?.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`2 candidaturas em ${second?.name}`)).toBeVisible();
  await expect(column(second?.name ?? '')).toHaveAccessibleName(`${second?.name} (2)`);
  await expect(bar).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});
