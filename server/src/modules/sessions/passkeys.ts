import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@hub/contract/sessions';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { passkeys, sessions } from '../../db/schema/index';
import { iso } from '../../lib/records';
import { TOTP_ISSUER } from './factors';

/**
 * The origins a passkey ceremony may come from: APP_URLS, else (the embedded start) the server's
 * own. The browser binds a passkey to the page's origin itself; the server checks that the answer
 * names one of these and that its relying party is the origin's host.
 */
const relyingParty = (deps: Deps, request: FastifyRequest): { origins: string[]; rpID: string } => {
  const origins = deps.config.appUrls.length ? deps.config.appUrls : [`${request.protocol}://${request.host}`];
  const asked = request.headers.origin;
  const origin = asked && origins.includes(asked) ? asked : (origins[0] ?? '');
  return { origins, rpID: new URL(origin).hostname };
};

const keep = async (db: Db, sessionId: string, challenge: string | null): Promise<void> => {
  await db.update(sessions).set({ webauthnChallenge: challenge }).where(eq(sessions.id, sessionId));
};

const challengeOf = async (db: Db, sessionId: string): Promise<string | null> => {
  const [row] = await db.select({ challenge: sessions.webauthnChallenge }).from(sessions).where(eq(sessions.id, sessionId));
  // A challenge answers one ceremony: spent as soon as it is read.
  if (row?.challenge) await keep(db, sessionId, null);
  return row?.challenge ?? null;
};

const userKeys = (db: Db, userId: string) => db.select().from(passkeys).where(eq(passkeys.userId, userId));

/** The options of a new passkey's creation, its challenge kept in the session asking. */
export const registrationOptions = async (deps: Deps, request: FastifyRequest, user: { id: string; email: string; sessionId: string }) => {
  const existing = await userKeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: relyingParty(deps, request).rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keep(deps.db, user.sessionId, options.challenge);
  return { ...options };
};

/** Verifies the browser's new credential against the session's challenge and keeps it; null when refused. */
export const registerPasskey = async (
  deps: Deps,
  request: FastifyRequest,
  user: { id: string; sessionId: string },
  body: { name: string; response: unknown },
): Promise<Passkey | null> => {
  const expectedChallenge = await challengeOf(deps.db, user.sessionId);
  if (!expectedChallenge) return null;
  const { origins, rpID } = relyingParty(deps, request);
  const verification = await verifyRegistrationResponse({
    response: body.response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const { credential } = verification.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      name: body.name,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  return { id: row.id, name: row.name, createdAt: iso(row.createdAt), lastUsedAt: null };
};

/** The options of a login's passkey step: the account's credentials, the challenge kept in its pending session. */
export const authenticationOptions = async (deps: Deps, request: FastifyRequest, userId: string, sessionId: string) => {
  const keys = await userKeys(deps.db, userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps, request).rpID,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
    userVerification: 'preferred',
  });
  await keep(deps.db, sessionId, options.challenge);
  return { ...options };
};

/** Verifies a login's passkey answer against its pending session's challenge; true when it proves the account. */
export const verifyPasskey = async (
  deps: Deps,
  request: FastifyRequest,
  userId: string,
  sessionId: string,
  response: { id: string },
): Promise<boolean> => {
  const expectedChallenge = await challengeOf(deps.db, sessionId);
  if (!expectedChallenge) return false;
  const [key] = await deps.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, response.id), eq(passkeys.userId, userId)));
  if (!key) return false;
  const { origins, rpID } = relyingParty(deps, request);
  const verification = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    credential: { id: key.id, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter, transports: key.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await deps.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id));
  return true;
};

/** Removes one of the account's passkeys; answers whether it was there. */
export const removePasskey = async (db: Db, userId: string, id: string): Promise<boolean> => {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
};
