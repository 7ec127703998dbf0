import { describe, expect, it } from 'vitest';
import {
  isMasked,
  maskBirthDate,
  maskCpf,
  maskPersonal,
  maskPhone,
  showBirthDate,
  showCpf,
  showPhone,
} from './personal-data';

describe('personal data masks', () => {
  it('keeps the middle six digits of a CPF, typed or stored', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
    // An anonymised professional's key is nobody's CPF.
    expect(maskCpf('anon-1b9d6bcd')).toBe('anon-1b9d6bcd');
  });

  it("keeps a phone's last four digits, mobile or landline, E.164 or typed", () => {
    expect(maskPhone('+5511987654321')).toBe('(**) *****-4321');
    expect(maskPhone('(11) 98765-4321')).toBe('(**) *****-4321');
    expect(maskPhone('+551133334444')).toBe('(**) ****-4444');
  });

  it('keeps the year of a birth date only', () => {
    expect(maskBirthDate('1990-03-15')).toBe('**/**/1990');
    expect(maskBirthDate('15/03/1990')).toBe('**/**/1990');
  });

  it("withholds answers and masks a written record's personal keys, leaving the rest", () => {
    expect(maskPersonal('answers', [{ itemId: 'a', score: 5 }])).toBeNull();
    expect(maskPersonal('cpf', null)).toBeNull();
    expect(
      maskPersonal('written', {
        name: 'Ana',
        cpf: '12345678909',
        phone: null,
        birthDate: '1990-03-15',
      }),
    ).toEqual({ name: 'Ana', cpf: '***.456.789-**', phone: null, birthDate: '**/**/1990' });
  });

  it('shows a masked value as it came and formats a whole one', () => {
    expect(isMasked('***.456.789-**')).toBe(true);
    expect(isMasked('12345678909')).toBe(false);
    expect(showCpf('***.456.789-**')).toBe('***.456.789-**');
    expect(showCpf('12345678909')).toBe('123.456.789-09');
    expect(showPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(showBirthDate('1990-03-15')).toBe('15/03/1990');
    expect(showBirthDate('**/**/1990')).toBe('**/**/1990');
  });
});
