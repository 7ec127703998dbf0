import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** sub: the administrator; ver: their tokenVersion; sid: the server-side session the token belongs to. */
export type AccessClaims = { sub: string; ver: number; sid: string };

export type TokenService = {
  sign: (claims: AccessClaims) => Promise<string>;
  verify: (token: string) => Promise<AccessClaims | null>;
};

/** How many verified tokens are remembered; past it the memory starts over (a burst of new sessions). */
const VERIFIED_CACHE_SIZE = 10_000;

export const createTokenService = (secret: string, ttlSeconds: number): TokenService => {
  // Imported once: handing jose the raw bytes would import the key again on every request.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token's signature never changes, so each one is checked once and remembered until it expires;
  // revocation is the caller's (the user's tokenVersion is read on every request).
  const verified = new Map<string, AccessClaims & { exp: number }>();
  const remember = (token: string, claims: AccessClaims & { exp: number }) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, claims);
  };
  return {
    sign: async (claims) =>
      new SignJWT({ ver: claims.ver, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known.exp > Date.now() / 1000 ? { sub: known.sub, ver: known.ver, sid: known.sid } : null;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const { sub, ver, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        remember(token, { sub, ver, sid, exp });
        return { sub, ver, sid };
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
