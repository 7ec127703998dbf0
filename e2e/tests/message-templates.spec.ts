import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { call, companyWithPlan, createProcess, enrol, openProcess } from '../support/processes';
import { createCandidate, createCompany } from '../support/registry';

const UNKNOWN_CARGO =
  'Campo desconhecido: {{cargo}}. Use {{nome}}, {{empresa}}, {{processo}} ou {{etapa}}';

test('a template with fields: an unknown field refused, a preview for a professional, a test send, and its use in compose', async ({
  page,
  request,
  adminSession,
}) => {
  // Two pages, two mails through the outbox and four axe scans: more than the default budget.
  test.slow();
  const mark = randomUUID().slice(0, 6);
  const name = `Convite ${mark}`;
  const person = await createCandidate(request, adminSession.accessToken, {
    name: `Marina Teste ${mark}`,
  });
  const company = await createCompany(request, adminSession.accessToken, {
    legalName: `Empresa Modelo ${mark} Ltda`,
  });

  await page.goto('/dashboard/dashboarding');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Mensagens', exact: true }).click();
  await nav.getByRole('link', { name: 'Modelos de mensagem' }).click();
  await expect(page.getByRole('heading', { name: 'Modelos de mensagem', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Novo modelo' }).click();

  await page.getByRole('textbox', { name: 'Nome do modelo' }).fill(name);
  await page.getByRole('textbox', { name: 'Assunto' }).fill(`Convite ${mark} para `);
  // The field goes where the caret is: the end of the subject, the field last typed in.
  await page.getByRole('button', { name: '{{nome}}' }).click();
  await expect(page.getByRole('textbox', { name: 'Assunto' })).toHaveValue(
    `Convite ${mark} para {{nome}}`,
  );
  const body = page.getByRole('textbox', { name: 'Texto' });
  await body.fill('Olá, temos uma vaga de {{cargo}}.');
  await page.getByRole('button', { name: 'Criar modelo' }).click();
  await expect(page.getByText(UNKNOWN_CARGO).first()).toBeVisible();
  await expect(body).toHaveValue('Olá, temos uma vaga de {{cargo}}.');
  await expect(page).toHaveURL(/\/dashboard\/messageTemplates\/new$/);

  await body.fill('Olá, ');
  await page.getByRole('button', { name: '{{nome}}' }).click();
  await page.keyboard.type('! Temos uma vaga para você.');
  await expect(body).toHaveValue('Olá, {{nome}}! Temos uma vaga para você.');

  await page.getByRole('combobox', { name: 'Profissional' }).fill(person.name);
  await page.getByRole('option', { name: new RegExp(person.name) }).click();
  const preview = page.getByRole('region', { name: 'Texto como será recebido' });
  await expect(preview).toContainText(`Convite ${mark} para ${person.name}`);
  await expect(preview).toContainText(`Olá, ${person.name}! Temos uma vaga para você.`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(page.getByText(`Teste enviado para ${adminSession.user.email}`)).toBeVisible();
  const testMail = await waitForMail(adminSession.user.email, `Convite ${mark} para`);
  expect(testMail).toContain(`[Teste] Convite ${mark} para ${adminSession.user.superAdmin.name}`);

  await page.getByRole('button', { name: 'Criar modelo' }).click();
  await expect(page.getByText('Modelo criado')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/messageTemplates$/);
  await page.getByRole('textbox', { name: 'Buscar por nome ou assunto' }).fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('{{nome}}');

  await page.goto('/dashboard/sendMessage/2/all');
  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await dialog.getByRole('radio', { name: 'Escolhidos' }).check();
  await dialog.getByRole('combobox', { name: 'Destinatários' }).fill(company.email);
  await page.getByRole('option', { name: new RegExp(company.email) }).click();
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Rascunho');
  await dialog.getByRole('combobox', { name: 'Usar modelo' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // Typed text is replaced only once confirmed.
  const confirm = page.getByRole('dialog', { name: 'Substituir o texto?' });
  await confirm.getByRole('button', { name: 'Manter o meu texto' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Assunto' })).toHaveValue('Rascunho');
  await dialog.getByRole('combobox', { name: 'Usar modelo' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await confirm.getByRole('button', { name: 'Substituir' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Assunto' })).toHaveValue(
    `Convite ${mark} para {{nome}}`,
  );
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' })).toHaveText(
    'Olá, {{nome}}! Temos uma vaga para você.',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada para 1 destinatário')).toBeVisible();
  const sent = await waitForMail(company.email, `Convite ${mark} para`);
  // Accents stay out of the check: the .eml reader decodes quoted-printable byte by byte.
  expect(sent).toContain(`, ${company.legalName}! Temos uma vaga para voc`);
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

  test('the template form fits the screen and stays accessible', async ({ page }) => {
    await page.goto('/dashboard/messageTemplates/new');
    await expect(
      page.getByRole('heading', { name: 'Novo modelo de mensagem', level: 1 }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Texto' }).fill('Olá {{nome}}');
    await expect(page.getByRole('button', { name: '{{etapa}}' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});

test('applications ticked on the board get a message with the process and stage filled for each; compose elsewhere does not offer that template', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const mark = randomUUID().slice(0, 6);
  const company = await companyWithPlan(request, token);
  const created = await createProcess(request, token, company.id);
  await openProcess(request, token, created.id);
  const people = [
    await createCandidate(request, token, { name: `Ana Convite ${mark}` }),
    await createCandidate(request, token, { name: `Bruno Convite ${mark}` }),
  ];
  for (const person of people) await enrol(request, token, created.id, person.id);
  const name = `Convite para entrevista ${mark}`;
  await call(request, token, 'post', '/api/message-templates', {
    name,
    subject: `Entrevista ${mark}: {{processo}}`,
    body: 'Olá, {{nome}}! Você está na etapa {{etapa}}.',
  });

  // Compose from the mailbox cannot fill {{processo}} or {{etapa}}: the template is not offered.
  await page.goto('/dashboard/sendMessage/1/all');
  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const mailbox = page.getByRole('dialog', { name: 'Nova mensagem' });
  await mailbox.getByRole('combobox', { name: 'Usar modelo' }).fill(name);
  await expect(page.getByText('Nenhum modelo encontrado')).toBeVisible();
  await mailbox.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${created.id}`);
  for (const person of people)
    await page.getByRole('checkbox', { name: `Selecionar ${person.name}` }).check();
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await expect(dialog).toContainText(`2 inscrições escolhidas em “${created.title}”`);
  await dialog.getByRole('combobox', { name: 'Usar modelo' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada para 2 destinatários')).toBeVisible();
  for (const person of people) {
    const mail = await waitForMail(person.email, `Entrevista ${mark}:`);
    expect(mail).toContain(`Entrevista ${mark}: ${created.title}`);
    expect(mail).toContain('Inscritos');
  }
});
