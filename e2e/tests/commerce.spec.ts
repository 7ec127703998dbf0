import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN } from '../support/env';
import { adminTest as test, expect, test as guestTest } from '../support/fixtures';
import { createActiveCompany } from '../support/registry';

const tag = () => randomUUID().slice(0, 8).toUpperCase();

test('a plan and a voucher made in the UI, a company subscribed with the voucher on /payment, activated and found by status', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const company = await createActiveCompany(request, adminSession.accessToken);
  const planName = `Plano E2E ${tag()}`;
  const code = `E2E-${tag()}`;

  await page.goto('/dashboard/plans');
  await expect(page.getByRole('heading', { name: 'Planos', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Novo plano' }).click();
  await expect(page.getByRole('heading', { name: 'Novo plano', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).fill(planName);
  // The price is masked: letters are not taken, and without digits there is no price.
  await page.getByRole('textbox', { name: 'Preço por período' }).fill('dez reais');
  await page.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(page.getByText('O preço é obrigatório')).toBeVisible();
  await page.getByRole('textbox', { name: 'Preço por período' }).fill('1.200,00');
  await page.getByRole('textbox', { name: 'Processos seletivos abertos (máximo)' }).fill('3');
  await page.getByRole('button', { name: 'Adicionar recurso' }).click();
  await page.getByRole('textbox', { name: 'Recurso 1' }).fill('Ranking por afinidade de valores');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(page.getByText('Plano cadastrado', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(planName);
  const planRow = page.getByRole('row').filter({ hasText: planName });
  await expect(planRow).toContainText('R$ 1.200,00');
  await expect(planRow).toContainText('Ativo');

  await page.goto('/dashboard/vouchers');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Novo voucher' }).click();
  await expect(page.getByRole('heading', { name: 'Novo voucher', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código' }).fill(code.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveValue(code);
  await page.getByRole('textbox', { name: 'Desconto em porcentagem' }).fill('25');
  await page.getByRole('checkbox', { name: `Vale para o plano ${planName}` }).check();
  const previewRow = page.getByRole('row').filter({ hasText: planName });
  await expect(previewRow).toContainText('R$ 300,00');
  await expect(previewRow).toContainText('R$ 900,00');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar voucher' }).click();
  await expect(page.getByText('Voucher cadastrado', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por código ou descrição' }).fill(code);
  const voucherRow = page.getByRole('row').filter({ hasText: code });
  await expect(voucherRow).toContainText('25%');
  await expect(voucherRow).toContainText('0 / ∞');
  await expect(voucherRow).toContainText(planName);
  await voucherRow.click();
  await expect(page.getByRole('heading', { name: 'Editar voucher', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Vale para o plano ${planName}` })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/pricing');
  const card = page.getByRole('article', { name: planName });
  await expect(card).toContainText('R$ 1.200,00');
  await expect(card).toContainText('Até 3 processos seletivos abertos');
  await expect(card).toContainText('Ranking por afinidade de valores');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('link', { name: `Assinar o plano ${planName}` }).click();

  await expect(page.getByRole('heading', { name: 'Contratação de plano', level: 1 })).toBeVisible();
  await expect(page.getByText('Ainda não existe gateway de pagamento')).toBeVisible();
  await expect(
    page.getByText('um administrador a ativa depois de confirmar o pagamento'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Empresa' }).fill(company.legalName);
  await page.getByRole('option', { name: company.legalName }).click();
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('R$ 1.200,00');
  await page.getByRole('textbox', { name: 'Código do voucher (opcional)' }).fill('nao-existe');
  await page.getByRole('button', { name: 'Aplicar voucher' }).click();
  await expect(page.getByText('Voucher NAO-EXISTE recusado: não encontrado.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Código do voucher (opcional)' }).fill(code);
  await page.getByRole('button', { name: 'Aplicar voucher' }).click();
  await expect(page.getByText(`Voucher ${code} aplicado: desconto de R$ 300,00.`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText(`R$ 300,00 (voucher ${code})`);
  await expect(summary).toContainText('R$ 900,00');
  await page.getByRole('button', { name: 'Criar assinatura pendente' }).click();
  await expect(page.getByText('Escolha a forma de pagamento')).toBeVisible();
  await page.getByRole('radio', { name: 'PIX' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Criar assinatura pendente' }).click();
  await expect(page.getByText('Assinatura registrada como pendente')).toBeVisible();
  await page.getByRole('link', { name: 'Ver assinatura no painel' }).click();

  await expect(
    page.getByRole('heading', { name: `Assinatura de ${company.legalName}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Pendente', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ativar?' });
  await expect(dialog).toContainText('O status passará de "Pendente" para "Ativa".');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status alterado para Ativa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como inadimplente' })).toBeVisible();

  await page.goto('/dashboard/subscriptions');
  await expect(page.getByRole('heading', { name: 'Assinaturas', level: 1 })).toBeVisible();
  // The MRR counts this subscription: it is loaded (R$) and above zero.
  await expect(page.getByTestId('mrr')).toHaveText(/R\$/);
  await expect(page.getByTestId('mrr')).not.toHaveText('R$ 0,00');
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Ativa' }).click();
  await page
    .getByRole('textbox', { name: 'Buscar por empresa, CNPJ, plano ou voucher' })
    .fill(company.legalName);
  const row = page.getByRole('row').filter({ hasText: company.legalName });
  await expect(row).toContainText('Ativa');
  await expect(row).toContainText(`R$ 900,00 (voucher ${code})`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'Pendente' })
    .click();
  await expect(page.getByText('Nenhum registro corresponde à busca e aos filtros')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The dashboard's "Assinaturas ativas" card links here with ?status=active.
  await page.goto('/dashboard/subscriptions?status=active');
  const statusChips = page.getByRole('group', { name: 'Status' });
  await expect(statusChips.getByRole('button', { name: 'Ativa' })).toHaveClass(
    /MuiChip-colorPrimary/,
  );
  await expect(statusChips.getByRole('button', { name: 'Todos' })).not.toHaveClass(
    /MuiChip-colorPrimary/,
  );
  await page
    .getByRole('textbox', { name: 'Buscar por empresa, CNPJ, plano ou voucher' })
    .fill(company.legalName);
  await expect(page.getByRole('row').filter({ hasText: company.legalName })).toContainText('Ativa');
});

test('a subscription made in the dashboard goes through its lifecycle: active, past due, renewed, cancelled', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const headers = { authorization: `Bearer ${adminSession.accessToken}` };
  const planName = `Plano Trimestral ${tag()}`;
  const created = await request.post('/api/plans', {
    headers,
    data: { name: planName, priceCents: 30000, interval: 'quarterly' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = await createActiveCompany(request, adminSession.accessToken);

  await page.goto('/dashboard/subscriptions/new');
  await expect(page.getByRole('heading', { name: 'Nova assinatura', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Criar assinatura' }).click();
  await expect(page.getByText('Escolha a empresa')).toBeVisible();
  await expect(page.getByText('Escolha o plano', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('combobox', { name: 'Empresa' }).fill(company.legalName);
  await page.getByRole('option', { name: company.legalName }).click();
  await page.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option', { name: planName }).click();
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('R$ 300,00');
  await page.getByRole('button', { name: 'Criar assinatura' }).click();
  await expect(page.getByText('Assinatura criada como pendente')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Assinatura de ${company.legalName}`, level: 1 }),
  ).toBeVisible();

  const move = async (button: string, to: string) => {
    const changed = page.getByText(`Status alterado para ${to}`);
    // An earlier move to the same status may still show its message: this move's must be the only one.
    await expect(changed).toHaveCount(0);
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(changed).toBeVisible();
  };
  await move('Ativar', 'Ativa');
  await move('Marcar como inadimplente', 'Inadimplente');
  await expectNoSeriousA11yViolations(page);
  await move('Regularizar', 'Ativa');

  await page.getByRole('button', { name: 'Renovar' }).click();
  await page
    .getByRole('dialog', { name: 'Renovar assinatura?' })
    .getByRole('button', { name: 'Renovar' })
    .click();
  await expect(page.getByText(/Assinatura renovada até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'PIX' }).click();
  await page.getByRole('button', { name: 'Salvar forma de pagamento' }).click();
  await expect(page.getByText('Forma de pagamento atualizada')).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
  await expect(cancel.getByRole('radio', { name: /No fim do período/ })).toBeChecked();
  await cancel.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(cancel.getByText('Informe o motivo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cancel.getByRole('textbox', { name: 'Motivo' }).fill('A empresa pediu para não renovar');
  await cancel.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByText(/A assinatura será cancelada em/)).toBeVisible();
  await expect(page.getByText('Cancelamento agendado')).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(cancel.getByRole('radio', { name: /No fim do período/ })).toBeDisabled();
  await cancel.getByRole('radio', { name: 'Cancelar agora' }).check();
  await cancel.getByRole('textbox', { name: 'Motivo' }).fill('Encerrada a pedido');
  await cancel.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByText('Assinatura cancelada', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renovar' })).toHaveCount(0);
});

const createPlan = async (
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown>,
): Promise<{ id: string; name: string }> => {
  const response = await request.post('/api/plans', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Plano ${tag()}`, priceCents: 30000, interval: 'monthly', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
};

test('a company picked by typing fast and taking the first suggestion at once is the one typed', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const plan = await createPlan(request, token, {});
  const label = tag();
  // Sorted by name, an unfiltered list starts long before "Zulu": a stale list offers another.
  const alfa = await createActiveCompany(request, token, {
    legalName: `Alfa Picker ${label} Ltda`,
  });
  const zulu = await createActiveCompany(request, token, {
    legalName: `Zulu Picker ${label} Ltda`,
  });

  await page.goto('/dashboard/subscriptions/new');
  await expect(page.getByRole('heading', { name: 'Nova assinatura', level: 1 })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Empresa' });
  await picker.click();
  await expect(page.getByRole('option').first()).toBeVisible();

  // Enter before the answer picks nothing stale; once the answer is in, Enter picks its first row.
  // On a loaded machine the answer may already be in when Enter arrives: then it picked that row.
  const alfaPicked = new RegExp(`^Alfa Picker ${label} Ltda · `);
  await picker.fill(alfa.legalName);
  await picker.press('Enter');
  if (!alfaPicked.test(await picker.inputValue())) {
    await expect(page.getByRole('option', { name: new RegExp(alfa.legalName) })).toBeVisible();
    await picker.press('Enter');
  }
  await expect(picker).toHaveValue(alfaPicked);

  await picker.fill(zulu.legalName);
  await page.getByRole('option').first().click();
  await expect(picker).toHaveValue(new RegExp(`^Zulu Picker ${label} Ltda · `));
  await expect(page.getByText('Escolha a empresa')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option', { name: plan.name }).click();
  await page.getByRole('radio', { name: 'PIX' }).check();
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText(`Zulu Picker ${label} Ltda`);
  await expect(summary).toContainText(plan.name);
  await expect(summary).toContainText('Sem voucher');
  await page.getByRole('button', { name: 'Criar assinatura' }).click();
  await expect(
    page.getByRole('heading', { name: `Assinatura de ${zulu.legalName}`, level: 1 }),
  ).toBeVisible();
});

guestTest(
  'a visitor sees the plans on /payment, checks a voucher, and signs in to subscribe with them',
  async ({ page, request, adminSession }) => {
    test.slow();
    const token = adminSession.accessToken;
    const plan = await createPlan(request, token, {
      name: `Plano Público ${tag()}`,
      priceCents: 50000,
      maxOpenProcesses: 2,
      maxApplicationsPerProcess: 2000,
      features: [
        '2 processos seletivos abertos',
        'Até 2.000 inscrições por processo',
        'Prova personalizada',
      ],
    });
    const code = `PUB-${tag()}`;
    const voucher = await request.post('/api/vouchers', {
      headers: { authorization: `Bearer ${token}` },
      data: { code, discountType: 'percent', discountValue: 20, planIds: [plan.id] },
    });
    expect(voucher.status(), await voucher.text()).toBe(201);

    // /pricing says each limit once, numbers the pt-BR way.
    await page.goto('/pricing');
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByRole('listitem')).toHaveText([
      'Até 2 processos seletivos abertos',
      'Até 2.000 candidaturas por processo',
      'Prova personalizada',
    ]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await card.getByRole('link', { name: `Assinar o plano ${plan.name}` }).click();

    // /payment is public: the plans and the voucher check, no login screen.
    await expect(
      page.getByRole('heading', { name: 'Contratação de plano', level: 1 }),
    ).toBeVisible();
    const planSelect = page.getByRole('combobox', { name: 'Plano' });
    await expect(planSelect).toContainText(plan.name);
    await planSelect.click();
    await expect(page.getByRole('option', { name: new RegExp(plan.name) })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Não informado' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const codeField = page.getByRole('textbox', { name: 'Código do voucher (opcional)' });
    await codeField.fill('nao-existe');
    await page.getByRole('button', { name: 'Aplicar voucher' }).click();
    await expect(
      page.getByText('Voucher NAO-EXISTE recusado: não encontrado ou não vale para este plano.'),
    ).toBeVisible();
    await codeField.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar voucher' }).click();
    await expect(page.getByText(`Voucher ${code} aplicado: desconto de R$ 100,00.`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumo' });
    await expect(summary).toContainText(`R$ 100,00 (voucher ${code})`);
    await expect(summary).toContainText('R$ 400,00');
    await expectNoSeriousA11yViolations(page);

    // Subscribing a company is an administrator's act: sign in, and come back with the same choices.
    await page.getByRole('link', { name: 'Entrar para contratar' }).click();
    await expect(
      page.getByRole('heading', { name: 'Realize seu login para continuar' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?plan=${plan.id}&voucher=${code}$`));
    await expect(page.getByRole('heading', { name: 'Dados da assinatura' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Plano' })).toContainText(plan.name);
    await expect(codeField).toHaveValue(code);
    await expect(page.getByText(`Voucher ${code} aplicado: desconto de R$ 100,00.`)).toBeVisible();
    await expect(summary).toContainText('Nenhuma empresa escolhida');
    await expect(summary).toContainText('R$ 400,00');
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Ir para o painel' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toHaveCount(0);
  },
);
