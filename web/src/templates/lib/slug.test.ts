import { describe, expect, it } from 'vitest';
import { uniqueSlug } from './slug';

describe('uniqueSlug', () => {
  it('lowercases, drops accents and joins words with dashes', () => {
    expect(uniqueSlug('  Café à la Crème!  ', [], 'x')).toBe('cafe-a-la-creme');
  });

  it('numbers a key already taken and falls back for a text with no letters', () => {
    expect(uniqueSlug('Summit Boot', ['summit-boot', 'summit-boot-2'], 'x')).toBe('summit-boot-3');
    expect(uniqueSlug('!!!', [], 'post')).toBe('post');
  });
});
