import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@hub/contract/auth';
import { photoProblem } from './use-photo-upload';

describe('photo check before sending', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses another type, then a size over 5 MB, with the server’s messages', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_MESSAGES.wrongType);
    expect(photoProblem({ type: 'application/pdf', size: PHOTO_MAX_BYTES + 1 })).toBe(
      PHOTO_MESSAGES.wrongType,
    );
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(
      PHOTO_MESSAGES.tooLarge,
    );
  });
});
