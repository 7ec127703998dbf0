import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  isTokenValid,
  readAccessToken,
  tokenExpiresAt,
  writeAccessToken,
} from './auth-storage';

const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('auth storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps the token under the spec key accessToken and removes it on null', () => {
    writeAccessToken('abc');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('abc');
    expect(readAccessToken()).toBe('abc');
    writeAccessToken(null);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('reads the expiry from the exp claim, in milliseconds', () => {
    expect(tokenExpiresAt(tokenWith({ sub: 'x', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('decodes base64url payloads with - and _', () => {
    // "?~" encodes to characters that differ between base64 and base64url.
    const token = tokenWith({ name: '??~~??', exp: 42 });
    expect(token).toMatch(/[-_]/);
    expect(tokenExpiresAt(token)).toBe(42_000);
  });

  it('answers null for a token without exp or that is not a JWT', () => {
    expect(tokenExpiresAt(tokenWith({ sub: 'x' }))).toBeNull();
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
  });

  it('treats a token as valid only before its exp', () => {
    const token = tokenWith({ exp: 1000 });
    expect(isTokenValid(token, 999_999)).toBe(true);
    expect(isTokenValid(token, 1_000_000)).toBe(false);
    expect(isTokenValid(null)).toBe(false);
  });
});
