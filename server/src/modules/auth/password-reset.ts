import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import { createOneTimeKey, hashOneTimeKey } from '../../lib/tokens';

export const RESET_TTL_MS = 60 * 60 * 1000;

export type ResetPurpose = 'reset' | 'invite';

/** Issues a single-use key for a password link (reset or invitation); only its hash is stored. */
export const issuePasswordKey = async (db: Db, userId: string, purpose: ResetPurpose, ttlMs = RESET_TTL_MS): Promise<string> => {
  const { key, hash } = createOneTimeKey();
  await db.insert(passwordResetTokens).values({ userId, tokenHash: hash, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return key;
};

const openKey = (key: string) =>
  and(eq(passwordResetTokens.tokenHash, hashOneTimeKey(key)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date()));

/** The user of a key still open, without spending it (to refuse a password before the key is used). */
export const peekPasswordKey = async (db: Db, key: string): Promise<string | null> => {
  const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(openKey(key)).limit(1);
  return row?.userId ?? null;
};

/** Marks the key used and answers its user, or null when it is unknown, used or expired. */
export const consumePasswordKey = async (db: Db, key: string): Promise<string | null> => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(openKey(key))
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
