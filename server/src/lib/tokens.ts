import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type AccessClaims = { sub: string; ver: number };

export type TokenService = {
  sign: (claims: AccessClaims) => Promise<string>;
  verify: (token: string) => Promise<AccessClaims | null>;
};

export const createTokenService = (secret: string, ttlSeconds: number): TokenService => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { sub: payload.sub, ver: payload.ver };
      } catch {
        return null;
      }
    },
  };
};

/** A random key for links sent by mail, and the hash that is stored in its place. */
export const createOneTimeKey = (): { key: string; hash: string } => {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashOneTimeKey(key) };
};

export const hashOneTimeKey = (key: string): string => createHash('sha256').update(key).digest('hex');
