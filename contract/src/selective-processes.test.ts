import { describe, expect, it } from 'vitest';
import {
  questionSchema,
  selectiveProcessInputSchema,
  usedAssessments,
} from './selective-processes';

const base = {
  title: 'Analista administrativo',
  description: 'Rotinas administrativas',
  area: 'administration',
  seniority: 'mid',
  contractType: 'clt',
  workMode: 'onsite',
  city: 'Curitiba',
  uf: 'PR',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string[] => (result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []));

describe('selectiveProcessInputSchema', () => {
  it('fills the defaults of a minimal process', () => {
    const parsed = selectiveProcessInputSchema.parse(base);
    expect(parsed).toMatchObject({
      vacancies: 1,
      maxCandidates: null,
      requirements: [],
      confidential: false,
    });
    // The server decides: on only when the company has a values profile to score against.
    expect(parsed.useValuesTest).toBeUndefined();
  });

  it('refuses a salary range upside down, an end before the start and an on-site job without a place', () => {
    const result = selectiveProcessInputSchema.safeParse({
      ...base,
      city: '',
      uf: null,
      salaryMinCents: 500000,
      salaryMaxCents: 300000,
      startsAt: '2026-05-10',
      endsAt: '2026-05-01',
    });
    expect(messages(result)).toEqual([
      'O salário máximo deve ser maior ou igual ao mínimo',
      'A data de término deve ser igual ou posterior à de início',
      'Informe a cidade da vaga',
      'Informe a UF da vaga',
    ]);
  });

  it('accepts a remote job without a city', () => {
    expect(
      selectiveProcessInputSchema.safeParse({ ...base, workMode: 'remote', city: null, uf: null })
        .success,
    ).toBe(true);
  });
});

describe('questionSchema', () => {
  it('needs two different options and an expected answer among them for a single choice', () => {
    expect(
      messages(
        questionSchema.safeParse({ text: 'Turno?', type: 'single_choice', options: ['Manhã'] }),
      ),
    ).toEqual(['Uma pergunta de escolha única precisa de pelo menos 2 opções']);
    expect(
      messages(
        questionSchema.safeParse({
          text: 'Turno?',
          type: 'single_choice',
          options: ['Manhã', 'Tarde'],
          expectedAnswer: 'Noite',
        }),
      ),
    ).toEqual(['A resposta esperada deve ser uma das opções']);
  });

  it('takes a boolean expectation for yes/no and none for free text', () => {
    expect(
      questionSchema.safeParse({ text: 'CNH?', type: 'yes_no', expectedAnswer: true }).success,
    ).toBe(true);
    expect(
      messages(questionSchema.safeParse({ text: 'CNH?', type: 'yes_no', expectedAnswer: 'sim' })),
    ).toEqual(['A resposta esperada deve ser sim ou não']);
    expect(
      messages(questionSchema.safeParse({ text: 'Conte algo', type: 'text', expectedAnswer: 'x' })),
    ).toEqual(['Perguntas de texto livre não têm resposta esperada']);
  });
});

describe('usedAssessments', () => {
  it('lists the assessments a process has content for, plus the profile tests it opts into', () => {
    const process = selectiveProcessInputSchema.parse({
      ...base,
      requirements: [{ text: 'CRA ativo', mandatory: true }],
      questions: [{ text: 'Conte algo', type: 'text' }],
      useValuesTest: true,
      useCompetencyTest: false,
    });
    expect(usedAssessments({ ...process, useValuesTest: true, questionSheetId: null })).toEqual([
      'requirements',
      'valuesTest',
    ]);
    expect(
      usedAssessments({
        ...process,
        useValuesTest: true,
        questions: [{ expectedAnswer: true }],
        questionSheetId: '2b1c3f00-5c1e-4a8e-9d36-0d6f2f8b1a11',
        useCompetencyTest: true,
        interviewQuestions: [{ text: 'Fale de você' }],
      }),
    ).toEqual([
      'requirements',
      'questions',
      'customTest',
      'valuesTest',
      'competencyTest',
      'videoInterview',
    ]);
  });
});
