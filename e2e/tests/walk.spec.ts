import type { Browser, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, settingsEntry, storageWith, test, type Session } from '../support/fixtures';
import { openProcessWith } from '../support/processes';

/**
 * The walk: every screen of the product (not the template pages) at a desk and on a phone, light
 * and dark, scanned by axe with no violation of any impact (minor and moderate too), and none wider
 * than the window. One test per size, mode and group of pages, each reporting its pages' violations
 * at once.
 */
const SIZES = {
  desk: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const LIST_PAGES = [
  '/dashboard/dashboarding',
  '/dashboard/companies',
  '/dashboard/companies/register',
  '/dashboard/users/candidates',
  '/dashboard/users/candidates/register',
  '/dashboard/listSelectiveProcess',
  '/dashboard/applications',
  '/dashboard/partners',
  '/dashboard/partners/new',
  '/dashboard/plans',
  '/dashboard/plans/new',
  '/dashboard/vouchers',
  '/dashboard/vouchers/new',
  '/dashboard/subscriptions',
  '/dashboard/subscriptions/new',
  '/dashboard/sendMessage/1/all',
  '/dashboard/messageTemplates',
  '/dashboard/messageTemplates/new',
  '/dashboard/settings',
  '/dashboard/settings/weights',
  '/dashboard/settings/retention',
  '/dashboard/settings/processing-record',
  '/dashboard/imports',
  '/dashboard/logsEmails',
  '/dashboard/logsErrosEmails',
  '/dashboard/emailErrorLogs',
  '/dashboard/logsWhatsapp',
  '/dashboard/logsCatho',
  '/dashboard/logging',
  '/dashboard/logsAudit',
  '/dashboard/users/super-admins',
  '/dashboard/users/super-admins/new',
  '/dashboard/users/access-profiles',
  '/dashboard/user/account',
  '/dashboard/lgpd-requests',
  '/dashboard/lgpd-requests/new',
  '/dashboard/lgpd-requests/processing-record',
  '/dashboard/security-incidents',
  '/dashboard/security-incidents/new',
  '/dashboard/interviews',
];

type Violation = { page: string; rule: string; impact: string; targets: string[] };

/** Every axe violation of the page once its heading shows and its loading is over. */
const violationsOf = async (page: Page, path: string): Promise<Violation[]> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => ({
    page: path,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  return [...found, ...(await sidewaysScroll(page, path))];
};

/** A page wider than the window makes a phone scroll sideways: reported beside axe's findings. */
const sidewaysScroll = async (page: Page, path: string): Promise<Violation[]> => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth
    ? [
        {
          page: path,
          rule: 'scrolls sideways',
          impact: 'layout',
          targets: [`${scrollWidth} px in ${clientWidth} px`],
        },
      ]
    : [];
};

let recordPages: string[] = [];

test.beforeAll(async ({ request, adminSession }) => {
  const { process, candidates } = await openProcessWith(request, adminSession.accessToken, [
    'Walk',
  ]);
  const candidate = candidates[0]?.id ?? '';
  recordPages = [
    `/dashboard/companies/${process.companyId}`,
    `/dashboard/companies/${process.companyId}/editCompany`,
    `/dashboard/users/candidates/${candidate}`,
    `/dashboard/users/candidates/${candidate}/editCandidate`,
    `/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`,
  ];
});

const open = (
  browser: Browser,
  adminSession: Session,
  size: keyof typeof SIZES,
  themeMode: 'light' | 'dark',
) =>
  browser.newContext({
    viewport: SIZES[size],
    storageState: storageWith({
      accessToken: adminSession.accessToken,
      ...settingsEntry({ themeMode }),
    }),
  });

/** Dark on a phone too with WALK_ALL=1 (about a minute more); light and dark at a desk and light on a phone always. */
const WALKS: { size: keyof typeof SIZES; themeMode: 'light' | 'dark' }[] = [
  { size: 'desk', themeMode: 'light' },
  { size: 'desk', themeMode: 'dark' },
  { size: 'phone', themeMode: 'light' },
  ...(process.env.WALK_ALL ? [{ size: 'phone', themeMode: 'dark' } as const] : []),
];

/** The list pages in groups, each walked by its own test: a group's time is its own, and the two workers share them. */
const GROUP_SIZE = 8;
const GROUPS: { name: string; pages: () => string[] }[] = [
  ...Array.from({ length: Math.ceil(LIST_PAGES.length / GROUP_SIZE) }, (_unused, index) => {
    const pages = LIST_PAGES.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE);
    return { name: `${pages[0]} to ${pages.at(-1)}`, pages: () => pages };
  }),
  { name: 'the records of a company, a professional and a process', pages: () => recordPages },
];

for (const { size, themeMode } of WALKS)
  for (const group of GROUPS)
    test(`the product's screens at ${SIZES[size].width} px in ${themeMode} mode have no axe violation and fit the window: ${group.name}`, async ({
      browser,
      adminSession,
    }) => {
      test.setTimeout(150_000);
      const context = await open(browser, adminSession, size, themeMode);
      const page = await context.newPage();
      const found: Violation[] = [];
      for (const path of group.pages()) found.push(...(await violationsOf(page, path)));
      await context.close();
      expect(found).toEqual([]);
    });
