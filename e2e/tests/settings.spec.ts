import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';

type Weights = Record<string, number>;

test('weights are saved only after confirming the re-ranking, and leaving with unsaved weights warns', async ({
  page,
  request,
  adminSession,
}) => {
  const headers = { authorization: `Bearer ${adminSession.accessToken}` };
  const stored = async () =>
    (
      (await (await request.get('/api/settings/weights', { headers })).json()) as {
        weights: Weights;
      }
    ).weights;
  const original = await stored();
  const { requirements = 0, questions = 0 } = original;
  // One point moves from one assessment to another: the sum stays 100.
  const [from, to] =
    requirements > 0
      ? ['Requisitos', 'Perguntas auxiliares']
      : ['Perguntas auxiliares', 'Requisitos'];
  const fromValue = from === 'Requisitos' ? requirements : questions;
  const toValue = from === 'Requisitos' ? questions : requirements;

  try {
    await page.goto('/dashboard/settings/weights');
    await expect(
      page.getByRole('heading', { name: 'Pesos das avaliações', level: 1 }),
    ).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar pesos' });
    await expect(save).toBeDisabled();
    await page.getByRole('spinbutton', { name: from }).fill(String(fromValue - 1));
    await page.getByRole('spinbutton', { name: to }).fill(String(toValue + 1));
    await expect(page.getByText('Soma: 100 de 100')).toBeVisible();

    // Leaving inside the app asks; staying keeps what was typed.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Início' }).first().click();
    await expect.poll(() => asked).toBe('Há alterações não salvas. Sair mesmo assim?');
    await expect(page).toHaveURL(/\/settings\/weights$/);
    await expect(page.getByRole('spinbutton', { name: from })).toHaveValue(String(fromValue - 1));

    // Saving says what happens and what changes, and waits for the confirmation.
    await save.click();
    const confirm = page.getByRole('dialog', {
      name: 'Salvar os pesos e recalcular as classificações?',
    });
    await expect(confirm).toContainText('todas as inscrições, em todos os processos seletivos');
    await expect(confirm).toContainText(`${from}: ${fromValue} → ${fromValue - 1}`);
    await expect(confirm).toContainText(`${to}: ${toValue} → ${toValue + 1}`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    expect(await stored()).toEqual(original);

    await save.click();
    await confirm.getByRole('button', { name: 'Salvar e recalcular' }).click();
    await expect(
      page.getByText('Pesos salvos: as classificações foram recalculadas'),
    ).toBeVisible();
    expect((await stored())[from === 'Requisitos' ? 'requirements' : 'questions']).toBe(
      fromValue - 1,
    );

    // Saved: leaving asks nothing.
    await page.getByRole('link', { name: 'Início' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/dashboarding$/);
  } finally {
    const restored = await request.put('/api/settings/weights', { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
