/** The spec's local-storage key for the access token. */
export const ACCESS_TOKEN_KEY = 'accessToken';

export const readAccessToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);

export const writeAccessToken = (token: string | null): void => {
  if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
  else localStorage.removeItem(ACCESS_TOKEN_KEY);
};

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  return atob(padded);
};

/** The token's expiry in epoch milliseconds, read from its exp claim; null when unreadable. */
export const tokenExpiresAt = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    const { exp } = claims;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
};

/** A token is usable when it has an exp claim that lies in the future. */
export const isTokenValid = (token: string | null, now: number = Date.now()): token is string => {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
};
