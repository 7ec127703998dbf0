import { describe, expect, it } from 'vitest';
import {
  areaSchema,
  CANDIDATE_LIFECYCLE,
  candidateInputSchema,
  candidateStatusBodySchema,
} from './candidates';
import {
  COMPANY_LIFECYCLE,
  companyInputSchema,
  companySectorSchema,
  companyStatusBodySchema,
} from './companies';
import { canMove, optionalText, optionalUrl } from './fields';

describe('optional fields', () => {
  it('turn blank form inputs into null', () => {
    expect(optionalText(10).parse('   ')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(3).safeParse('abcd').error?.issues[0]?.message).toBe(
      'Use no máximo 3 caracteres',
    );
  });

  it('add the scheme to a typed web address and refuse what is not one', () => {
    expect(optionalUrl.parse('www.empresa.com.br')).toBe('https://www.empresa.com.br');
    expect(optionalUrl.parse('http://a.org/x')).toBe('http://a.org/x');
    expect(optionalUrl.parse('')).toBeNull();
    expect(optionalUrl.safeParse('não é site').success).toBe(false);
  });
});

describe('company input', () => {
  it('stores digits, E.164 and nulls for what was left blank', () => {
    const parsed = companyInputSchema.parse({
      legalName: ' Padaria Pão Quente Ltda ',
      cnpj: '11.222.333/0001-81',
      email: 'Contato@Padaria.com.br',
      phone: '(11) 3333-4444',
      cep: '01310-100',
      uf: '',
      sector: '',
    });
    expect(parsed).toMatchObject({
      legalName: 'Padaria Pão Quente Ltda',
      cnpj: '11222333000181',
      email: 'contato@padaria.com.br',
      phone: '+551133334444',
      cep: '01310100',
      uf: null,
      sector: null,
      tradeName: null,
    });
  });

  it('names each invalid field in Portuguese', () => {
    const result = companyInputSchema.safeParse({
      legalName: '',
      cnpj: '11.222.333/0001-82',
      email: 'x',
      uf: 'XX',
    });
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      legalName: 'A razão social é obrigatória',
      cnpj: 'CNPJ inválido',
      email: 'O email deve ser um endereço de email válido',
      uf: 'UF inválida',
    });
  });
});

describe('candidate input', () => {
  it('upper-cases the registration number and refuses a future birth date', () => {
    const base = { name: 'Ana', email: 'ana@x.org', cpf: '529.982.247-25' };
    expect(
      candidateInputSchema.parse({ ...base, registrationNumber: 'cra-sp 123' }).registrationNumber,
    ).toBe('CRA-SP 123');
    expect(candidateInputSchema.safeParse({ ...base, birthDate: '2999-01-01' }).success).toBe(
      false,
    );
    expect(candidateInputSchema.parse(base).registrationStatus).toBe('nao_verificado');
  });
});

describe('lifecycles', () => {
  it('allow only the moves of the design', () => {
    expect(canMove(COMPANY_LIFECYCLE, 'pending', 'active')).toBe(true);
    expect(canMove(COMPANY_LIFECYCLE, 'pending', 'suspended')).toBe(false);
    expect(canMove(COMPANY_LIFECYCLE, 'inactive', 'active')).toBe(false);
    expect(canMove(CANDIDATE_LIFECYCLE, 'active', 'incomplete')).toBe(false);
    expect(canMove(CANDIDATE_LIFECYCLE, 'blocked', 'active')).toBe(true);
  });

  it('ask for a reason where the lifecycle needs one', () => {
    expect(
      companyStatusBodySchema.safeParse({ status: 'suspended' }).error?.issues[0],
    ).toMatchObject({ path: ['reason'], message: 'Informe o motivo' });
    expect(companyStatusBodySchema.safeParse({ status: 'active' }).success).toBe(true);
    expect(candidateStatusBodySchema.safeParse({ status: 'anonymized', reason: 'x' }).success).toBe(
      false,
    );
  });
});

describe('choiceSchema (a required select)', () => {
  it('says the choice is missing when nothing is chosen, and invalid otherwise', () => {
    expect(areaSchema.safeParse('').error?.issues[0]?.message).toBe('Área obrigatória');
    expect(areaSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Área obrigatória');
    expect(areaSchema.safeParse('astrologia').error?.issues[0]?.message).toBe('Área inválida');
    expect(companySectorSchema.safeParse('').error?.issues[0]?.message).toBe('Setor obrigatório');
    expect(areaSchema.parse('finance')).toBe('finance');
  });
});
