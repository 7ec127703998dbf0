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
    const flipped = `${data.slice(0, -1)}${data.endsWith('A') ? 'B' : 'A'}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(createSecretBox('y'.repeat(40), 'totp keys').open(sealed)).toBeNull();
    expect(createSecretBox('x'.repeat(40), 'other').open(sealed)).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
