import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { unfoldFilters } from '../support/filters';
import { call } from '../support/processes';
import { createCandidate, createCompany } from '../support/registry';

test('compose to companies, mark important, move to the trash and find the delivery in logsEmails', async ({
  page,
  request,
  adminSession,
}) => {
  // Several pages, a background send and four axe scans: more than the default budget.
  test.slow();
  const company = await createCompany(request, adminSession.accessToken);
  const subject = `Convite ${randomUUID().slice(0, 8)}`;

  await page.goto('/dashboard/sendMessage');
  await expect(page).toHaveURL(/\/dashboard\/sendMessage\/1\/all$/);
  await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await dialog.getByRole('radio', { name: 'Empresas' }).check();
  await expect(dialog.getByText(/\d+ destinatários?/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Participem da feira de carreiras do conselho.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  // Everyone is a broadcast: a second look first.
  const confirmAll = page.getByRole('dialog', { name: 'Enviar a mensagem?' });
  await expect(confirmAll).toContainText(
    /\d+ empresas? (vai|vão) receber esta mensagem por Email \(1 canal\)\./,
  );
  await confirmAll.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByText(/Mensagem enviada para \d+ destinatári/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/sendMessage\/2\/all\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  // The worker sends in the background; the view polls until nothing is pending.
  // Every company of the shared database receives it: under a loaded CI machine that takes a while.
  await expect(page.getByText('pendente: 0').first()).toBeVisible({ timeout: 60_000 });
  // The recipients below agree with the summary without a reload.
  await expect(
    page.getByRole('table', { name: 'Destinatários e status de envio' }),
  ).not.toContainText('pendente');
  await page.getByRole('textbox', { name: 'Buscar destinatário' }).fill(company.email);
  await expect(page.getByRole('row', { name: new RegExp(company.email) })).toContainText(
    'Email: enviada',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Marcar como importante' }).click();
  await expect(page.getByRole('button', { name: 'Importante', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Importantes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sendMessage\/2\/important$/);
  await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText(subject);

  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await page.getByRole('button', { name: 'Mover para a Lixeira' }).click();
  await expect(page.getByText('Mensagem movida para a Lixeira')).toBeVisible();
  await page.getByRole('link', { name: 'Lixeira' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sendMessage\/2\/trash$/);
  await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText(subject);
  // The mailbox keeps its search in the URL: 'Voltar' from a message returns to the same rows.
  await page.getByRole('textbox', { name: 'Buscar mensagens' }).fill(subject);
  await expect(page).toHaveURL(/\/trash\?key=/);
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  // Searching its recipients rewrites the message's URL, and still 'Voltar' knows the mailbox.
  await page.getByRole('textbox', { name: 'Buscar destinatário' }).fill(company.email);
  await expect(page).toHaveURL(/[0-9a-f-]{36}\?key=/);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/trash\?key=/);
  await expect(page.getByRole('textbox', { name: 'Buscar mensagens' })).toHaveValue(subject);
  await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText(subject);
  await page.getByRole('link', { name: 'Todas as mensagens' }).click();
  // Typed before the mailbox changes, the same subject in the trash's box would change nothing.
  await expect(page).toHaveURL(/\/dashboard\/sendMessage\/2\/all$/);
  await expect(page.getByRole('textbox', { name: 'Buscar mensagens' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Buscar mensagens' }).fill(subject);
  await expect(page.getByText('Nada encontrado para esta busca.')).toBeVisible();

  await page.goto('/dashboard/logsEmails');
  await expect(page.getByRole('heading', { name: 'Emails enviados', level: 1 })).toBeVisible();
  // The log opens on the emails sent; the failed ones are a chip away.
  await expect(
    page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Enviado' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The message went to every company: the recipient's address finds its one row.
  await page.getByRole('textbox', { name: 'Buscar' }).fill(company.email);
  const row = page.getByRole('row').filter({ hasText: subject }).filter({ hasText: company.email });
  await expect(row).toBeVisible();
  // The template and the status by their Portuguese labels, never their codes.
  await expect(row).toContainText('Mensagem');
  await expect(row).toContainText('Enviado');
  await expectNoSeriousA11yViolations(page);
  await row.click();
  const drawer = page.getByRole('dialog');
  await expect(
    drawer.getByRole('heading', { name: `Linha do tempo de ${company.email}` }),
  ).toBeVisible();
  await expect(drawer).toContainText(`Email · enviada · ${subject}`);
});

test('Início shows the KPIs and the charts', async ({ page }) => {
  await page.goto('/dashboard/dashboarding');
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Empresas pendentes: \d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Envios por dia' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('compose to professionals filtered by city and area; the view pages through every recipient', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const city = `Paragominas ${randomUUID().slice(0, 6)}`;
  const people = await Promise.all(
    Array.from({ length: 23 }, () =>
      createCandidate(request, adminSession.accessToken, { city, uf: 'PA', area: 'finance' }),
    ),
  );
  await createCandidate(request, adminSession.accessToken, { city, uf: 'PA', area: 'legal' });
  const subject = `Vagas em ${city}`;

  await page.goto('/dashboard/sendMessage/1/all');
  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await dialog.getByRole('radio', { name: 'Filtrados' }).check();
  await dialog.getByRole('textbox', { name: 'Cidade' }).fill(city);
  await expect(dialog.getByText('24 destinatários')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Área' }).click();
  await page.getByRole('option', { name: 'Finanças' }).click();
  await expect(dialog.getByText('23 destinatários')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Novas vagas na sua região.');
  await dialog.getByRole('checkbox', { name: 'No aplicativo' }).check();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  // A filtered audience is confirmed first, naming how many people and on which channels.
  const confirm = page.getByRole('dialog', { name: 'Enviar a mensagem?' });
  await expect(confirm).toContainText(
    '23 profissionais encontrados pelos filtros vão receber esta mensagem por Email e No aplicativo (2 canais).',
  );
  await confirm.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Mensagem enviada para 23 destinatários')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada para 23 destinatários')).toBeVisible();

  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Destinatários e status de envio' });
  await expect(recipients.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('1–10 de 23')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
  await expect(page.getByText('11–20 de 23')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
  await expect(page.getByText('21–23 de 23')).toBeVisible();
  await expect(recipients.getByRole('row')).toHaveCount(4);
  // The page is in the URL, as every list's: a reload shows the same recipients.
  await expect(page).toHaveURL(/page=3/);
  await page.reload();
  await expect(page.getByText('21–23 de 23')).toBeVisible();
  const someone = people[5];
  await page.getByRole('textbox', { name: 'Buscar destinatário' }).fill(someone?.email ?? '');
  await expect(recipients.getByRole('row')).toHaveCount(2);
  await expect(recipients.getByRole('row').nth(1)).toContainText(someone?.name ?? '');
});

test('closing a compose with chosen recipients asks first; a blank one closes at once', async ({
  page,
  request,
  adminSession,
}) => {
  const ana = await createCandidate(request, adminSession.accessToken, {
    name: `Ana Recipiente ${randomUUID().slice(0, 6)}`,
  });

  await page.goto('/dashboard/sendMessage/1/all');
  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await dialog.getByRole('radio', { name: 'Escolhidos' }).check();
  await dialog.getByRole('combobox', { name: 'Destinatários' }).fill(ana.name);
  await page.getByRole('option', { name: new RegExp(ana.name) }).click();
  const chip = dialog.getByRole('button', { name: new RegExp(ana.name) });
  await expect(chip).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Convite para a feira');

  const discard = page.getByRole('dialog', { name: 'Descartar a mensagem?' });
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => dialog.getByRole('button', { name: 'Cancelar' }).click(),
    // The backdrop, outside the dialog's paper.
    () => page.mouse.click(5, 5),
  ]) {
    await close();
    await expect(discard).toContainText('destinatários');
    await expectNoSeriousA11yViolations(page);
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(discard).toBeHidden();
    await expect(chip).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Assunto' })).toHaveValue(
      'Convite para a feira',
    );
  }

  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a labelled message row keeps its subject, and the mailboxes wait behind Filtros so the rows come first', async ({
    page,
    request,
    adminSession,
  }) => {
    const token = adminSession.accessToken;
    const mark = randomUUID().slice(0, 6);
    const subject = `Aviso ${mark}`;
    const candidate = await createCandidate(request, token);
    const sent = await call<{ id: string }>(request, token, 'post', '/api/messages', {
      typeUser: 1,
      audience: { kind: 'chosen', ids: [candidate.id] },
      subject,
      body: '<p>Reunião do conselho na próxima semana.</p>',
      channels: ['email'],
    });
    const label = await call<{ id: string }>(request, token, 'post', '/api/messages/labels', {
      name: `Seleção Nordeste ${mark}`,
    });
    await call(request, token, 'put', `/api/messages/labels/${label.id}/messages`, {
      messageIds: [sent.id],
      tagged: true,
    });

    await page.goto(`/dashboard/sendMessage/1/all?key=${mark}`);
    const row = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Seleção Nordeste ${mark}`);
    // The subject is shown whole beside its label, not squeezed to nothing.
    const shown = row.getByText(subject, { exact: true });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
    // The mailboxes and labels are folded: the row is on the first screen.
    const boxes = page.getByRole('navigation', { name: 'Caixas de mensagens' });
    await expect(boxes.getByRole('link', { name: 'Importantes' })).toBeHidden();
    const box = await row.boundingBox();
    expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);

    await unfoldFilters(boxes.getByRole('button', { name: 'Filtros' }));
    await boxes.getByRole('link', { name: 'Importantes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sendMessage\/1\/important/);
    await expect(boxes.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  });

  test("a registry list's filters are folded behind Filtros, which counts those in use", async ({
    page,
  }) => {
    await page.goto('/dashboard/companies?status=pending');
    const status = page.getByRole('group', { name: 'Status' });
    await expect(status).toBeHidden();
    await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText(
      'Status: Pendente',
    );
    await page.getByRole('button', { name: 'Filtros (1)' }).click();
    await expect(status.getByRole('button', { name: 'Pendente' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
