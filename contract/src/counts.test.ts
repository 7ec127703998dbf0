import { describe, expect, it } from 'vitest';
import { counted } from './counts';

describe('counted', () => {
  it('says one in the singular, zero and many in the plural, with pt-BR thousands', () => {
    expect(counted(1, 'candidato', 'candidatos')).toBe('1 candidato');
    expect(counted(0, 'candidato', 'candidatos')).toBe('0 candidatos');
    expect(counted(20000, 'inscrição', 'inscrições')).toBe('20.000 inscrições');
  });
});
