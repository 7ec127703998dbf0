/**
 * `npm run bench:web`: the JS each route loads over the wire (compressed bytes, as the browser
 * received them) and Lighthouse desktop performance on /auth/login and /dashboard, against the
 * built app served by the real server on a fresh data dir, in Debian's Chromium (CHROME_PATH).
 * A fresh hub is empty and Início then draws no chart: BENCH_WEB_SEED_SCALE=0.002 fills the data dir
 * first with seed-large at that scale (2,000 professionals, 6,000 applications), so it does.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import type { Result } from 'lighthouse';
import { ROOT, startServer } from './server-process';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ADMIN = { email: 'webbench@hub.local', password: 'webbench-password-1' };
const BUDGET_KB = { '/auth/login': 160, '/dashboard': 300 } as Record<string, number>;
const ROUTES = ['/auth/login', '/dashboard', '/dashboard/companies', '/dashboard/users/candidates', '/dashboard/listSelectiveProcess', '/dashboard/sendMessage/1/all'];

const jsBytesOf = async (page: Page, url: string): Promise<number> => {
  let total = 0;
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.request().sizes().then((sizes) => void (total += sizes.responseBodySize)));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', onResponse);
  return total;
};

/** Opens the app's origin and leaves the session in localStorage, or none for the login page. */
const useSession = async (page: Page, origin: string, token: string | null) => {
  await page.goto(`${origin}/404`);
  await page.evaluate((value) => (value ? localStorage.setItem('accessToken', value) : localStorage.clear()), token);
};

/** The audits the performance score is made of, so a low score says what to look at. */
const SCORED_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const metricsOf = (lhr: Result): Record<string, string> =>
  Object.fromEntries(SCORED_AUDITS.map((id) => [id, lhr.audits[id]?.displayValue ?? '—']));

/** Lighthouse's trace sometimes misses the navigation (NO_NAVSTART): such a run is taken again. */
const LIGHTHOUSE_ATTEMPTS = 3;

const lighthouseRun = async (url: string, port: number): Promise<Result> => {
  for (let attempt = 1; ; attempt += 1) {
    // Lighthouse's own desktop preset: its screen, user agent and throttling (40 ms RTT, 10 Mbps,
    // no CPU slowdown). formFactor alone keeps the mobile throttling (150 ms, 1.6 Mbps, CPU ×4).
    const runner = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps localStorage, so /dashboard is measured signed in.
        disableStorageReset: true,
      },
      desktopConfig,
    );
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!runner.lhr.runtimeError || attempt === LIGHTHOUSE_ATTEMPTS) return runner.lhr;
    console.warn(`Lighthouse ${runner.lhr.runtimeError.code} on ${url}: running it again`);
  }
};

const main = async () => {
  execSync('npm run build -w web', { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-webbench-'));
  const seedScale = process.env.BENCH_WEB_SEED_SCALE;
  if (seedScale)
    execSync('npm run seed:large', {
      cwd: path.join(ROOT, 'server'),
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, SEED_LARGE_SCALE: seedScale, BENCH_ADMIN_EMAIL: ADMIN.email, BENCH_ADMIN_PASSWORD: ADMIN.password },
    });
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, Number(process.env.BENCH_PORT ?? 3910));
  const results: { route: string; jsKb: number; budgetKb?: number; lighthouse?: number; metrics?: Record<string, string> }[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const login = await fetch(`${server.url}/api/authentication/login?typeUser=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    for (const route of ROUTES) {
      // Each route measured cold: a fresh cache, and a session except on the login page.
      await context.clearCookies();
      await useSession(page, server.url, route === '/auth/login' ? null : accessToken);
      // Cleared after useSession: its visit to the origin would otherwise leave the entry cached.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      const bytes = await jsBytesOf(page, `${server.url}${route}`);
      results.push({ route, jsKb: Math.round(bytes / 1024), budgetKb: BUDGET_KB[route] });
    }

    for (const route of ['/auth/login', '/dashboard']) {
      await useSession(page, server.url, route === '/auth/login' ? null : accessToken);
      const lhr = await lighthouseRun(`${server.url}${route}`, chrome.port);
      const row = results.find((item) => item.route === route);
      if (row) {
        row.lighthouse = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        row.metrics = metricsOf(lhr);
      }
    }
    await browser.close();
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.info('| route | JS over the wire (KB) | budget (KB) | Lighthouse performance |');
  console.info('| --- | --- | --- | --- |');
  for (const row of results) console.info(`| ${row.route} | ${row.jsKb} | ${row.budgetKb ?? '—'} | ${row.lighthouse ?? '—'} |`);
  for (const row of results) if (row.metrics) console.info(`${row.route}: ${Object.entries(row.metrics).map(([id, value]) => `${id} ${value}`).join(', ')}`);
  const out = path.join(ROOT, 'bench', 'results', 'web.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  console.info(`written to ${path.relative(ROOT, out)}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
