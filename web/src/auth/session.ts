import type { SessionUser } from '@hub/contract/auth';

/** A timestamp on photoUrl, so a replaced photo is never served from a stale cache. */
export const withPhotoTimestamp = (user: SessionUser, now: number = Date.now()): SessionUser => {
  if (!user.photoUrl) return user;
  const separator = user.photoUrl.includes('?') ? '&' : '?';
  return { ...user, photoUrl: `${user.photoUrl}${separator}t=${now}` };
};

/** setTimeout holds at most 2^31-1 ms; a longer wait is re-armed by the caller's next schedule. */
export const MAX_TIMER_MS = 2_147_483_647;

export const msUntil = (expiresAt: number, now: number = Date.now()): number =>
  Math.min(Math.max(expiresAt - now, 0), MAX_TIMER_MS);
