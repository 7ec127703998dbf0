import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, weightsSchema } from './weights';

const messages = (value: unknown): string[] => {
  const result = weightsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('weightsSchema', () => {
  it('accepts integers summing to 100', () => {
    expect(weightsSchema.safeParse(DEFAULT_WEIGHTS).success).toBe(true);
    expect(
      weightsSchema.safeParse({
        requirements: 100,
        questions: 0,
        customTest: 0,
        valuesTest: 0,
        competencyTest: 0,
        videoInterview: 0,
      }).success,
    ).toBe(true);
  });

  it('refuses a sum other than 100, naming the current sum', () => {
    expect(messages({ ...DEFAULT_WEIGHTS, customTest: 30 })).toEqual([
      'Os pesos devem somar 100 (soma atual: 105)',
    ]);
    expect(messages({ ...DEFAULT_WEIGHTS, customTest: 0 })).toEqual([
      'Os pesos devem somar 100 (soma atual: 75)',
    ]);
  });

  it('refuses fractions, negatives and missing weights with the assessment’s name', () => {
    expect(messages({ ...DEFAULT_WEIGHTS, customTest: 24.5, valuesTest: 20.5 })).toContain(
      'O peso de Teste personalizado deve ser um número inteiro',
    );
    expect(messages({ ...DEFAULT_WEIGHTS, requirements: -5, questions: 25 })).toContain(
      'O peso de Requisitos deve estar entre 0 e 100',
    );
    expect(messages({ ...DEFAULT_WEIGHTS, videoInterview: undefined })).toContain(
      'Informe o peso de Entrevista em vídeo',
    );
  });
});
