import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';
import { call, openProcessWith } from '../support/processes';

/*
 * 'Entrevistas' (issue 69): the council's interviews in week, day and agenda views, in São Paulo
 * time even for a browser elsewhere, filtered through the URL, an interview opening its details.
 */

// A browser in UTC: the calendar still shows the interviews at São Paulo's hours.
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });

/** A São Paulo wall-clock time `days` from now, as an instant. */
const saoPaulo = (days: number, hour: number): string => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-03:00`).toISOString();
};
const dayOf = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const book = (request: APIRequestContext, token: string, applicationId: string, startsAt: string, interviewerId: string) =>
  call<{ id: string }>(request, token, 'post', `/api/applications/${applicationId}/interviews`, {
    startsAt,
    durationMinutes: 60,
    kind: 'online',
    link: 'https://meet.example.com/calendario',
    interviewerIds: [interviewerId],
    // Another test (or this one's retry) may have the administrator booked at that hour.
    confirmarConflitos: true,
  });

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
};

test('the calendar shows the week, the day and the agenda of my interviews, filtered by process, and opens one', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.accessToken;
  const me = adminSession.user.id;
  const first = await openProcessWith(request, token, ['Ana']);
  const second = await openProcessWith(request, token, ['Bruno']);
  const [ana] = first.candidates;
  const [bruno] = second.candidates;
  if (!ana || !bruno) throw new Error('no candidates');
  const days = 40 + Math.floor(Math.random() * 15);
  await book(request, token, first.applications[0]!.id, saoPaulo(days, 14), me);
  await book(request, token, second.applications[0]!.id, saoPaulo(days, 16), me);

  await page.goto(`/dashboard/interviews?data=${dayOf(days)}`);
  await expect(page.getByRole('heading', { name: 'Entrevistas', level: 1 })).toBeVisible();
  // The week: both, each at its São Paulo hour, although the browser is in UTC.
  const anaEvent = page.locator('.rbc-event').filter({ hasText: ana.name });
  const brunoEvent = page.locator('.rbc-event').filter({ hasText: bruno.name });
  await expect(anaEvent).toContainText('14:00 – 15:00');
  await expect(brunoEvent).toContainText('16:00 – 17:00');
  await expect(page.getByRole('combobox', { name: 'Entrevistador' })).toContainText('Minhas entrevistas');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'calendar-week-light-1440');

  // The day view, kept in the URL.
  await page.getByRole('button', { name: 'Dia', exact: true }).click();
  await expect(page).toHaveURL(/visao=dia/);
  await expect(anaEvent).toBeVisible();
  await expect(page.locator('.rbc-time-content > .rbc-day-slot')).toHaveCount(1);
  await expect(brunoEvent).toContainText('16:00 – 17:00');

  // Filtered by the first process through the URL: Bruno's interview is gone.
  await page.goto(`/dashboard/interviews?data=${dayOf(days)}&visao=agenda&processId=${first.process.id}`);
  await expect(page.locator('.rbc-agenda-view')).toContainText(ana.name);
  await expect(page.locator('.rbc-agenda-view')).toContainText('14:00 – 15:00');
  await expect(page.locator('.rbc-agenda-view')).not.toContainText(bruno.name);
  await expect(page.getByRole('combobox', { name: 'Processo seletivo' })).toHaveValue(new RegExp(first.process.title));
  await shoot(page, 'calendar-agenda-light-1440');

  // 'Limpar filtros' shows both again; an interview opens its details and its process.
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.locator('.rbc-agenda-view')).toContainText(bruno.name);
  await page.locator('.rbc-agenda-view').getByText(ana.name).click();
  const details = page.getByRole('dialog', { name: `Entrevista de ${ana.name}` });
  await expect(details).toContainText('14:00 · 60 min');
  await expect(details).toContainText(first.process.title);
  await details.getByRole('link', { name: 'Abrir o processo seletivo' }).click();
  await expect(page).toHaveURL(new RegExp(`${first.process.id}\\?aba=entrevistas`));
  await expect(page.getByRole('table', { name: 'Entrevistas' })).toContainText(ana.name);
});

test.describe('in the dark and on a phone', () => {
  test.use({ storageState: async ({ adminSession }, use) => use(storageWith({ accessToken: adminSession.accessToken, ...settingsEntry({ themeMode: 'dark' }) })) });

  test('the calendar reads in the dark theme, at 1440 and at 390 px', async ({ page, request, adminSession }) => {
    const token = adminSession.accessToken;
    const { applications, candidates } = await openProcessWith(request, token, ['Carla']);
    const days = 60 + Math.floor(Math.random() * 10);
    await book(request, token, applications[0]!.id, saoPaulo(days, 10), adminSession.user.id);
    await page.goto(`/dashboard/interviews?data=${dayOf(days)}`);
    await expect(page.locator('.rbc-event').filter({ hasText: candidates[0]!.name })).toContainText('10:00 – 11:00');
    await shoot(page, 'calendar-week-dark-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    // A phone shows the day by default: a week's seven columns do not fit.
    await page.goto(`/dashboard/interviews?data=${dayOf(days)}`);
    await expect(page.locator('.rbc-event').filter({ hasText: candidates[0]!.name })).toBeVisible();
    await expect(page.locator('.rbc-time-content > .rbc-day-slot')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Filtros' })).toBeVisible();
    await shoot(page, 'calendar-day-dark-390');
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
