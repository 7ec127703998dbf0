import { randomUUID } from 'node:crypto';
import { formatCnpj } from '@hub/contract/br';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { createCompany, randomCnpj } from '../support/registry';

const tag = () => randomUUID().slice(0, 8).toUpperCase();

test('a money field takes reais as the administrator types them, and saves what it shows', async ({
  page,
}) => {
  const name = `Plano Reais ${tag()}`;
  await page.goto('/dashboard/plans/new');
  await expect(page.getByRole('heading', { name: 'Novo plano', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  const price = page.getByRole('textbox', { name: 'Preço por período' });
  await price.pressSequentially('4500');
  await expect(price).toHaveValue('4.500');
  await price.blur();
  await expect(price).toHaveValue('4.500,00');
  await price.fill('');
  await price.pressSequentially('4.500,5');
  await expect(price).toHaveValue('4.500,5');
  await price.blur();
  await expect(price).toHaveValue('4.500,50');
  await expect(page.getByText('R$', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(page.getByText('Plano cadastrado', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('R$ 4.500,50');
});

test('a refused save keeps every value typed and says why, under the field and in a toast', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const takenCnpj = randomCnpj();
  const taken = await createCompany(request, adminSession.accessToken, { cnpj: takenCnpj });
  const cnpj = formatCnpj(takenCnpj);
  const legalName = `Clínica Boa Vista ${tag()} Ltda`;
  const typed: [string, string][] = [
    ['Razão social', legalName],
    ['Nome fantasia', 'Clínica Boa Vista'],
    ['CNPJ', cnpj],
    ['Email', `rh-${tag().toLowerCase()}@boavista.com.br`],
    ['Telefone', '(81) 98765-4321'],
    ['Site', 'https://boavista.com.br'],
    ['Pessoa de contato', 'Marina Souza'],
    ['CEP', '50030-230'],
    ['Logradouro', 'Rua do Bom Jesus'],
    ['Número', '125'],
    ['Complemento', 'Sala 4'],
    ['Bairro', 'Recife Antigo'],
    ['Cidade', 'Recife'],
    ['Sobre a empresa', 'Rede de clínicas do Recife.'],
  ];
  const chosen: [string, string][] = [
    ['Setor', 'Saúde'],
    ['Porte', 'Média empresa'],
    ['UF', 'PE'],
  ];
  const expectEverythingKept = async () => {
    for (const [label, value] of typed)
      await expect(page.getByRole('textbox', { name: label }), label).toHaveValue(value);
    for (const [label, option] of chosen)
      await expect(page.getByRole('combobox', { name: label }), label).toHaveText(option);
  };

  await page.goto('/dashboard/companies/register');
  await expect(page.getByRole('heading', { name: 'Cadastrar empresa', level: 1 })).toBeVisible();
  for (const [label, value] of typed) await page.getByRole('textbox', { name: label }).fill(value);
  for (const [label, option] of chosen) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  // The server refuses: 409, the CNPJ is another company's.
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  // Under the field and in the toast.
  await expect(page.getByText('Já existe uma empresa com este CNPJ')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveAccessibleDescription(
    'Já existe uma empresa com este CNPJ',
  );
  await expect(page).toHaveURL(/\/companies\/register$/);
  // The refusal links to the company that holds the CNPJ.
  await expect(page.getByRole('link', { name: 'Abrir o cadastro existente' })).toHaveAttribute(
    'href',
    `/dashboard/companies/${taken.id}`,
  );
  await expectEverythingKept();

  // The server is not reached at all.
  await page.route('**/api/companies', (route) => route.abort('internetdisconnected'));
  const freeCnpj = formatCnpj(randomCnpj());
  await page.getByRole('textbox', { name: 'CNPJ' }).fill(freeCnpj);
  typed[2] = ['CNPJ', freeCnpj];
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(
    page
      .getByText('Não foi possível falar com o servidor. Verifique a conexão e tente de novo.')
      .first(),
  ).toBeVisible();
  await expectEverythingKept();

  // Back online, the same values are saved as they were typed.
  await page.unroute('**/api/companies');
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByText('Empresa cadastrada')).toBeVisible();
  // The record's page is titled by its trade name.
  await expect(page.getByRole('heading', { name: 'Clínica Boa Vista', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: legalName })).toBeVisible();
});

test('a save refused because someone else changed the record keeps what was typed, says what changed, and applies it on top', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const name = `Parceiro Concorrente ${tag()}`;
  const created = await request.post('/api/partners', {
    headers,
    data: { name, email: `antes-${tag().toLowerCase()}@parceiro.com.br`, description: 'Antes' },
  });
  expect(created.status()).toBe(201);
  const partner = (await created.json()) as { id: string; updatedAt: string; email: string };

  await page.goto(`/dashboard/partners/${partner.id}/edit`);
  const description = page.getByRole('textbox', { name: 'Descrição' });
  await expect(description).toHaveValue('Antes');
  await description.fill('Descrição que eu digitei');

  // Meanwhile another administrator changes the email.
  const otherEmail = `depois-${tag().toLowerCase()}@parceiro.com.br`;
  const changed = await request.put(`/api/partners/${partner.id}`, {
    headers,
    data: { name, email: otherEmail, description: 'Antes', updatedAt: partner.updatedAt },
  });
  expect(changed.status()).toBe(200);

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'alterado por outra pessoa' });
  await expect(alert).toContainText(`Email: ${partner.email} → ${otherEmail}`);
  await expect(alert).toContainText('Os seus valores foram mantidos sobre a versão atual');
  // Mine kept, theirs loaded beneath it.
  await expect(description).toHaveValue('Descrição que eu digitei');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(otherEmail);

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Parceiro atualizado')).toBeVisible();
  const saved = (await (await request.get(`/api/partners/${partner.id}`, { headers })).json()) as {
    email: string;
    description: string;
  };
  expect(saved).toMatchObject({ email: otherEmail, description: 'Descrição que eu digitei' });
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('a date is typed and shown as dd/mm/aaaa, in a form and in a list filter', async ({
    page,
  }) => {
    const code = `DATA${tag()}`;
    await page.goto('/dashboard/vouchers/new');
    await expect(page.getByRole('heading', { name: 'Novo voucher', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Código' }).fill(code);
    await page.getByRole('textbox', { name: 'Desconto em porcentagem' }).fill('10');
    const validFrom = page.getByRole('group', { name: 'Válido a partir de' });
    await expect(validFrom).toContainText('DD/MM/AAAA');
    await validFrom.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('05032027');
    await expect(validFrom).toContainText('05/03/2027');
    // Half a date is not a date: the save says so under the field and keeps what was typed.
    const validUntil = page.getByRole('group', { name: 'Válido até (inclusive)' });
    await validUntil.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('3112');
    await page.getByRole('button', { name: 'Cadastrar voucher' }).click();
    await expect(page.getByText('Data inválida', { exact: true })).toBeVisible();
    await expect(validUntil).toContainText('31/12/AAAA');
    await validUntil.getByRole('spinbutton', { name: 'Ano' }).click();
    await page.keyboard.type('2027');
    await expect(validUntil).toContainText('31/12/2027');
    await expect(page.getByText('Data inválida', { exact: true })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cadastrar voucher' }).click();
    await expect(page.getByText('Voucher cadastrado', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar por código ou descrição' }).fill(code);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('05/03/2027 a 31/12/2027');
    await row.click();
    await expect(page.getByRole('heading', { name: 'Editar voucher', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Válido a partir de' })).toContainText(
      '05/03/2027',
    );

    await page.goto('/dashboard/companies');
    await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
    const from = page.getByRole('group', { name: 'Cadastro: de' });
    await from.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('01022026');
    await expect(page).toHaveURL(/createdFrom=2026-02-01/);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Cadastro: de' })).toContainText('01/02/2026');
  });
});
