import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import { createOneTimeKey, hashOneTimeKey } from '../../lib/tokens';

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * What a mailed key is for: choosing a password (a reset or an invitation), or making a browser a
 * known device of the account (`device`, decision 025), which must never choose a password.
 */
export type KeyPurpose = 'reset' | 'invite' | 'device';
const PASSWORD_PURPOSES: KeyPurpose[] = ['reset', 'invite'];

/** Issues a single-use key for a mailed link (reset, invitation or device); only its hash is stored. */
export const issuePasswordKey = async (db: Db, userId: string, purpose: KeyPurpose, ttlMs = RESET_TTL_MS): Promise<string> => {
  const { key, hash } = createOneTimeKey();
  await db.insert(passwordResetTokens).values({ userId, tokenHash: hash, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return key;
};

const openKey = (key: string, purposes: KeyPurpose[]) =>
  and(
    eq(passwordResetTokens.tokenHash, hashOneTimeKey(key)),
    inArray(passwordResetTokens.purpose, purposes),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/** The user of a password key still open, without spending it (to refuse a password before the key is used). */
export const peekPasswordKey = async (db: Db, key: string): Promise<string | null> => {
  const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(openKey(key, PASSWORD_PURPOSES)).limit(1);
  return row?.userId ?? null;
};

/** Marks the key used and answers its user, or null when it is unknown, used, expired or for something else. */
export const consumeKey = async (db: Db, key: string, purposes: KeyPurpose[] = PASSWORD_PURPOSES): Promise<string | null> => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(openKey(key, purposes))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
};

/** Voids the user's keys still open: once a password is chosen, an older link must not choose another. */
export const voidPasswordKeys = async (db: Db, userId: string): Promise<void> => {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};

/** The link mailed to the person: the app's origin, its change-password route and the key. */
export const passwordLink = (appUrl: string, route: string, key: string): string => `${appUrl}${route}?key=${encodeURIComponent(key)}`;
