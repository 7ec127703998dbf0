import { defineConfig } from '@playwright/test';
import { ADMIN, BASE_URL, DATA_DIR, JWT_SECRET, PORT, REPO_ROOT } from './support/env';

/** Browser tests: Debian's Chromium against the real server serving the built web (web/dist). */
export default defineConfig({
  testDir: './tests',
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more and, passing then, is reported 'flaky' (Playwright's own
  // advice): a flake is still seen and fixed, and no longer throws away a whole run.
  retries: process.env.CI ? 1 : 0,
  // Guards against a hang, not measures: two workers, the server, PostgreSQL and two Chromiums
  // share 2 cores, and on the slower of these machines a flow scanned by axe took 50–60 s alone.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR,
      JWT_SECRET,
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Specs register their own administrators for destructive flows (password change, profile).
      REGISTRATION_OPEN: 'true',
      LOGIN_RATE_LIMIT: '1000',
      RESET_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
