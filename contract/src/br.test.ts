import { describe, expect, it } from 'vitest';
import {
  cepSchema,
  cnpjSchema,
  completeCnpj,
  completeCpf,
  cpfSchema,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  phoneSchema,
  toE164,
  ufSchema,
  UF_LIST,
} from './br';

describe('CPF', () => {
  it('accepts valid check digits, formatted or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-52')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('5299822472a')).toBe(false);
  });

  it('completes a base with its check digits', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(isValidCpf(completeCpf('123456789'))).toBe(true);
  });

  it('stores digits and says why it refuses, in Portuguese', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.safeParse('529.982.247-24').error?.issues[0]?.message).toBe('CPF inválido');
    expect(cpfSchema.safeParse('').error?.issues[0]?.message).toBe('O CPF é obrigatório');
  });
});

describe('CNPJ', () => {
  it('accepts valid numeric check digits, formatted or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ of 2026 (Receita Federal example)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11222333000I81')).toBe(false);
  });

  it('completes a base with its check digits', () => {
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    expect(completeCnpj('12abc34501de')).toBe('12ABC34501DE35');
  });

  it('stores the bare characters', () => {
    expect(cnpjSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjSchema.safeParse('11.222.333/0001-82').error?.issues[0]?.message).toBe(
      'CNPJ inválido',
    );
  });
});

describe('CEP', () => {
  it('accepts eight digits with or without the hyphen and stores digits', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(cepSchema.parse('01310-100')).toBe('01310100');
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('00000-000')).toBe(false);
    expect(cepSchema.safeParse('123').error?.issues[0]?.message).toBe('CEP inválido');
  });
});

describe('phone', () => {
  it('turns the ways people type a Brazilian number into E.164', () => {
    expect(toE164('(11) 98765-4321')).toBe('+5511987654321');
    expect(toE164('11987654321')).toBe('+5511987654321');
    expect(toE164('+55 11 98765-4321')).toBe('+5511987654321');
    expect(toE164('5511987654321')).toBe('+5511987654321');
    expect(toE164('011 98765-4321')).toBe('+5511987654321');
    expect(toE164('011 3333-4444')).toBe('+551133334444');
    expect(toE164('(21) 3333-4444')).toBe('+552133334444');
    expect(toE164('55 98765-4321')).toBe('+5555987654321');
  });

  it('refuses unknown area codes, foreign numbers and impossible numbers', () => {
    expect(toE164('(20) 98765-4321')).toBeNull();
    expect(toE164('+1 415 555 0100')).toBeNull();
    expect(toE164('(11) 8765-432')).toBeNull();
    expect(toE164('(11) 88765-4321')).toBeNull();
    expect(toE164('(11) 9876-5432')).toBeNull();
    expect(phoneSchema.safeParse('123').error?.issues[0]?.message).toMatch(/^Telefone inválido/);
  });

  it('formats E.164 and partial input for display', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+552133334444')).toBe('(21) 3333-4444');
    expect(formatPhone('1198')).toBe('(11) 98');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('')).toBe('');
  });
});

describe('masks', () => {
  it('format as much as has been typed', () => {
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('52998224725999')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc')).toBe('12.ABC');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });
});

describe('UF', () => {
  it('lists the 27 federative units and refuses anything else', () => {
    expect(UF_LIST).toHaveLength(27);
    expect(ufSchema.parse('SP')).toBe('SP');
    expect(ufSchema.safeParse('XX').error?.issues[0]?.message).toBe('UF inválida');
  });
});
