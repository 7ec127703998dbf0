import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { openProcessWith } from '../support/processes';

test.use({ viewport: { width: 1440, height: 900 } });

/** Day, month and year of a day `days` ahead, as the picker's sections take them (dd mm aaaa). */
const dayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { digits: `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${date.getUTCFullYear()}`, label: `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}` };
};

/** Books from a board card's menu: the date typed section by section, the link, the first interviewer. */
const bookFromCard = async (page: Page, name: string, when: string) => {
  await page.getByRole('button', { name: `Ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Agendar entrevista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar entrevista' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(when);
  await dialog.getByRole('textbox', { name: 'Link da reunião' }).fill('https://meet.example.com/e2e-entrevista');
  await dialog.getByRole('combobox', { name: 'Entrevistadores' }).click();
  await page.getByRole('option').first().click();
  return dialog;
};

test('an interview is booked from a board card, a conflict is named before booking anyway, and the tab lists and cancels', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const { process, candidates } = await openProcessWith(request, token, ['Ana', 'Bruno']);
  const [ana, bruno] = candidates;
  if (!ana || !bruno) throw new Error('no candidates');
  const day = dayAhead(10);

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`);
  const dialog = await bookFromCard(page, ana.name, `${day.digits}1400`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Entrevista agendada e convite enviado')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The invitation reaches the professional with its calendar part.
  const mail = await waitForMail(ana.email, 'Entrevista agendada');
  expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  expect(mail).toContain('TZID=America/Sao_Paulo');

  // Half an hour later with the same interviewer: the conflict is named, then booked anyway.
  const second = await bookFromCard(page, bruno.name, `${day.digits}1430`);
  await second.getByRole('button', { name: 'Agendar' }).click();
  const conflict = page.getByRole('dialog', { name: 'Conflito de horário' });
  await expect(conflict).toContainText(`já tem entrevista`);
  await expect(conflict).toContainText(`${day.label} às 14:00`);
  await conflict.getByRole('button', { name: 'Agendar mesmo assim' }).click();
  // Ana's toast may still be on screen beside Bruno's: the tab below shows both booked.
  await expect(conflict).toBeHidden();
  await expect(page.getByText('Entrevista agendada e convite enviado').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Entrevistas' }).click();
  const table = page.getByRole('table', { name: 'Entrevistas' });
  const anaRow = table.getByRole('row').filter({ hasText: ana.name });
  const brunoRow = table.getByRole('row').filter({ hasText: bruno.name });
  await expect(anaRow).toContainText(`${day.label} às 14:00 · 60 min`);
  await expect(anaRow).toContainText('Online');
  await expect(brunoRow).toContainText('Agendada');

  await brunoRow.getByRole('button', { name: `Cancelar a entrevista de ${bruno.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar entrevista?' });
  await confirm.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Conflito de agenda');
  await confirm.getByRole('button', { name: 'Cancelar entrevista' }).click();
  await expect(page.getByText('Entrevista cancelada e participantes avisados')).toBeVisible();
  await expect(brunoRow).toContainText('Cancelada');
  await expect(brunoRow.getByRole('button', { name: /Remarcar/ })).toHaveCount(0);
  await expect(anaRow.getByRole('button', { name: `Remarcar a entrevista de ${ana.name}` })).toBeVisible();
});

test("several applications ticked in the ranked table are booked one after another, and the professional's record reschedules one", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const { process, candidates } = await openProcessWith(request, token, ['Carla', 'Diego']);
  const [carla, diego] = candidates;
  if (!carla || !diego) throw new Error('no candidates');
  const day = dayAhead(12);

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`);
  await page.getByRole('tab', { name: 'Classificação' }).click();
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await expect(page.getByRole('table', { name: 'Classificação' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Selecionar ${carla.name}` }).check();
  await expect(bar).toContainText('1 candidatura selecionada');
  await page.getByRole('checkbox', { name: `Selecionar ${diego.name}` }).check();
  await expect(bar).toContainText('2 candidaturas selecionadas');
  await bar.getByRole('button', { name: 'Agendar entrevistas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar entrevista' });
  await expect(dialog).toContainText('2 candidaturas, uma entrevista após a outra');
  await dialog.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(`${day.digits}0900`);
  await dialog.getByRole('textbox', { name: 'Duração de cada entrevista (minutos)' }).fill('45');
  await dialog.getByRole('combobox', { name: 'Formato' }).click();
  await page.getByRole('option', { name: 'Presencial' }).click();
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua XV de Novembro, 100, Curitiba');
  await dialog.getByRole('combobox', { name: 'Entrevistadores' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('2 entrevistas agendadas e convites enviados')).toBeVisible();

  await page.getByRole('tab', { name: 'Entrevistas' }).click();
  const table = page.getByRole('table', { name: 'Entrevistas' });
  const slots = [carla, diego].map((person) => table.getByRole('row').filter({ hasText: person.name }));
  await expect(slots[0]!).toContainText(`${day.label} às 09:00 · 45 min`);
  await expect(slots[1]!).toContainText(`${day.label} às 09:45 · 45 min`);
  await expect(slots[1]!).toContainText('Presencial');

  // From Diego's record: the Entrevistas tab, and a reschedule to the afternoon.
  await page.goto(`/dashboard/users/candidates/${diego.id}`);
  await page.getByRole('tab', { name: 'Entrevistas' }).click();
  const own = page.getByRole('table', { name: 'Entrevistas' }).getByRole('row').filter({ hasText: process.title });
  await expect(own).toContainText(`${day.label} às 09:45`);
  await expectNoSeriousA11yViolations(page);
  await own.getByRole('button', { name: `Remarcar a entrevista de ${diego.name}` }).click();
  const moving = page.getByRole('dialog', { name: 'Remarcar entrevista' });
  await moving.getByRole('spinbutton', { name: 'Horas' }).click();
  await page.keyboard.type('1530');
  await moving.getByRole('button', { name: 'Remarcar' }).click();
  await expect(page.getByText('Entrevista remarcada e convite atualizado enviado')).toBeVisible();
  await expect(own).toContainText(`${day.label} às 15:30`);
  await waitForMail(diego.email, 'Entrevista remarcada');
});
