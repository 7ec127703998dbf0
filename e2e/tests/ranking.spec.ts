import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { openProcessWith } from '../support/processes';

test.use({ viewport: { width: 1440, height: 900 } });

test('the ranked table is a list like the others: its tab, search and filters live in the URL, so a reload and Back open the same rows', async ({
  page,
  request,
  adminSession,
}) => {
  const { process, candidates } = await openProcessWith(request, adminSession.accessToken, [
    'Ângela',
    'Bruno',
  ]);
  const [angela, bruno] = candidates.map((candidate) => candidate.name);
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`);
  await page.getByRole('tab', { name: 'Classificação' }).click();
  await expect(page).toHaveURL(/aba=classificacao/);
  const table = page.getByRole('table', { name: 'Classificação' });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Accents ignored, as in every other list; the search settles into the URL.
  await page.getByRole('textbox', { name: 'Buscar profissional por nome ou email' }).fill('angela');
  await expect(page).toHaveURL(/key=angela/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(angela ?? '');
  await page.getByRole('button', { name: 'Ativa', exact: true }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Classificação' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('textbox', { name: 'Buscar profissional por nome ou email' }),
  ).toHaveValue('angela');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Another tab is a step Back undoes, with the rows as they were.
  await page.getByRole('tab', { name: 'Quadro' }).click();
  await expect(page).not.toHaveURL(/aba=/);
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(angela ?? '');

  // A filter no application matches says so, and clears in one click.
  await page.getByRole('button', { name: 'Reprovada', exact: true }).click();
  await expect(page.getByText('Nenhum registro corresponde à busca e aos filtros')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Sorted by name on the column's header, one way then the other; the order is in the URL too.
  await table.getByRole('button', { name: 'Profissional' }).click();
  await expect(page).toHaveURL(/sort=candidateName/);
  await expect(page).toHaveURL(/order=asc/);
  // In Portuguese order: Ângela before Bruno (byte order put 'Â' after every plain letter).
  await expect(table.getByRole('row').nth(1)).toContainText(angela ?? '');
  await expect(table.getByRole('row').nth(2)).toContainText(bruno ?? '');
  await table.getByRole('button', { name: 'Profissional' }).click();
  await expect(page).not.toHaveURL(/order=asc/);
  await expect(table.getByRole('row').nth(1)).toContainText(bruno ?? '');
  await expect(table.getByRole('row').nth(2)).toContainText(angela ?? '');
  await expectNoSeriousA11yViolations(page);

  // A row opens the application beside the list.
  await table
    .getByRole('row')
    .filter({ hasText: bruno ?? '' })
    .click();
  await expect(page.getByRole('table', { name: 'Composição da nota' })).toBeVisible();
});
