import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { decodeJwt, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@hub/contract/auth';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import { superAdminProfiles, users } from '../db/schema/index';
import { CommonErrors } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { createTokenService } from '../lib/tokens';
import { loginAs, setupApp, TEST_JWT_SECRET, type TestContext } from '../test/helper';

/*
 * Every operation of the OpenAPI document, with every kind of bad credential. The document marks
 * public routes with `security: []` from the same `config.public` flag the auth hook reads, so a
 * route added later is in the matrix without touching this file.
 */

type Operation = { method: HTTPMethods; path: string; isPublic: boolean };
type Credential = { name: string; token: string };

/**
 * What a route may answer without a session: DESIGN.md section 3, the plans and voucher check of
 * /pricing and /payment, a login's second step (its challenge key stands for the password), and
 * the device link of a browser strangers locked out (asked before any session; its mailed key
 * stands for the mailbox, and it opens none).
 */
const PUBLIC_OPERATIONS = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/authentication/login',
  'POST /api/authentication/second-factor',
  'POST /api/authentication/passkey/options',
  'POST /api/authentication/passkey',
  'GET /api/user/getUserByAcessToken',
  'POST /api/account/register',
  'POST /api/user/forgotPassword',
  'POST /api/user/resetPassword',
  'POST /api/authentication/device-link',
  'POST /api/authentication/known-device',
  'GET /api/plans/public',
  'POST /api/vouchers/check',
  'POST /api/interview-slots/view',
  'POST /api/interview-slots/choose',
  'POST /api/interview-slots/other-time',
];

const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: CommonErrors.unauthenticated.message };
const PASSWORD = 'senha-da-matriz-1';

let ctx: TestContext;
let operations: Operation[];
let credentials: Credential[];

const insertUser = async (typeUser: UserType): Promise<{ id: string; email: string }> => {
  const email = `matriz-${typeUser}-${randomUUID().slice(0, 8)}@test.local`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email, typeUser, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('user insert returned nothing');
  if (typeUser === USER_TYPES.superAdmin) await ctx.database.db.insert(superAdminProfiles).values({ userId: user.id, name: 'Admin da matriz', accessProfileId: SUPER_ADMIN_PROFILE_ID });
  return user;
};

/** A session of an administrator, issued before that administrator changed the password through the API. */
const tokenBeforePasswordChange = async (): Promise<string> => {
  const admin = await insertUser(USER_TYPES.superAdmin);
  const session = await loginAs(ctx.app, { email: admin.email, password: PASSWORD });
  const change = await ctx.app.inject({
    method: 'PUT',
    url: `/api/user/${admin.id}`,
    headers: session.headers,
    payload: { currentPassword: PASSWORD, password: 'senha-trocada-2' },
  });
  if (change.statusCode !== 200) throw new Error(`password change failed: ${change.body}`);
  return session.token;
};

const readOperations = async (): Promise<Operation[]> => {
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as HTTPMethods,
      path,
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
};

const label = (operation: Operation) => `${operation.method} ${operation.path}`;

/** The operation's path with a fresh id in each parameter: the hook must refuse before any lookup. */
const urlOf = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, () => randomUUID());

beforeAll(async () => {
  ctx = await setupApp();
  operations = await readOperations();
  const { userId, token: signedIn } = await loginAs(ctx.app);
  // The session of a real login: each forged token below fails for its own reason, not for the session.
  const { sid } = decodeJwt<{ sid: string }>(signedIn);
  const professional = await insertUser(USER_TYPES.professional);
  const company = await insertUser(USER_TYPES.company);
  const inactive = await insertUser(USER_TYPES.superAdmin);
  await ctx.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactive.id));
  const { sign } = ctx.app.deps.tokens;
  credentials = [
    { name: 'malformado', token: 'abc.def.ghi' },
    { name: 'expirado', token: await createTokenService(TEST_JWT_SECRET, -60).sign({ sub: userId, ver: 0, sid }) },
    { name: 'outra chave', token: await createTokenService('y'.repeat(40), 3600).sign({ sub: userId, ver: 0, sid }) },
    { name: 'sem assinatura (alg none)', token: new UnsecuredJWT({ ver: 0, sid }).setSubject(userId).setExpirationTime('1h').encode() },
    { name: 'typeUser 1', token: await sign({ sub: professional.id, ver: 0, sid: randomUUID() }) },
    { name: 'typeUser 2', token: await sign({ sub: company.id, ver: 0, sid: randomUUID() }) },
    { name: 'anterior à troca de senha', token: await tokenBeforePasswordChange() },
    { name: 'administrador inativo', token: await sign({ sub: inactive.id, ver: 0, sid: randomUUID() }) },
    { name: 'usuário inexistente', token: await sign({ sub: randomUUID(), ver: 0, sid: randomUUID() }) },
  ];
});

describe('authorization matrix', () => {
  it('documents exactly the public routes with security: [] in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.isPublic).map(label).sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('accepts a token made the same way for an active administrator (the matrix refuses for the reason it names)', async () => {
    const { userId, token: signedIn } = await loginAs(ctx.app);
    const { sid } = decodeJwt<{ sid: string }>(signedIn);
    const token = await ctx.app.deps.tokens.sign({ sub: userId, ver: 0, sid });
    const response = await ctx.app.inject({ url: '/api/dashboard/summary', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the error shape on every protected operation, without a token and with each bad one', async () => {
    const protectedOperations = operations.filter((operation) => !operation.isPublic);
    const attempts = protectedOperations.flatMap((operation) => [
      { operation, name: 'sem token', headers: {} },
      ...credentials.map((credential) => ({ operation, name: credential.name, headers: { authorization: `Bearer ${credential.token}` } })),
    ]);
    const answers = await Promise.all(
      attempts.map(async (attempt) => {
        const response = await ctx.app.inject({ method: attempt.operation.method, url: urlOf(attempt.operation), headers: attempt.headers });
        return { attempt: `${label(attempt.operation)} [${attempt.name}]`, status: response.statusCode, body: response.json<unknown>() };
      }),
    );
    expect(answers.length).toBe(protectedOperations.length * (credentials.length + 1));
    expect(answers.filter((answer) => answer.status !== 401)).toEqual([]);
    expect(answers.filter((answer) => JSON.stringify(answer.body) !== JSON.stringify(UNAUTHORIZED))).toEqual([]);
  });

  it('decides on the route matched, not on the spelling of the URL nor the HEAD twin of a GET', async () => {
    const protectedOperations = operations.filter((operation) => !operation.isPublic);
    // The router decodes %61 to "a": these URLs reach the /api routes and must meet the same guard.
    const variants = [
      ...protectedOperations.map((operation) => ({ operation, method: operation.method, url: urlOf(operation).replace(/^\/api\//, '/%61pi/') })),
      ...protectedOperations.filter((operation) => operation.method === 'GET').map((operation) => ({ operation, method: 'HEAD' as const, url: urlOf(operation) })),
    ];
    const answers = await Promise.all(
      variants.map(async (variant) => {
        const response = await ctx.app.inject({ method: variant.method, url: variant.url });
        return { request: `${variant.method} ${variant.url}`, status: response.statusCode };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 401)).toEqual([]);
  });

  it('answers 401 to each bad token passed to getUserByAcessToken in the query', async () => {
    for (const credential of credentials) {
      const response = await ctx.app.inject({ url: `/api/user/getUserByAcessToken?accessToken=${credential.token}` });
      expect({ credential: credential.name, status: response.statusCode, body: response.json() }).toEqual({
        credential: credential.name,
        status: 401,
        body: UNAUTHORIZED,
      });
    }
  });

  it('keeps the public operations reachable without a token', async () => {
    for (const operation of operations.filter((item) => item.isPublic)) {
      const response = await ctx.app.inject({ method: operation.method, url: urlOf(operation) });
      expect({ operation: label(operation), unauthorized: response.statusCode === 401, failed: response.statusCode >= 500 }).toEqual({
        operation: label(operation),
        unauthorized: false,
        failed: false,
      });
    }
  });
});
