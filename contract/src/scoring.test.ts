import { describe, expect, it } from 'vitest';
import { COMPETENCIES, type Competency } from './assessments';
import {
  competencyScores,
  customTestScore,
  questionsScore,
  requirementsResult,
  valuesFit,
  videoInterviewScore,
  weightedScore,
} from './scoring';
import { DEFAULT_WEIGHTS } from './weights';

describe('customTestScore', () => {
  const sheet = [
    { id: 'q1', correctOption: 0 },
    { id: 'q2', correctOption: 1 },
    { id: 'q3', correctOption: 2 },
  ];

  it('answers the percentage of correct answers', () => {
    expect(customTestScore(sheet, { q1: 0, q2: 1, q3: 2 })).toBe(100);
    expect(customTestScore(sheet, { q1: 0, q2: 3, q3: 2 })).toBe(66.67);
    expect(customTestScore(sheet, { q1: 3, q2: 3, q3: 3 })).toBe(0);
  });

  it('counts an unanswered question as wrong', () => {
    expect(customTestScore(sheet, { q1: 0 })).toBe(33.33);
  });

  it('answers null for a sheet without questions', () => {
    expect(customTestScore([], {})).toBeNull();
  });
});

describe('valuesFit', () => {
  const company = [
    { valueId: 'v1', score: 5 },
    { valueId: 'v2', score: 1 },
    { valueId: 'v3', score: 3 },
  ];

  it('answers 100 for identical ratings and 0 for opposite ones', () => {
    expect(valuesFit(company, company)).toBe(100);
    expect(
      valuesFit(
        [
          { valueId: 'v1', score: 5 },
          { valueId: 'v2', score: 1 },
        ],
        [
          { valueId: 'v1', score: 1 },
          { valueId: 'v2', score: 5 },
        ],
      ),
    ).toBe(0);
  });

  it('answers 1 minus the mean distance over the scale', () => {
    // distances 1/4, 0, 2/4: mean 0.25, fit 75
    expect(
      valuesFit(company, [
        { valueId: 'v1', score: 4 },
        { valueId: 'v2', score: 1 },
        { valueId: 'v3', score: 5 },
      ]),
    ).toBe(75);
  });

  it('compares only the values both sides rated', () => {
    expect(
      valuesFit(company, [
        { valueId: 'v1', score: 5 },
        { valueId: 'other', score: 1 },
      ]),
    ).toBe(100);
    expect(valuesFit(company, [{ valueId: 'other', score: 1 }])).toBeNull();
  });
});

describe('competencyScores', () => {
  const catalogue: Competency[] = [
    {
      id: 'c1',
      name: 'Um',
      items: [
        { id: 'c1-1', text: '' },
        { id: 'c1-2', text: '' },
      ],
    },
    {
      id: 'c2',
      name: 'Dois',
      items: [
        { id: 'c2-1', text: '' },
        { id: 'c2-2', text: '' },
      ],
    },
  ];

  it('maps the mean Likert answer of each competency to 0-100 and averages them', () => {
    const result = competencyScores(catalogue, { 'c1-1': 5, 'c1-2': 5, 'c2-1': 1, 'c2-2': 4 });
    expect(result.competencies).toEqual([
      { id: 'c1', name: 'Um', score: 100 },
      { id: 'c2', name: 'Dois', score: 37.5 },
    ]);
    expect(result.overall).toBe(68.75);
  });

  it('leaves an unanswered competency null and out of the overall score', () => {
    const result = competencyScores(catalogue, { 'c1-1': 3 });
    expect(result.competencies.map((competency) => competency.score)).toEqual([50, null]);
    expect(result.overall).toBe(50);
    expect(competencyScores(catalogue, {}).overall).toBeNull();
  });

  it('scores the real catalogue: all neutral answers give 50 everywhere', () => {
    const answers = Object.fromEntries(
      COMPETENCIES.flatMap((competency) => competency.items.map((item) => [item.id, 3])),
    );
    const result = competencyScores(COMPETENCIES, answers);
    expect(result.competencies.every((competency) => competency.score === 50)).toBe(true);
    expect(result.overall).toBe(50);
  });
});

describe('requirementsResult', () => {
  const requirements = [
    { id: 'r1', mandatory: true },
    { id: 'r2', mandatory: false },
    { id: 'r3', mandatory: false },
    { id: 'r4', mandatory: true },
  ];

  it('answers the share of requirements met and no flag when every mandatory one is met', () => {
    const result = requirementsResult(requirements, [
      { requirementId: 'r1', meets: true },
      { requirementId: 'r2', meets: true },
      { requirementId: 'r3', meets: false },
      { requirementId: 'r4', meets: true },
    ]);
    expect(result).toEqual({ score: 75, missingMandatory: [] });
  });

  it('names the mandatory requirements not met, unanswered ones included', () => {
    const result = requirementsResult(requirements, [
      { requirementId: 'r1', meets: false },
      { requirementId: 'r2', meets: true },
    ]);
    expect(result).toEqual({ score: 25, missingMandatory: ['r1', 'r4'] });
  });

  it('answers null without requirements', () => {
    expect(requirementsResult([], [])).toEqual({ score: null, missingMandatory: [] });
  });
});

describe('questionsScore', () => {
  const questions = [
    { id: 'q1', expectedAnswer: true },
    { id: 'q2', expectedAnswer: 'opt-b' },
    { id: 'q3', expectedAnswer: null },
    { id: 'q4' },
  ];

  it('scores only the questions with an expected answer', () => {
    expect(questionsScore(questions, { q1: true, q2: 'opt-b', q3: 'texto livre', q4: false })).toBe(
      100,
    );
    expect(questionsScore(questions, { q1: false, q2: 'opt-b' })).toBe(50);
    expect(questionsScore(questions, {})).toBe(0);
  });

  it('answers null when no question has an expected answer', () => {
    expect(questionsScore([{ id: 'q1' }], { q1: 'qualquer' })).toBeNull();
  });
});

describe('videoInterviewScore', () => {
  it('averages the scores given so far', () => {
    expect(videoInterviewScore([80, 90, null])).toBe(85);
    expect(videoInterviewScore([100, 0, 33])).toBe(44.33);
  });

  it('answers null until an answer is scored', () => {
    expect(videoInterviewScore([null, null])).toBeNull();
    expect(videoInterviewScore([])).toBeNull();
  });
});

describe('weightedScore', () => {
  const scores = {
    requirements: 100,
    questions: 50,
    customTest: 80,
    valuesTest: 60,
    competencyTest: 40,
    videoInterview: 90,
  };

  it('answers the weighted mean and each assessment’s contribution with every assessment used', () => {
    const result = weightedScore(scores, DEFAULT_WEIGHTS, [
      'requirements',
      'questions',
      'customTest',
      'valuesTest',
      'competencyTest',
      'videoInterview',
    ]);
    // 15*100 + 5*50 + 25*80 + 20*60 + 15*40 + 20*90 = 7350 → 73.5
    expect(result.total).toBe(73.5);
    expect(result.breakdown).toEqual([
      { assessment: 'requirements', score: 100, weight: 15, contribution: 15 },
      { assessment: 'questions', score: 50, weight: 5, contribution: 2.5 },
      { assessment: 'customTest', score: 80, weight: 25, contribution: 20 },
      { assessment: 'valuesTest', score: 60, weight: 20, contribution: 12 },
      { assessment: 'competencyTest', score: 40, weight: 15, contribution: 6 },
      { assessment: 'videoInterview', score: 90, weight: 20, contribution: 18 },
    ]);
  });

  it('spreads the weights over the assessments the process uses', () => {
    const result = weightedScore(scores, DEFAULT_WEIGHTS, ['customTest', 'videoInterview']);
    // (25*80 + 20*90) / 45 = 84.44
    expect(result.total).toBe(84.44);
    expect(result.breakdown.map((row) => row.assessment)).toEqual(['customTest', 'videoInterview']);
  });

  it('counts a used assessment without a score as 0', () => {
    const result = weightedScore({ customTest: 80 }, DEFAULT_WEIGHTS, [
      'customTest',
      'videoInterview',
    ]);
    expect(result.total).toBe(44.44);
    expect(result.breakdown[1]).toEqual({
      assessment: 'videoInterview',
      score: null,
      weight: 20,
      contribution: 0,
    });
  });

  it('answers null when the used assessments weigh nothing', () => {
    const weights = { ...DEFAULT_WEIGHTS, customTest: 0 };
    expect(weightedScore(scores, weights, ['customTest']).total).toBeNull();
    expect(weightedScore(scores, DEFAULT_WEIGHTS, []).total).toBeNull();
  });
});
