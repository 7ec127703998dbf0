import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { createCompany } from '../support/registry';

const tag = () => randomUUID().slice(0, 8);

test('the audit trail reads as Portuguese: actor, action, entity, the record by name and each change by its label', async ({
  page,
  request,
  adminSession,
}) => {
  const id = tag();
  const company = await createCompany(request, adminSession.accessToken, {
    legalName: `Clínica Auditada ${id} de Medicina Diagnóstica e Laboratorial do Paraná Ltda`,
  });
  const approved = await request.post(`/api/companies/${company.id}/status`, {
    headers: { authorization: `Bearer ${adminSession.accessToken}` },
    data: { status: 'active' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto('/dashboard/logsAudit');
  // Found by the record's name typed without its accent.
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`clinica auditada ${id}`);
  const approval = page.getByRole('row').filter({ hasText: 'aprovou' });
  await expect(approval).toContainText('Empresa');
  await expect(approval.getByRole('link', { name: company.legalName })).toHaveAttribute(
    'href',
    `/dashboard/companies/${company.id}`,
  );
  // The search applied: no row of another record is left (the list keeps its rows until the answer).
  await expect(
    page.getByRole('row').filter({ hasText: 'admin@' }).filter({ hasNotText: company.legalName }),
  ).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'criou' })).toContainText(company.legalName);
  await expect(page.getByRole('table')).not.toContainText(company.id);
  // No cell is cut off: a long value wraps within it.
  const cutOff = await page
    .getByRole('cell')
    .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
  expect(cutOff).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await approval.getByText('aprovou').click();
  const drawer = page.getByRole('dialog', { name: 'Auditoria' });
  await expect(drawer).toContainText('Administrador');
  await expect(drawer.getByRole('definition').filter({ hasText: '→' })).toHaveText(
    'Pendente → Ativa',
  );
  await expect(drawer.getByRole('term').filter({ hasText: 'Status' })).toBeVisible();
  await expect(drawer).not.toContainText(company.id);
  await expect(drawer).not.toContainText('{');
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(drawer).toBeHidden();

  // A row opens from the keyboard too.
  await approval.focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('term').filter({ hasText: 'Status' })).toBeVisible();
});
