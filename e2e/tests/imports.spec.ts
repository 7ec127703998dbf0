import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { formatCpf } from '@hub/contract/br';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { randomCnpj, randomCpf } from '../support/registry';

const tag = () => randomUUID().slice(0, 8);

/** Sends a file from the list's 'Importar planilha' and confirms the suggested columns. */
const uploadAndVerify = async (
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  await page.getByLabel('Planilha (CSV ou XLSX)').setInputFiles(file);
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('heading', { name: 'Associar as colunas' })).toBeVisible();
  await page.getByRole('button', { name: 'Verificar as linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Conferir e importar' })).toBeVisible();
};

test('a Windows-1252 CSV of professionals separated by semicolons: preview, import of the valid rows, the failed rows fixed and imported again', async ({
  page,
}) => {
  test.slow();
  const city = `São José ${tag()}`;
  const good = randomCpf();
  const broken = randomCpf();
  const lines = [
    'Nome;CPF;E-mail;Celular;Município;UF;Nascimento',
    `Conceição Araújo;${formatCpf(good)};conceicao-${tag()}@exemplo.com.br;(11) 98765-4321;${city};SP;15/03/1990`,
    `Íris Gonçalves;${formatCpf(broken)};email-quebrado;(11) 98765-4321;${city};SP;15/03/1991`,
  ];
  const csv = iconv.encode(lines.join('\r\n'), 'win1252');

  await page.goto('/dashboard/users/candidates');
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await expect(
    page.getByRole('heading', { name: 'Importação de profissionais', level: 1 }),
  ).toBeVisible();
  await uploadAndVerify(page, { name: 'profissionais.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText('CSV (Windows-1252, ponto e vírgula)').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Linhas da planilha verificadas' });
  await expect(table.getByRole('row').filter({ hasText: 'Conceição Araújo' })).toContainText(
    'Novo',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Íris Gonçalves' })).toContainText(
    'E-mail: O email deve ser um endereço de email válido',
  );
  await expectNoSeriousA11yViolations(page);

  // Nothing is imported half-way unless asked: the button waits for the choice.
  const importButton = page.getByRole('button', { name: 'Importar 1 linha' });
  await expect(importButton).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Importar só a 1 linha válida' }).check();
  await importButton.click();
  await expect(page.getByRole('heading', { name: 'Relatório da importação' })).toBeVisible();
  const report = page.getByRole('table', { name: 'Resultado de cada linha' });
  await expect(report.getByRole('row').filter({ hasText: 'Íris Gonçalves' })).toContainText(
    'Falhou',
  );
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar linhas com erro (CSV)' }).click();
  const failed = fs.readFileSync(await (await download).path(), 'utf8');
  expect(failed.startsWith('\uFEFFNome;CPF;E-mail;Celular;Município;UF;Nascimento;Erros\r\n')).toBe(
    true,
  );
  expect(failed).toContain('Íris Gonçalves');
  expect(failed).toContain('E-mail: O email deve ser um endereço de email válido');
  const fixed = failed.replace('email-quebrado', `iris-${tag()}@exemplo.com.br`);

  await page.goto('/dashboard/users/candidates');
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await uploadAndVerify(page, {
    name: 'profissionais-corrigidos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(fixed, 'utf8'),
  });
  await expect(page.getByText('CSV (UTF-8, ponto e vírgula)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Importar 1 linha' }).click();
  await expect(page.getByRole('heading', { name: 'Relatório da importação' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Resultado de cada linha' })
      .getByRole('row')
      .filter({ hasText: 'Íris Gonçalves' }),
  ).toContainText('Criado');

  await page.goto(`/dashboard/users/candidates?city=${encodeURIComponent(city)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Conceição Araújo' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Íris Gonçalves' })).toBeVisible();
});

test('an XLSX of companies: its dates and numbers read, a registered company updated, and the import undone', async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const token = adminSession.accessToken;
  const existingCnpj = randomCnpj();
  const existing = await request.post('/api/companies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      legalName: `Antiga ${tag()} Ltda`,
      cnpj: existingCnpj,
      email: `antiga-${tag()}@exemplo.com.br`,
    },
  });
  expect(existing.status()).toBe(201);
  const newName = `Nova Planilha ${tag()} Ltda`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Empresas');
  sheet.addRow(['Razão social', 'CNPJ', 'E-mail', 'Município', 'UF', 'Porte']);
  sheet.addRow([
    newName,
    randomCnpj(),
    `nova-${tag()}@exemplo.com.br`,
    'Curitiba',
    'PR',
    'Microempresa',
  ]);
  sheet.addRow(['Ignorado', existingCnpj, `outro-${tag()}@exemplo.com.br`, 'Londrina', 'PR', '']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.goto('/dashboard/companies');
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await uploadAndVerify(page, {
    name: 'empresas.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByText('já cadastrado', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Atualizar só os campos vazios' }).check();
  await page.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Relatório da importação' })).toBeVisible();
  const report = page.getByRole('table', { name: 'Resultado de cada linha' });
  await expect(report.getByRole('row').filter({ hasText: newName })).toContainText('Criado');
  await expect(report.getByRole('row').filter({ hasText: existingCnpj })).toContainText(
    'Atualizado',
  );

  await page.getByRole('button', { name: 'Desfazer importação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByRole('heading', { name: 'Importação desfeita' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Linhas ao desfazer' })
      .getByRole('row')
      .filter({ hasText: newName }),
  ).toContainText('Removido');

  await page.goto(`/dashboard/companies?key=${encodeURIComponent(newName)}`);
  await expect(page.getByText('Nenhum registro corresponde à busca e aos filtros')).toBeVisible();
});
