import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import {
  activateSubscription,
  call,
  companyWithPlan,
  createProcess,
  enrol,
  openProcess,
  subscribe,
} from '../support/processes';
import { createActiveCompany, createCandidate } from '../support/registry';

const VALUES_MESSAGE =
  'A empresa ainda não respondeu o teste de valores: responda o perfil de valores da empresa antes de avaliar a aderência do profissional';

test('a process lists what it still needs, with links, and its buttons wait for it', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await createActiveCompany(request, token);
  const process = await createProcess(request, token, company.id);
  const url = `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`;

  await page.goto(url);
  const checklist = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'O que falta para este processo' }) });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(2);
  const subscription = checklist.getByRole('listitem').filter({ hasText: 'Assinatura ativa' });
  await expect(subscription).toContainText(
    'A empresa não tem assinatura ativa: ative uma assinatura para abrir inscrições e inscrever profissionais',
  );
  await expect(subscription).toContainText('Impede: Abrir inscrições, Inscrever profissional.');
  await expect(subscription.getByRole('link', { name: 'Criar uma assinatura' })).toHaveAttribute(
    'href',
    '/dashboard/subscriptions/new',
  );
  // Before anything is tried, the buttons say they cannot, and why.
  for (const name of ['Abrir inscrições', 'Inscrever profissional']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/A empresa não tem assinatura ativa/);
  }
  await expectNoSeriousA11yViolations(page);

  const pending = await subscribe(request, token, company.id);
  await page.reload();
  await subscription.getByRole('link', { name: 'Ativar a assinatura da empresa' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/subscriptions/${pending.id}$`));

  await activateSubscription(request, token, pending.id);
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Abrir inscrições' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Inscrever profissional' })).toBeEnabled();
  await expect(checklist).toBeHidden();
});

test('the values test warns in the process form, and its sheet says why before anything is typed', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);

  // A new process of a company without values profile starts without the values test.
  await page.goto(`/dashboard/companies/${company.id}/registerSelectiveProcess`);
  const valuesSwitch = page.getByRole('switch', {
    name: 'Usar o teste de valores (perfil de valores da empresa)',
  });
  await expect(valuesSwitch).not.toBeChecked();
  await expect(page.getByText(VALUES_MESSAGE)).toBeHidden();
  await valuesSwitch.check();
  const warning = page.getByRole('alert').filter({ hasText: VALUES_MESSAGE });
  await expect(warning).toBeVisible();
  await expect(
    warning.getByRole('link', { name: 'Responder o teste de valores da empresa' }),
  ).toHaveAttribute('href', `/dashboard/companies/${company.id}/valuesTest`);
  await expectNoSeriousA11yViolations(page);

  const process = await createProcess(request, token, company.id, { useValuesTest: true });
  await openProcess(request, token, process.id);
  const candidate = await createCandidate(request, token);
  await enrol(request, token, process.id, candidate.id);
  const sheet = `/dashboard/users/candidates/${candidate.id}/pregressSelectiveProcess/${process.id}/valuesTestAnswer`;

  await page.goto(sheet);
  const refusal = page.getByRole('alert').filter({ hasText: VALUES_MESSAGE });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar respostas' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await refusal.getByRole('link', { name: 'Responder o teste de valores da empresa' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${company.id}/valuesTest$`));

  const { rows } = await call<{ rows: { id: string }[] }>(
    request,
    token,
    'get',
    '/api/values-test/items',
  );
  await call(request, token, 'put', `/api/companies/${company.id}/values-test`, {
    answers: rows.map((row) => ({ valueId: row.id, score: 4 })),
  });
  await page.goto(sheet);
  await page.getByRole('radiogroup', { name: 'Ética' }).getByRole('radio', { name: /^5/ }).check();
  await page.getByRole('button', { name: 'Salvar respostas' }).click();
  await expect(page.getByText('Teste de valores salvo')).toBeVisible();
});

test('answers refused by the server stay typed, and come back after a reload', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);
  const process = await createProcess(request, token, company.id, {
    requirements: [{ text: 'Registro ativo no conselho', mandatory: true }],
  });
  await openProcess(request, token, process.id);
  const candidate = await createCandidate(request, token);
  await enrol(request, token, process.id, candidate.id);
  await page.goto(
    `/dashboard/users/candidates/${candidate.id}/pregressSelectiveProcess/${process.id}/auxiliaryRequirementsTest`,
  );
  const meets = page
    .getByRole('radiogroup', { name: 'Registro ativo no conselho' })
    .getByRole('radio', { name: 'Sim' });
  const evidence = page.getByRole('textbox', { name: 'Evidência: Registro ativo no conselho' });
  await meets.check();
  await evidence.fill('Carteira do conselho');

  // Meanwhile the process is cancelled elsewhere: the save is refused.
  await call(request, token, 'post', `/api/selective-processes/${process.id}/status`, {
    status: 'cancelled',
    reason: 'Vaga congelada',
  });
  await page.getByRole('button', { name: 'Salvar respostas' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'O processo está finalizado ou cancelado' }).first(),
  ).toBeVisible();
  await expect(meets).toBeChecked();
  await expect(evidence).toHaveValue('Carteira do conselho');

  // The typed answers outlive the page: read-only now, with the reason above them.
  await page.reload();
  await expect(page.getByText('Respostas ainda não salvas, recuperadas desta aba')).toBeVisible();
  await expect(meets).toBeChecked();
  await expect(meets).toBeDisabled();
  await expect(evidence).toHaveValue('Carteira do conselho');
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'O processo está finalizado ou cancelado: as inscrições não podem mais ser alteradas.',
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
