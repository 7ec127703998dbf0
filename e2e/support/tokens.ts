import { createHmac } from 'node:crypto';
import { JWT_SECRET } from './env';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The same session with another expiry: the real token's claims, signed again (HS256) with the
 * run's JWT_SECRET, so the server accepts it until `expiresInSeconds` have passed.
 */
export const withExpiry = (token: string, expiresInSeconds: number): string => {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const header = base64url(JSON.stringify({ alg: 'HS256' }));
  const body = base64url(
    JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + expiresInSeconds }),
  );
  const signature = createHmac('sha256', JWT_SECRET)
    .update(`${header}.${body}`)
    .digest('base64url');
  return `${header}.${body}.${signature}`;
};
