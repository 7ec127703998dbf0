import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';

/** How often a session's last activity is written at most: the check on every request stays a read. */
export const TOUCH_EVERY_MS = 60_000;

/** How long a proof (password or factor) lets its session change what re-authentication guards. */
export const REAUTH_WINDOW_MS = 5 * 60_000;

/** How long the second step of a login may wait for its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type SessionState = 'active' | 'mfa' | 'enrol';

/** Why sessions ended: the trail and the session list say it. */
export type EndReason = 'logout' | 'ended' | 'others' | 'password' | 'deactivated' | 'factors-reset' | 'email';

const USER_AGENT_MAX = 400;

/** How long an ended or expired session stays in the table (the audit trail keeps its end). */
export const ENDED_KEPT_DAYS = 30;

const PURGE_EVERY_MS = 60 * 60_000;
let nextPurgeAt = 0;

/** Deletes the sessions ended or expired more than ENDED_KEPT_DAYS ago. */
export const purgeOldSessions = async (db: Db): Promise<void> => {
  await db
    .delete(sessions)
    .where(sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < now() - make_interval(days => ${ENDED_KEPT_DAYS})`);
};

/**
 * Opens a session for a login: the request's address and browser, and its absolute end. Sessions
 * ended or expired more than ENDED_KEPT_DAYS ago go now and then (once an hour at most, per
 * instance), so the table holds what is open and the recent past without a job of its own.
 */
export const openSession = async (
  db: Db,
  request: FastifyRequest,
  userId: string,
  options: { state: SessionState; ttlSeconds: number; challengeHash?: string },
): Promise<string> => {
  if (Date.now() >= nextPurgeAt) {
    nextPurgeAt = Date.now() + PURGE_EVERY_MS;
    await purgeOldSessions(db);
  }
  const ttlMs = options.state === 'mfa' ? CHALLENGE_TTL_MS : options.ttlSeconds * 1000;
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      state: options.state,
      expiresAt: new Date(Date.now() + ttlMs),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
      challengeHash: options.challengeHash ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
};

/**
 * Ends a user's open sessions for good (an ended session never comes back), all of them or all but
 * `except`; answers how many ended.
 */
export const endUserSessions = async (db: Db, userId: string, reason: EndReason, except?: string): Promise<number> => {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: reason, challengeHash: null, webauthnChallenge: null })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
};

/** Ends one session of a user; answers whether it was open. */
export const endSession = async (db: Db, userId: string, sessionId: string, reason: EndReason): Promise<boolean> => {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: reason, challengeHash: null, webauthnChallenge: null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
};

/** Records a new proof of identity in the session (a password or factor given again). */
export const markProved = async (db: Db, sessionId: string): Promise<void> => {
  await db.update(sessions).set({ provedAt: new Date() }).where(eq(sessions.id, sessionId));
};

/** The open sessions' condition in SQL: not ended, not past their end, not idle too long. */
export const openSessionCondition = (idleMinutes: number) =>
  and(
    isNull(sessions.endedAt),
    sql`${sessions.expiresAt} > now()`,
    // As the auth hook: the last activity written may be a minute older than the last request.
    sql`${sessions.lastActiveAt} > now() - make_interval(secs => ${idleMinutes * 60 + TOUCH_EVERY_MS / 1000})`,
  );
