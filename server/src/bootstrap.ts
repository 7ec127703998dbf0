import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { USER_TYPES } from '@hub/contract/auth';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { Config } from './config';
import type { Db } from './db/client';
import { superAdminProfiles, users } from './db/schema/index';
import { hashPassword } from './lib/passwords';

/** JWT_SECRET, or a secret generated on first start and kept in DATA_DIR (one instance only). */
export const resolveJwtSecret = (config: Config): string => {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export type FirstAdmin = { email: string; password: string | null; created: boolean };

/**
 * Creates the first super-admin when none exists. Without ADMIN_PASSWORD a random one is made
 * and returned so that main prints it once; it is never stored in clear.
 */
export const ensureFirstAdmin = async (db: Db, config: Config): Promise<FirstAdmin> => {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.typeUser, USER_TYPES.superAdmin)).limit(1);
  if (existing) return { email: config.adminEmail, password: null, created: false };
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ email: config.adminEmail, passwordHash, typeUser: USER_TYPES.superAdmin }).returning();
    if (!user) throw new Error('could not create the first administrator');
    await tx.insert(superAdminProfiles).values({ userId: user.id, name: 'Administrador', occupation: 'Super-admin', accessProfileId: SUPER_ADMIN_PROFILE_ID });
  });
  return { email: config.adminEmail, password: config.adminPassword ? null : password, created: true };
};
