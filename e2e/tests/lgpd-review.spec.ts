import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { openProcessWith } from '../support/processes';

/** SHOTS_DIR set: the new screens are saved there too, to be looked at. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

test.use({ viewport: { width: 1440, height: 900 } });

test("an application's score is explained in sentences, and a review asked for opens an LGPD request linked to it (art. 20)", async ({
  page,
  request,
  adminSession,
}) => {
  test.slow();
  const { process, candidates } = await openProcessWith(request, adminSession.accessToken, ['Quitéria']);
  const name = candidates[0]!.name;
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}?aba=classificacao`);
  await page.getByRole('table', { name: 'Classificação' }).getByRole('row').filter({ hasText: name }).click();
  const explanation = page.getByRole('region', { name: 'Como esta nota foi calculada' });
  await expect(explanation.getByText(/^A nota vai de 0 a 100/)).toBeVisible();
  await expect(explanation.getByText(/^Teste de competências: ainda sem nota \(conta 0\), peso \d+ \(100% da nota\), soma 0 pontos\. Mede a média das competências/)).toBeVisible();
  await expect(explanation.getByText('Nenhuma avaliação tem nota ainda: a candidatura ainda não tem nota ponderada nem posição no ranking.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'revisao-gaveta-1440-claro');

  await explanation.getByRole('button', { name: 'Pedir revisão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pedir revisão da nota' });
  await dialog.getByRole('button', { name: 'Registrar pedido de revisão' }).click();
  await expect(dialog.getByText('Diga o que o profissional contesta')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Como a identidade foi confirmada' }).fill('Documento com foto conferido por videochamada');
  await dialog.getByRole('textbox', { name: 'O que o profissional contesta' }).fill('Acha que a nota do teste de valores está errada');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Registrar pedido de revisão' }).click();

  await expect(page.getByText('Pedido de revisão registrado')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Solicitação de ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Revisão de decisão automatizada (art. 20)')).toBeVisible();
  const contested = page.getByRole('region', { name: 'Candidatura contestada' });
  await expect(contested.getByText(`${process.title}: ainda sem nota ponderada.`)).toBeVisible();
  await expect(contested.getByRole('link', { name: 'Ver no ranking do processo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'revisao-solicitacao-1440-claro');

  // In the desk's queue, by its right.
  await page.goto('/dashboard/lgpd-requests');
  await page.getByRole('textbox', { name: 'Buscar por nome do profissional' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Revisão de decisão automatizada (art. 20)');
  await expect(row).toContainText('Recebida');
});
