import { describe, expect, it } from 'vitest';
import { agreeing, counted } from './counts';

describe('counted', () => {
  it('says one in the singular, zero and many in the plural, with pt-BR thousands', () => {
    expect(counted(1, 'candidato', 'candidatos')).toBe('1 candidato');
    expect(counted(0, 'candidato', 'candidatos')).toBe('0 candidatos');
    expect(counted(20000, 'inscrição', 'inscrições')).toBe('20.000 inscrições');
  });
});

describe('agreeing', () => {
  it('gives the word standing apart from a count its number: an article, a label', () => {
    expect(`Importar só ${agreeing(1, 'a', 'as')} ${counted(1, 'linha', 'linhas')}`).toBe(
      'Importar só a 1 linha',
    );
    expect(agreeing(0, 'linha', 'linhas')).toBe('linhas');
    expect(agreeing(2, 'linha', 'linhas')).toBe('linhas');
  });
});
