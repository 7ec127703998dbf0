import { randomUUID } from 'node:crypto';
import { formatCpf } from '@hub/contract/br';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { maskCpf } from '@hub/contract/personal-data';
import { ADMIN } from '../support/env';
import { adminTest as test, adminWithProfile, bearer, expect, pageOf } from '../support/fixtures';
import { createCandidate } from '../support/registry';

/*
 * Personal data and profiles (decision 030): an administrator without 'ver dados pessoais
 * completos' sees a professional's CPF masked, reveals it with 'Mostrar', and the reveal is in the
 * audit trail; the Auditoria profile reads without forms or buttons that change anything; a
 * forbidden deep link shows 'Acesso negado' with the way back.
 */

const AUDITORIA = BUILT_IN_PROFILES[1].id;

test("a registry clerk without personal data sees the CPF masked, 'Mostrar' reveals it, and the trail says who saw it", async ({
  page,
  request,
  browser,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const proved = await request.post('/api/account/confirm-identity', {
    headers: bearer(token),
    data: { password: ADMIN.password },
  });
  expect(proved.status()).toBe(204);
  const created = await request.post('/api/access-profiles', {
    headers: bearer(token),
    data: {
      name: `Cadastro sem dados ${randomUUID().slice(0, 6)}`,
      permissions: ['profissionais.ver', 'profissionais.editar', 'empresas.ver'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const profile = (await created.json()) as { id: string };
  const clerk = await adminWithProfile(request, token, profile.id);
  const person = await createCandidate(request, token, {
    name: `Rosa Mascarada ${randomUUID().slice(0, 6)}`,
    phone: '(41) 99123-4567',
  });

  const { context, page: clerkPage } = await pageOf(browser, clerk);
  await clerkPage.goto(`/dashboard/users/candidates/${person.id}`);
  await expect(clerkPage.getByRole('heading', { name: person.name, level: 1 })).toBeVisible();
  await expect(clerkPage.getByText(maskCpf(person.cpf))).toBeVisible();
  await expect(clerkPage.getByText('(**) *****-4567')).toBeVisible();
  await expect(clerkPage.getByText(formatCpf(person.cpf))).toHaveCount(0);
  // What the clerk may not do is not offered: no status moves, no applications tab.
  await expect(clerkPage.getByRole('button', { name: 'Bloquear' })).toHaveCount(0);
  await expect(clerkPage.getByRole('tab', { name: 'Candidaturas' })).toHaveCount(0);

  await clerkPage.getByRole('button', { name: 'Mostrar CPF' }).click();
  await expect(clerkPage.getByText(formatCpf(person.cpf))).toBeVisible();
  await expect(clerkPage.getByText('(41) 99123-4567')).toBeVisible();
  await expect(clerkPage.getByRole('button', { name: /^Mostrar/ })).toHaveCount(0);

  // A deep link to a page of another area: 'Acesso negado' with the way back, no error.
  await clerkPage.goto(`/dashboard/users/candidates/${person.id}/applications`);
  await expect(clerkPage.getByRole('heading', { name: 'Acesso negado', level: 1 })).toBeVisible();
  await expect(clerkPage.getByRole('alert')).toHaveCount(0);
  await clerkPage.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(clerkPage).toHaveURL(/\/dashboard\/dashboarding$/);
  await context.close();

  await page.goto('/dashboard/logsAudit');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(person.name);
  const reveal = page.getByRole('row').filter({ hasText: 'viu os dados pessoais completos de' });
  await expect(reveal).toContainText('Ana Souza');
  await expect(reveal).toContainText(person.name);
  await expect(page.getByRole('table')).not.toContainText(formatCpf(person.cpf));
});

test("the Auditoria profile reads every area, without forms nor buttons that change anything, and a form's link is denied", async ({
  request,
  browser,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const auditor = await adminWithProfile(request, token, AUDITORIA);
  const person = await createCandidate(request, token, { phone: '(11) 97777-1234' });

  const { context, page } = await pageOf(browser, auditor);
  await page.goto('/dashboard/users/candidates');
  await expect(page.getByRole('heading', { name: 'Profissionais', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const shown of ['Empresas', 'Profissionais', 'Planos', 'Auditoria'])
    await expect(nav.getByRole('link', { name: shown })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Cadastrar/ })).toHaveCount(0);

  await page.goto(`/dashboard/users/candidates/${person.id}`);
  await expect(page.getByRole('heading', { name: person.name, level: 1 })).toBeVisible();
  await expect(page.getByText(maskCpf(person.cpf))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar profissional' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bloquear' })).toHaveCount(0);

  await page.goto(`/dashboard/users/candidates/${person.id}/editCandidate`);
  await expect(page.getByRole('heading', { name: 'Acesso negado', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
  await context.close();
});
