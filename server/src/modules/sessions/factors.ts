import { randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { SecondFactorMethod } from '@hub/contract/auth';
import type { Factors, TotpEnrolment } from '@hub/contract/sessions';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { passkeys, recoveryCodes, totpFactors } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { iso } from '../../lib/records';

export const TOTP_ISSUER = 'Hub de Recrutamento';
export const RECOVERY_CODE_COUNT = 10;

/** The second factors an account can sign in with (none: the password alone opens a session). */
export const factorMethods = async (db: Db, userId: string): Promise<SecondFactorMethod[]> => {
  const [[totp], [keys]] = await Promise.all([
    db.select({ userId: totpFactors.userId }).from(totpFactors).where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))),
    db.select({ count: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  if (keys && keys.count > 0) methods.push('passkey');
  return methods;
};

export const listFactors = async (db: Db, userId: string): Promise<Factors> => {
  const [totp] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  const [codes] = await db
    .select({ count: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const keys = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
  return {
    totp: Boolean(totp?.confirmedAt),
    recoveryCodesLeft: codes?.count ?? 0,
    passkeys: keys.map((key) => ({ id: key.id, name: key.name, createdAt: iso(key.createdAt), lastUsedAt: iso(key.lastUsedAt) })),
  };
};

/** A new, unconfirmed TOTP key (replacing one not confirmed yet), with its QR code; kept sealed. */
export const startTotpEnrolment = async (deps: Deps, user: { id: string; email: string }): Promise<TotpEnrolment> => {
  const secret = generateSecret();
  const sealed = deps.totpKeys.seal(secret);
  await deps.db
    .insert(totpFactors)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealed, confirmedAt: null, lastTimeStep: null, createdAt: new Date() } });
  const uri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
};

/**
 * Checks a TOTP code (one step of clock drift either way) and spends it: the step it matched is
 * kept, and that code and any older one are refused from then on, even by simultaneous requests.
 * `confirmed: false` checks the key being enrolled.
 */
export const spendTotpCode = async (deps: Deps, userId: string, code: string, confirmed = true): Promise<boolean> => {
  const { db } = deps;
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!factor || Boolean(factor.confirmedAt) !== confirmed) return false;
  const secret = deps.totpKeys.open(factor.secret);
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(factor.lastTimeStep === null ? {} : { afterTimeStep: factor.lastTimeStep }),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  const spent = await db
    .update(totpFactors)
    .set({ lastTimeStep: result.timeStep, ...(confirmed ? {} : { confirmedAt: new Date() }) })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, result.timeStep))))
    .returning({ userId: totpFactors.userId });
  return spent.length > 0;
};

/** Without look-alike letters and digits, so a code copied on paper reads back. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Ten new single-use codes (the old ones void): answered once, stored as argon2id hashes. */
export const issueRecoveryCodes = async (db: Db, userId: string): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
  return codes;
};

/** Spends a recovery code: true once for each code, then never again. */
export const spendRecoveryCode = async (db: Db, userId: string, code: string): Promise<boolean> => {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  const open = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const row of open) {
    if (!(await verifyPassword(row.codeHash, normalized))) continue;
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length > 0;
  }
  return false;
};

/** Removes every second factor of an account (TOTP, recovery codes, passkeys); answers whether it had any. */
export const removeAllFactors = async (db: Db, userId: string): Promise<boolean> => {
  const removed = await db.transaction(async (tx) => {
    const totp = await tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const keys = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
    return totp.length + keys.length;
  });
  return removed > 0;
};
