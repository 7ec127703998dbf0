import fs from 'node:fs';
import { formatCpf } from '@hub/contract/br';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { createCandidate } from '../support/registry';

test("a data subject's access request is registered by CPF, put under review and answered with their file", async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const candidate = await createCandidate(request, adminSession.accessToken);

  await page.goto('/dashboard/lgpd-requests');
  await expect(page.getByRole('heading', { name: 'Solicitações LGPD', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nova solicitação' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nova solicitação', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'CPF do profissional' }).fill('529.982.247-25');
  await page.getByRole('textbox', { name: 'Como a identidade foi confirmada' }).fill('Documento com foto conferido por videochamada');
  await page.getByRole('button', { name: 'Registrar solicitação' }).click();
  // The field says why (its toast says it too, so the text alone names two elements).
  await expect(page.getByRole('textbox', { name: 'CPF do profissional' })).toHaveAccessibleDescription(
    'Nenhum profissional com este CPF',
  );

  await page.getByRole('textbox', { name: 'CPF do profissional' }).fill(formatCpf(candidate.cpf));
  await page.getByRole('button', { name: 'Registrar solicitação' }).click();
  await expect(page.getByText('Solicitação registrada')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Solicitação de ${candidate.name}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Acesso aos dados')).toBeVisible();
  await expect(page.getByText('Recebida', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Pôr em análise' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status alterado para Em análise')).toBeVisible();

  const document = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar documento (HTML)' }).click();
  const html = fs.readFileSync(await (await document).path(), 'utf8');
  expect(html).toContain(`Dados pessoais de ${candidate.name}`);
  expect(html).toContain(formatCpf(candidate.cpf));
  expect(html).toContain('Empresas com quem os dados foram compartilhados');
  const data = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar dados (JSON)' }).click();
  const file = JSON.parse(fs.readFileSync(await (await data).path(), 'utf8')) as {
    candidate: { name: string; cpf: string };
    sharedWith: unknown[];
  };
  expect(file.candidate).toMatchObject({ name: candidate.name, cpf: candidate.cpf });
  expect(file.sharedWith).toEqual([]);

  await page.getByRole('link', { name: 'Solicitações LGPD' }).first().click();
  await page.getByRole('textbox', { name: 'Buscar por nome do profissional' }).fill(candidate.name);
  const row = page.getByRole('row').filter({ hasText: candidate.name });
  await expect(row).toContainText('Em análise');
  await expect(row).toContainText('Acesso aos dados');
  await expectNoSeriousA11yViolations(page);
});

test("a professional's WhatsApp opt-in is recorded with the text they agreed to, then revoked", async ({
  page,
  request,
  adminSession,
}) => {
  const candidate = await createCandidate(request, adminSession.accessToken, { phone: '(21) 98888-0777' });
  await page.goto(`/dashboard/users/candidates/${candidate.id}/candidateSettings`);
  const card = page.getByRole('region', { name: 'Consentimento para WhatsApp' });
  await expect(card.getByText('Sem consentimento ativo')).toBeVisible();
  await card.getByRole('button', { name: 'Registrar consentimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar consentimento para WhatsApp' });
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Informe o texto que o profissional aceitou')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Texto que o profissional aceitou' }).fill('Aceito receber avisos por WhatsApp.');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Consentimento registrado')).toBeVisible();
  await expect(card.getByText(/^Ativo — \(21\) 98888-0777/)).toBeVisible();
  await expect(card.getByText('Texto aceito: Aceito receber avisos por WhatsApp.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Registrar revogação' }).click();
  const revoke = page.getByRole('dialog', { name: 'Registrar revogação?' });
  await revoke.getByRole('textbox', { name: 'Motivo' }).fill('Pediu por telefone');
  await revoke.getByRole('button', { name: 'Registrar revogação' }).click();
  await expect(page.getByText('Revogação registrada')).toBeVisible();
  await expect(card.getByText('Sem consentimento ativo')).toBeVisible();
  await expect(card.getByText(/revogado em .*: Pediu por telefone/)).toBeVisible();
});

test('a security incident is registered with its notice deadline and its communication recorded', async ({ page }) => {
  const title = `Vazamento de planilha ${Date.now()}`;
  await page.goto('/dashboard/security-incidents/new');
  await expect(page.getByRole('heading', { name: 'Novo incidente', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'O que aconteceu' }).fill('Planilha com dados de profissionais enviada por engano.');
  await page.getByRole('textbox', { name: 'Pessoas afetadas (estimativa)' }).fill('muitas');
  await page.getByRole('textbox', { name: 'Dados pessoais afetados' }).fill('Nome e CPF');
  await page.getByRole('button', { name: 'Registrar incidente' }).click();
  await expect(page.getByText('Informe um número')).toBeVisible();
  await page.getByRole('textbox', { name: 'Pessoas afetadas (estimativa)' }).fill('40');
  await page.getByRole('button', { name: 'Registrar incidente' }).click();
  await expect(page.getByText('Incidente registrado')).toBeVisible();
  await expect(page.getByText(/Comunicar à ANPD e aos titulares até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Registrar comunicação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status alterado para Comunicado')).toBeVisible();
});
