import { randomUUID } from 'node:crypto';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { adminTest as test, adminWithProfile, expect, pageOf } from '../support/fixtures';
import {
  call,
  companyWithPlan,
  createProcess,
  enrol,
  openProcess,
  openProcessWith,
} from '../support/processes';
import { createCandidate, createCompany } from '../support/registry';

const AUDITORIA = BUILT_IN_PROFILES[1].id;

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * A profile that reads processes and weights but changes neither (the built-in Auditoria) sees
 * the board without any way to move a card, and the weights form disabled, each saying why; the
 * Super-administrador still drags.
 */
test('an Auditoria administrator sees the board without moving cards and the weights without saving them', async ({
  page,
  request,
  browser,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);
  const process = await createProcess(request, token, company.id);
  await openProcess(request, token, process.id);
  const person = await createCandidate(request, token, {
    name: `Olga Leitura ${process.id.slice(0, 6)}`,
  });
  await enrol(request, token, process.id, person.id);
  const board = `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`;

  // The Super-administrador has the drag handle and 'Mover para' the auditor will not.
  await page.goto(board);
  await expect(page.getByRole('button', { name: `Arrastar ${person.name}` })).toBeVisible();
  await expect(page.locator('[aria-roledescription="draggable"]')).not.toHaveCount(0);

  const auditor = await adminWithProfile(request, token, AUDITORIA);
  const { context, page: auditorPage } = await pageOf(browser, auditor);
  await auditorPage.goto(board);
  const card = auditorPage.getByTestId('kanban-card').filter({ hasText: person.name });
  await expect(card).toBeVisible();
  await expect(auditorPage.getByText('Seu perfil não permite mover candidaturas.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Arrastar ${person.name}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Ações de ${person.name}` })).toHaveCount(0);
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  // Nothing on the board can be picked up, by the keyboard either.
  await expect(auditorPage.locator('[aria-roledescription="draggable"]')).toHaveCount(0);
  await expect(
    auditorPage.getByRole('button', { name: 'Desfazer última movimentação' }),
  ).toBeDisabled();

  await auditorPage.goto('/dashboard/settings/weights');
  await expect(
    auditorPage.getByText('Seu perfil permite ver os pesos, não alterá-los.'),
  ).toBeVisible();
  await expect(auditorPage.getByRole('spinbutton', { name: 'Requisitos' })).toBeDisabled();
  await expect(auditorPage.getByRole('button', { name: 'Salvar pesos' })).toBeDisabled();
  await context.close();
});

/*
 * Every screen an Auditoria administrator opens shows what it holds without the buttons of what it
 * may not do (each one's operation needs more than 'ver'), and no link to a page it may not open:
 * found by walking every screen as that administrator.
 */
test('an Auditoria administrator is offered no action its profile lacks, on any screen', async ({
  request,
  browser,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const mark = randomUUID().slice(0, 6);
  const { process, candidates } = await openProcessWith(request, token, [`Auditada ${mark}`]);
  const person = candidates[0];
  if (!person) throw new Error('no professional enrolled');
  const bare = await createCompany(request, token, { legalName: `Sem Plano ${mark} Ltda` });
  const partner = await call<{ id: string; name: string }>(
    request,
    token,
    'post',
    '/api/partners',
    {
      name: `Parceiro Auditado ${mark}`,
      email: `parceiro-${mark}@parceiro.com.br`,
    },
  );
  const message = await call<{ id: string }>(request, token, 'post', '/api/messages', {
    typeUser: 1,
    audience: { kind: 'chosen', ids: [person.id] },
    subject: `Aviso auditado ${mark}`,
    body: '<p>Olá</p>',
    channels: ['email'],
  });
  const subscriptions = await call<{ rows: { id: string }[] }>(
    request,
    token,
    'get',
    `/api/subscriptions?companyId=${process.companyId}`,
  );
  const subscription = subscriptions.rows[0];
  if (!subscription) throw new Error('no subscription');

  const auditor = await adminWithProfile(request, token, AUDITORIA);
  const { context, page } = await pageOf(browser, auditor);
  const absent = async (...names: string[]) => {
    for (const name of names)
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  };

  // A company without a plan: its data, its subscription and its logo, nothing to hire or upload.
  await page.goto(`/dashboard/companies/${bare.id}`);
  await expect(
    page.getByText('A empresa ainda não assinou um plano: sem ele, não abre processos seletivos.'),
  ).toBeVisible();
  await expect(page.getByText('Nenhum logotipo enviado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contratar plano' })).toHaveCount(0);
  await absent('Enviar logotipo');
  await page.getByRole('tab', { name: 'Teste de valores' }).click();
  await expect(
    page.getByText('Seu perfil permite ver o teste de valores da empresa, não alterá-lo.'),
  ).toBeVisible();

  // The company's processes and question sheets: nothing to create.
  await page.goto(`/dashboard/companies/${process.companyId}/listSelectiveProcesses`);
  await expect(page.getByRole('row').filter({ hasText: process.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastrar processo' })).toHaveCount(0);
  await page.goto(`/dashboard/companies/${process.companyId}/questionSheet`);
  await expect(page.getByText('Nenhuma folha de questões cadastrada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nova folha de questões' })).toHaveCount(0);

  // The process: its funnel without the CSV, an application without its outcomes.
  const processPage = `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`;
  await page.goto(`${processPage}?aba=funil`);
  await expect(page.getByRole('heading', { name: 'Funil do processo' })).toBeVisible();
  await absent('Exportar CSV');
  await page.goto(`${processPage}?aba=classificacao`);
  await expect(page.getByRole('row').filter({ hasText: person.name })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Selecionar ${person.name}` })).toHaveCount(0);
  await page.goto(processPage);
  await page.getByRole('button', { name: person.name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: person.name });
  await expect(drawer.getByText('Posição no ranking', { exact: true })).toBeVisible();
  for (const name of ['Reprovar', 'Registrar desistência', 'Contratar'])
    await expect(drawer.getByRole('button', { name })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The professional's settings: seen, not changed.
  await page.goto(`/dashboard/users/candidates/${person.id}/candidateSettings`);
  await expect(
    page.getByText('Seu perfil permite ver as preferências, não alterá-las.'),
  ).toBeVisible();
  await absent('Salvar preferências', 'Enviar redefinição de senha');

  // The subscription: no move, renewal, cancellation or payment change.
  await page.goto(`/dashboard/subscriptions/${subscription.id}`);
  await expect(page.getByText('Dados da assinatura')).toBeVisible();
  await absent('Marcar como inadimplente', 'Renovar', 'Cancelar assinatura');
  await expect(page.getByRole('button', { name: 'Salvar forma de pagamento' })).toHaveCount(0);

  // The mailbox and a message: read, never composed, flagged, labelled or thrown away.
  await page.goto(`/dashboard/sendMessage/1/all/${message.id}`);
  await expect(page.getByRole('heading', { name: `Aviso auditado ${mark}` })).toBeVisible();
  await absent('Nova mensagem', 'Nova etiqueta', 'Mover para a Lixeira', 'Favoritar');
  await absent('Marcar como importante');

  // Administrators: nobody to deactivate (found by email: the other specs' administrators fill the first pages).
  await page.goto(`/dashboard/users/super-admins?key=${encodeURIComponent(auditor.email)}`);
  await expect(page.getByRole('row').filter({ hasText: auditor.email })).toBeVisible();
  await absent('Desativar');

  // A partner has no page but its form: neither its row nor the audit trail leads to 'Acesso negado'.
  await page.goto(`/dashboard/partners?key=${encodeURIComponent(partner.name)}`);
  const row = page.getByRole('row').filter({ hasText: partner.name });
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute('tabindex', '0');
  await page.goto(`/dashboard/logsAudit?key=${encodeURIComponent(partner.name)}`);
  await expect(page.getByRole('row').filter({ hasText: partner.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: partner.name })).toHaveCount(0);
  await context.close();
});
