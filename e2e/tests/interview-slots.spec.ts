import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest, expect, settingsEntry, storageWith } from '../support/fixtures';
import { waitForMail, waitForMailLink } from '../support/mail';
import { openProcessWith } from '../support/processes';

/*
 * The professional's slot link (issue 69): offered from the booking dialog ('O profissional
 * escolhe'), mailed, picked on the public page at 390 px without a session, which books the
 * interview; the link then answers that it was used.
 */

const dayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { digits: `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${date.getUTCFullYear()}`, label: `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}` };
};

const shoot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

/** Offers two times from the board card's menu and answers the link mailed to the professional. */
const offerFromBoard = async (page: Page, processId: string, name: string, email: string, days: number) => {
  const day = dayAhead(days);
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${processId}`);
  await page.getByRole('button', { name: `Ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Agendar entrevista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar entrevista' });
  await dialog.getByRole('button', { name: 'O profissional escolhe' }).click();
  const times = dialog.getByRole('group', { name: 'Horários oferecidos' });
  await times.getByRole('spinbutton', { name: 'Dia' }).nth(0).click();
  await page.keyboard.type(`${day.digits}0900`);
  await times.getByRole('spinbutton', { name: 'Dia' }).nth(1).click();
  await page.keyboard.type(`${day.digits}1430`);
  await dialog.getByRole('textbox', { name: 'Link da reunião' }).fill('https://meet.example.com/e2e-escolha');
  await dialog.getByRole('combobox', { name: 'Entrevistadores' }).click();
  await page.getByRole('option').first().click();
  await expectNoSeriousA11yViolations(page);
  await dialog.screenshot({ path: 'test-results/screens/slot-offer-dialog.png' });
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Link enviado ao profissional por e-mail para escolher o horário')).toBeVisible();
  const link = new URL(await waitForMailLink(email, '/entrevista'));
  return { path: `${link.pathname}${link.search}`, day };
};

adminTest.describe('offering times', () => {
  adminTest.use({ viewport: { width: 1440, height: 900 } });

  adminTest(
    'the professional picks a time on the public page at 390 px, which books the interview; the link is then used',
    async ({ page, request, adminSession, browser }) => {
      const { process, candidates } = await openProcessWith(request, adminSession.accessToken, ['Elisa']);
      const [elisa] = candidates;
      if (!elisa) throw new Error('no candidate');
      // A day of its own: a retry, or another spec, must not find the administrator booked at 14:30.
      const { path, day } = await offerFromBoard(page, process.id, elisa.name, elisa.email, 100 + Math.floor(Math.random() * 250));

      // The professional, without a session, on a phone.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const guest = await phone.newPage();
      await guest.goto(path);
      await expect(guest.getByRole('heading', { name: 'Escolha o horário da sua entrevista' })).toBeVisible();
      await expect(guest.getByText(process.title)).toBeVisible();
      // The process as the API answers it names its company.
      const { companyName } = process as unknown as { companyName: string };
      await expect(guest.getByText(companyName)).toBeVisible();
      // Nothing of the record beyond the process, its company and the times.
      await expect(guest.locator('main')).not.toContainText(elisa.name);
      await expect(guest.locator('main')).not.toContainText('meet.example.com');
      const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(guest);
      await shoot(guest, 'slot-page-light-390');
      // The same page on a desk, from the administrator's browser: viewing it spends nothing.
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Escolha o horário da sua entrevista' })).toBeVisible();
      await shoot(page, 'slot-page-light-1440');
      await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`);
      await guest.getByRole('radio', { name: new RegExp(`${day.label} às 14:30`) }).check();
      await guest.getByRole('button', { name: 'Confirmar horário' }).click();
      await expect(guest.getByRole('status')).toContainText(`Entrevista agendada para`);
      await expect(guest.getByRole('status')).toContainText(`${day.label} às 14:30`);
      await waitForMail(elisa.email, 'Entrevista agendada');

      // Used: the same link says so.
      await guest.goto(path);
      await expect(guest.getByRole('alert')).toContainText('Este link já foi usado');
      await phone.close();

      // The interview is on the process's tab like any booking.
      await page.getByRole('tab', { name: 'Entrevistas' }).click();
      await expect(page.getByRole('table', { name: 'Entrevistas' }).getByRole('row').filter({ hasText: elisa.name })).toContainText(
        `${day.label} às 14:30`,
      );
    },
  );

  adminTest("'Pedir outro horário' on a phone, and an unknown link", async ({ page, request, adminSession, browser }) => {
    const { process, candidates } = await openProcessWith(request, adminSession.accessToken, ['Fábio']);
    const [fabio] = candidates;
    if (!fabio) throw new Error('no candidate');
    const { path } = await offerFromBoard(page, process.id, fabio.name, fabio.email, 100 + Math.floor(Math.random() * 250));
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      storageState: storageWith(settingsEntry({ themeMode: 'dark' })),
    });
    const guest = await phone.newPage();
    await guest.goto(path);
    await expect(guest.getByRole('heading', { name: 'Escolha o horário da sua entrevista' })).toBeVisible();
    await shoot(guest, 'slot-page-dark-390');
    await guest.setViewportSize({ width: 1440, height: 900 });
    await shoot(guest, 'slot-page-dark-1440');
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.getByRole('button', { name: 'Pedir outro horário' }).click();
    await guest.getByRole('textbox', { name: 'Quando você pode? (opcional)' }).fill('Depois das 18h');
    await guest.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(guest.getByRole('status')).toContainText('Pedido enviado');
    await guest.goto('/entrevista?key=nao-existe-este-link-de-jeito-nenhum-000');
    await expect(guest.getByRole('alert')).toContainText('Link não encontrado');
    await phone.close();
  });
});
