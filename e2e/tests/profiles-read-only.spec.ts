import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { adminTest as test, adminWithProfile, expect, pageOf } from '../support/fixtures';
import { companyWithPlan, createProcess, enrol, openProcess } from '../support/processes';
import { createCandidate } from '../support/registry';

const AUDITORIA = BUILT_IN_PROFILES[1].id;

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * A profile that reads processes and weights but changes neither (the built-in Auditoria) sees
 * the board without any way to move a card, and the weights form disabled, each saying why; the
 * Super-administrador still drags.
 */
test('an Auditoria administrator sees the board without moving cards and the weights without saving them', async ({
  page,
  request,
  browser,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);
  const process = await createProcess(request, token, company.id);
  await openProcess(request, token, process.id);
  const person = await createCandidate(request, token, {
    name: `Olga Leitura ${process.id.slice(0, 6)}`,
  });
  await enrol(request, token, process.id, person.id);
  const board = `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`;

  // The Super-administrador has the drag handle and 'Mover para' the auditor will not.
  await page.goto(board);
  await expect(page.getByRole('button', { name: `Arrastar ${person.name}` })).toBeVisible();
  await expect(page.locator('[aria-roledescription="draggable"]')).not.toHaveCount(0);

  const auditor = await adminWithProfile(request, token, AUDITORIA);
  const { context, page: auditorPage } = await pageOf(browser, auditor);
  await auditorPage.goto(board);
  const card = auditorPage.getByTestId('kanban-card').filter({ hasText: person.name });
  await expect(card).toBeVisible();
  await expect(auditorPage.getByText('Seu perfil não permite mover candidaturas.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Arrastar ${person.name}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Mover ${person.name} para` })).toHaveCount(0);
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  // Nothing on the board can be picked up, by the keyboard either.
  await expect(auditorPage.locator('[aria-roledescription="draggable"]')).toHaveCount(0);
  await expect(
    auditorPage.getByRole('button', { name: 'Desfazer última movimentação' }),
  ).toBeDisabled();

  await auditorPage.goto('/dashboard/settings/weights');
  await expect(
    auditorPage.getByText('Seu perfil permite ver os pesos, não alterá-los.'),
  ).toBeVisible();
  await expect(auditorPage.getByRole('spinbutton', { name: 'Requisitos' })).toBeDisabled();
  await expect(auditorPage.getByRole('button', { name: 'Salvar pesos' })).toBeDisabled();
  await context.close();
});
