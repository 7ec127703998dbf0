import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import {
  call,
  companyWithPlan,
  createProcess,
  openProcess,
  openProcessWith,
} from '../support/processes';
import { createCandidate } from '../support/registry';

test.use({ viewport: { width: 1440, height: 900 } });

test("a professional's page shows their applications with their answer sheets, and a history that takes notes", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const {
    process: created,
    candidates: [candidate],
    applications: [application],
  } = await openProcessWith(request, token, ['Rita Contexto']);
  if (!candidate || !application) throw new Error('openProcessWith enrols one per name');
  await call(request, token, 'put', `/api/applications/${application.id}/stage`, {
    stageId: created.stages[1]?.id,
  });

  await page.goto(`/dashboard/users/candidates/${candidate.id}`);
  await page.getByRole('tab', { name: 'Candidaturas' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/candidates/${candidate.id}/applications$`));
  const table = page.getByRole('table', { name: 'Candidaturas do profissional' });
  const row = table.getByRole('row').filter({ hasText: created.title });
  await expect(row).toContainText(created.stages[1]?.name ?? '');
  await expect(row).toContainText('Ativa');
  await expectNoSeriousA11yViolations(page);
  // Each answer sheet the process asks for opens from here.
  await row.getByRole('link', { name: 'Teste de competências' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/candidates/${candidate.id}/competencyTest$`));
  await page.goBack();
  await expect(table.getByRole('link', { name: created.title })).toBeVisible();
  // Nothing assessed yet: no score and no place, said so (not 'Nota 0', not '1º lugar').
  await expect(row).toContainText('sem nota');
  await expect(row.getByRole('link', { name: /º lugar/ })).toHaveCount(0);

  await call(request, token, 'post', '/api/messages', {
    typeUser: 1,
    audience: { kind: 'chosen', ids: [candidate.id] },
    subject: `Convite ${created.id.slice(0, 6)}`,
    body: '<p>Olá</p>',
    channels: ['email'],
  });
  await page.getByRole('tab', { name: 'Mensagens' }).click();
  const received = page.getByRole('table', { name: 'Mensagens recebidas' });
  await expect(
    received.getByRole('row').filter({ hasText: `Convite ${created.id.slice(0, 6)}` }),
  ).toContainText(/Email: (pendente|enviando|enviada)/);

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const events = page.getByRole('list', { name: 'Eventos do histórico' });
  await expect(
    events.getByText(`${created.stages[0]?.name} → ${created.stages[1]?.name}`),
  ).toBeVisible();
  await expect(
    events.getByRole('link', { name: `Processo seletivo: ${created.title}` }).first(),
  ).toBeVisible();

  // An empty note is refused under its field; a note is added on top and can be deleted.
  const noteField = page.getByRole('textbox', { name: 'Nova nota' });
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(page.getByText('Escreva a nota')).toBeVisible();
  await noteField.fill('Pediu retorno até sexta-feira.');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(page.getByText('Nota adicionada')).toBeVisible();
  await expect(noteField).toHaveValue('');
  const note = events.getByRole('listitem').first();
  await expect(note).toContainText('escreveu uma nota');
  await expect(note).toContainText('Pediu retorno até sexta-feira.');
  await expectNoSeriousA11yViolations(page);
  await note.getByRole('button', { name: 'Excluir nota' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir nota?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Nota excluída')).toBeVisible();
  await expect(events.getByText('Pediu retorno até sexta-feira.')).toHaveCount(0);
});

test("a company's page shows its subscription against the plan's limits, and its history", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);
  const created = await createProcess(request, token, company.id);
  await openProcess(request, token, created.id);

  await page.goto(`/dashboard/companies/${company.id}`);
  const subscription = page.getByRole('region', { name: 'Assinatura' });
  await expect(subscription).toContainText('Ativa');
  await expect(subscription).toContainText('1 processo aberto, sem limite');
  await subscription.getByRole('link', { name: 'Ver assinatura' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/[0-9a-f-]{36}$/);
  await page.goBack();

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const events = page.getByRole('list', { name: 'Eventos do histórico' });
  await expect(
    events.getByRole('link', { name: `Processo seletivo: ${created.title}` }).first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova nota' }).fill('Contato: RH, ramal 204.');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(events.getByRole('listitem').first()).toContainText('Contato: RH, ramal 204.');
  await expectNoSeriousA11yViolations(page);
  // The tab is in the URL: an event's record and Back return to the history, not to the data.
  await expect(page).toHaveURL(/aba=historico/);
  await events
    .getByRole('link', { name: `Processo seletivo: ${created.title}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: created.title, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Histórico' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(events.getByRole('listitem').first()).toContainText('Contato: RH, ramal 204.');
});

test("a record's history loads its older events page after page, each once", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const candidate = await createCandidate(request, token);
  // One page and two more events: the professional's creation and 31 notes.
  for (let index = 1; index <= 31; index += 1)
    await call(request, token, 'post', `/api/history/candidates/${candidate.id}/notes`, {
      body: `Nota ${String(index).padStart(2, '0')} do lote`,
    });

  await page.goto(`/dashboard/users/candidates/${candidate.id}`);
  await page.getByRole('tab', { name: 'Histórico' }).click();
  const events = page.getByRole('list', { name: 'Eventos do histórico' });
  // The events, not the changes listed inside one.
  const items = events.locator(':scope > li');
  await expect(items).toHaveCount(30);
  await expect(items.first()).toContainText('Nota 31 do lote');
  await expect(events.getByText('Nota 01 do lote')).toHaveCount(0);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(items).toHaveCount(32);
  await expect(events.getByText('Nota 01 do lote')).toHaveCount(1);
  await expect(events.getByText('Nota 02 do lote')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});
