import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('x'.repeat(40), 'totp keys');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('opens nothing altered, sealed under another key or for another purpose, or not sealed at all', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, data = ''] = sealed.split('.');
    // One bit of the ciphertext flipped (in its bytes: base64's last letter may carry only padding).
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(box.open([version, iv, tag, bytes.toString('base64url')].join('.'))).toBeNull();
    expect(createSecretBox('y'.repeat(40), 'totp keys').open(sealed)).toBeNull();
    expect(createSecretBox('x'.repeat(40), 'other').open(sealed)).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
