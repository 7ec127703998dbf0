import { describe, expect, it } from 'vitest';
import { PNG } from '../test/uploads';
import { hasSniffableMarkup, sniffType, typeOfKey } from './file-types';

const webp = (payload: Buffer): Buffer => {
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(payload.length + 4, 4);
  return Buffer.concat([header, payload]);
};

describe('sniffType', () => {
  it('knows a PNG only with its IHDR chunk and a WebP only when the RIFF size adds up', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html>')]))).toBeNull();
    const image = webp(Buffer.alloc(64, 1));
    expect(sniffType(image)).toBe('image/webp');
    expect(sniffType(Buffer.concat([image, Buffer.from('<html>')]))).toBeNull();
  });
});

describe('hasSniffableMarkup', () => {
  it('finds HTML, SVG and XML in the first kilobyte, in any case', () => {
    for (const markup of [
      '<SCRIPT>',
      '<svg ',
      '<?xml',
      '<!DOCTYPE html>',
      '<iframe',
      '<!-- x -->',
    ]) {
      expect(
        hasSniffableMarkup(Buffer.concat([Buffer.alloc(900, 0xaa), Buffer.from(markup)])),
        markup,
      ).toBe(true);
    }
    expect(hasSniffableMarkup(Buffer.from('a < b and c > d, <p> and <a href>'))).toBe(false);
  });
});

describe('typeOfKey', () => {
  it('answers the type the server named a key after, and null for any other extension', () => {
    expect(typeOfKey('logos/x.jpg')).toBe('image/jpeg');
    expect(typeOfKey('interviews/x.webm')).toBe('video/webm');
    expect(typeOfKey('logos/x.svg')).toBeNull();
    expect(typeOfKey('logos/x.html')).toBeNull();
  });
});
