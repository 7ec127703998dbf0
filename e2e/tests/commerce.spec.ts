import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';

const tag = () => randomUUID().slice(0, 8).toUpperCase();

test('a plan and a voucher are created in the UI, and the voucher previews its discount', async ({
  page,
}) => {
  test.slow();
  const planName = `Plano E2E ${tag()}`;
  const code = `E2E-${tag()}`;

  await page.goto('/dashboard/plans');
  await expect(page.getByRole('heading', { name: 'Planos', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Novo plano' }).click();
  await expect(page.getByRole('heading', { name: 'Novo plano', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).fill(planName);
  await page.getByRole('textbox', { name: 'Preço por período' }).fill('dez reais');
  await page.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(page.getByText('Valor inválido: use, por exemplo, 1.234,56')).toBeVisible();
  await page.getByRole('textbox', { name: 'Preço por período' }).fill('1.200,00');
  await page.getByRole('textbox', { name: 'Processos seletivos abertos (máximo)' }).fill('3');
  await page.getByRole('button', { name: 'Adicionar recurso' }).click();
  await page.getByRole('textbox', { name: 'Recurso 1' }).fill('Ranking por afinidade de valores');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(page.getByText('Plano cadastrado')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(planName);
  const planRow = page.getByRole('row').filter({ hasText: planName });
  await expect(planRow).toContainText('R$ 1.200,00');
  await expect(planRow).toContainText('Ativo');

  await page.goto('/dashboard/vouchers');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Novo voucher' }).click();
  await page.getByRole('textbox', { name: 'Código' }).fill(code.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveValue(code);
  await page.getByRole('textbox', { name: 'Desconto em porcentagem' }).fill('25');
  await page.getByRole('checkbox', { name: `Vale para o plano ${planName}` }).check();
  const previewRow = page.getByRole('row').filter({ hasText: planName });
  await expect(previewRow).toContainText('R$ 300,00');
  await expect(previewRow).toContainText('R$ 900,00');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar voucher' }).click();
  await expect(page.getByText('Voucher cadastrado')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por código ou descrição' }).fill(code);
  const voucherRow = page.getByRole('row').filter({ hasText: code });
  await expect(voucherRow).toContainText('25%');
  await expect(voucherRow).toContainText('0 / ∞');
  await voucherRow.click();
  await expect(page.getByRole('heading', { name: 'Editar voucher', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Vale para o plano ${planName}` })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});
