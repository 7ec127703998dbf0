import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN, BASE_URL } from './env';

export type SessionUser = {
  id: string;
  email: string;
  superAdmin: { name: string; occupation: string | null };
  photoUrl: string | null;
};
export type Session = { accessToken: string; user: SessionUser };
export type Account = Session & { email: string; password: string };

export const apiLogin = async (
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> => {
  const response = await request.post('/api/authentication/login?typeUser=0', {
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
};

/** A fresh administrator of its own, for flows that change the account (password, profile). */
export const registerAdmin = async (request: APIRequestContext): Promise<Account> => {
  const email = `admin-${randomUUID().slice(0, 8)}@hub.test`;
  const password = 'senha-de-teste-1';
  const response = await request.post('/api/account/register', {
    data: { email, password, firstName: 'Ana', lastName: 'Souza' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...((await response.json()) as Session), email, password };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Renews the first administrator's proof of identity (decision 026): its worker's session may be older than the window. */
export const confirmIdentity = async (request: APIRequestContext, token: string): Promise<void> => {
  const proved = await request.post('/api/account/confirm-identity', {
    headers: bearer(token),
    data: { password: ADMIN.password },
  });
  expect(proved.status(), await proved.text()).toBe(204);
};

/** An administrator of their own holding `profileId`, assigned by the first one (its proof renewed). */
export const adminWithProfile = async (
  request: APIRequestContext,
  token: string,
  profileId: string,
): Promise<Account> => {
  const account = await registerAdmin(request);
  await confirmIdentity(request, token);
  const assigned = await request.put(`/api/super-admins/${account.user.id}/access-profile`, {
    headers: bearer(token),
    data: { accessProfileId: profileId },
  });
  expect(assigned.status(), await assigned.text()).toBe(204);
  return account;
};

/** A browser context signed in as the account, and its page. */
export const pageOf = async (browser: Browser, account: Account) => {
  const context = await browser.newContext({
    storageState: storageWith({ accessToken: account.accessToken }),
  });
  return { context, page: await context.newPage() };
};

/** Browser storage for a context: the token (signed in) and any stored preference. */
export const storageWith = (entries: Record<string, string>) => ({
  cookies: [],
  origins: [
    {
      origin: BASE_URL,
      localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })),
    },
  ],
});

/** The stored shape of the shell's settings (web/src/theme/settings-storage.ts). */
export const settingsEntry = (
  settings: Partial<{
    themeMode: 'light' | 'dark';
    themeDirection: 'ltr' | 'rtl';
    themeColor: 'default' | 'cyan' | 'purple' | 'blue' | 'orange' | 'red';
    navCollapsed: boolean;
  }>,
) => ({
  settings: JSON.stringify({
    version: 1,
    themeMode: 'light',
    themeDirection: 'ltr',
    themeColor: 'default',
    themeStretch: false,
    navCollapsed: false,
    ...settings,
  }),
});

type WorkerFixtures = { adminSession: Session };

/** Guests by default; `adminSession` logs in once per worker through the API. */
export const test = base.extend<object, WorkerFixtures>({
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      const session = await apiLogin(request, ADMIN.email, ADMIN.password);
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
});

/** Every test starts signed in as the first administrator (whose password never changes). */
export const adminTest = test.extend({
  storageState: async ({ adminSession }, use) =>
    use(storageWith({ accessToken: adminSession.accessToken })),
});

export { expect };
