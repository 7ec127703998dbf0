import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, msUntil, withPhotoTimestamp } from './session';

const user = {
  id: 'u',
  email: 'a@b.c',
  superAdmin: { name: 'Ana', occupation: null },
  photoUrl: '/api/files/photos/p.png',
  accessProfile: { id: '00000000-0000-4000-8000-000000000001', name: 'Super-administrador', permissions: [] },
  ufs: null,
};

describe('session helpers', () => {
  it('appends a timestamp to photoUrl, with & when it already has a query', () => {
    expect(withPhotoTimestamp(user, 123).photoUrl).toBe('/api/files/photos/p.png?t=123');
    expect(withPhotoTimestamp({ ...user, photoUrl: '/p.png?s=1' }, 5).photoUrl).toBe(
      '/p.png?s=1&t=5',
    );
    expect(withPhotoTimestamp({ ...user, photoUrl: null }, 5).photoUrl).toBeNull();
  });

  it('clamps the wait before the expiry logout to what setTimeout can hold', () => {
    expect(msUntil(1_000, 400)).toBe(600);
    expect(msUntil(1_000, 2_000)).toBe(0);
    expect(msUntil(Number.MAX_SAFE_INTEGER, 0)).toBe(MAX_TIMER_MS);
  });
});
