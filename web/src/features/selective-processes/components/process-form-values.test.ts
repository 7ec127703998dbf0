import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  parseMoney,
  parseProcess,
  processFormValues,
  processResolver,
  type ProcessFormValues,
} from './process-form-values';

const valid = (): ProcessFormValues => ({
  ...processFormValues(),
  title: 'Analista financeiro',
  description: 'Controladoria e relatórios.',
  area: 'finance',
  seniority: 'mid',
  contractType: 'clt',
  workMode: 'hybrid',
  city: 'Recife',
  uf: 'PE',
  salaryMinCents: '5.000,00',
  salaryMaxCents: '7.500,50',
});

const resolve = (values: ProcessFormValues) =>
  processResolver(values, undefined, {} as ResolverOptions<ProcessFormValues>);

describe('parseMoney', () => {
  it('reads reais typed the Brazilian way as cents', () => {
    expect(parseMoney('5.000,50')).toBe(500050);
    expect(parseMoney('R$ 1200')).toBe(120000);
  });

  it('answers null for a blank field and keeps unreadable text for the schema to refuse', () => {
    expect(parseMoney('  ')).toBeNull();
    expect(parseMoney('abc')).toBe('abc');
  });
});

describe('processFormValues', () => {
  it('turns the values test on for a new process only when the company has a values profile', () => {
    expect(processFormValues().useValuesTest).toBe(false);
    expect(processFormValues(undefined, true).useValuesTest).toBe(true);
  });
});

describe('processResolver', () => {
  it('accepts a complete process and parses it into the contract input', async () => {
    const result = await resolve(valid());
    expect(result.errors).toEqual({});
    const parsed = parseProcess(valid());
    expect(parsed.salaryMinCents).toBe(500000);
    expect(parsed.salaryMaxCents).toBe(750050);
    expect(parsed.vacancies).toBe(1);
    expect(parsed.maxCandidates).toBeNull();
  });

  it('shows the contract messages under the fields, the options of a question under its text', async () => {
    const values: ProcessFormValues = {
      ...valid(),
      title: '',
      city: '',
      salaryMaxCents: '100,00',
      questions: [
        {
          text: 'Qual turno?',
          type: 'single_choice',
          optionsText: 'Manhã',
          expectedAnswer: '',
          eliminatory: true,
        },
      ],
    };
    const { errors } = await resolve(values);
    expect(errors.title?.message).toBe('O título é obrigatório');
    expect(errors.city?.message).toBe('Informe a cidade da vaga');
    expect(errors.salaryMaxCents?.message).toBe(
      'O salário máximo deve ser maior ou igual ao mínimo',
    );
    expect(errors.questions?.[0]?.optionsText?.message).toBe(
      'Uma pergunta de escolha única precisa de pelo menos 2 opções',
    );
    expect(errors.questions?.[0]?.eliminatory?.message).toBe(
      'Uma pergunta eliminatória precisa da resposta esperada',
    );
  });

  it('turns the expected answer of a yes/no question into a boolean', () => {
    const parsed = parseProcess({
      ...valid(),
      questions: [
        {
          text: 'Tem CNH?',
          type: 'yes_no',
          optionsText: '',
          expectedAnswer: 'false',
          eliminatory: true,
        },
      ],
    });
    expect(parsed.questions[0]).toMatchObject({
      options: [],
      expectedAnswer: false,
      eliminatory: true,
    });
  });
});
