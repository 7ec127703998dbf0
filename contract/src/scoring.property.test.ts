import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_KEYS,
  LIKERT_MAX,
  LIKERT_MIN,
  type AssessmentKey,
  type Competency,
} from './assessments';
import { discountCents, priceWithDiscount } from './pricing';
import {
  competencyScores,
  customTestScore,
  questionsScore,
  requirementsResult,
  valuesFit,
  videoInterviewScore,
  weightedScore,
  type Weights,
} from './scoring';
import { weightsSchema, WEIGHTS_TOTAL } from './weights';

const RUNS = { numRuns: 500 };

/** Scores as stored: 0 to 100 with two decimals. */
const score = fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100);
const inBounds = (value: number | null): void => {
  expect(value).not.toBeNull();
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);
};

/** A question sheet with correct options and, per question, whether the answer is right. */
const sheet = fc
  .uniqueArray(
    fc.record({
      id: fc.uuid(),
      correctOption: fc.integer({ min: 0, max: 4 }),
      right: fc.boolean(),
    }),
    {
      minLength: 1,
      maxLength: 20,
      selector: (question) => question.id,
    },
  )
  .map((questions) => ({
    questions: questions.map(({ id, correctOption }) => ({ id, correctOption })),
    answers: Object.fromEntries(
      questions.map(({ id, correctOption, right }) => [
        id,
        right ? correctOption : (correctOption + 1) % 5,
      ]),
    ),
    right: questions.filter((question) => question.right).map((question) => question.id),
  }));

describe('customTestScore properties', () => {
  it('stays within 0-100, is the share of right answers and ignores the order of the sheet', () => {
    fc.assert(
      fc.property(sheet, ({ questions, answers, right }) => {
        const value = customTestScore(questions, answers);
        inBounds(value);
        expect(value).toBeCloseTo((right.length / questions.length) * 100, 2);
        expect(customTestScore([...questions].reverse(), answers)).toBe(value);
      }),
      RUNS,
    );
  });

  it('never goes down when a wrong answer is corrected', () => {
    fc.assert(
      fc.property(sheet, fc.nat(), ({ questions, answers }, pick) => {
        const question = questions[pick % questions.length];
        if (!question) return;
        const corrected = { ...answers, [question.id]: question.correctOption };
        expect(customTestScore(questions, corrected) ?? 0).toBeGreaterThanOrEqual(
          customTestScore(questions, answers) ?? 0,
        );
      }),
      RUNS,
    );
  });
});

const rating = fc.integer({ min: 1, max: 5 });
/** Company and professional ratings of the same values (ids v0, v1...). */
const ratings = fc
  .array(fc.tuple(rating, rating), { minLength: 1, maxLength: 12 })
  .map((pairs) => ({
    company: pairs.map(([value], index) => ({ valueId: `v${index}`, score: value })),
    professional: pairs.map(([, value], index) => ({ valueId: `v${index}`, score: value })),
  }));

describe('valuesFit properties', () => {
  it('stays within 0-100, is 100 for identical ratings, symmetric and order-free', () => {
    fc.assert(
      fc.property(ratings, ({ company, professional }) => {
        const fit = valuesFit(company, professional);
        inBounds(fit);
        expect(valuesFit(company, company)).toBe(100);
        expect(valuesFit(professional, company)).toBe(fit);
        expect(valuesFit([...company].reverse(), [...professional].reverse())).toBe(fit);
      }),
      RUNS,
    );
  });

  it('never goes down when the professional moves one rating towards the company', () => {
    fc.assert(
      fc.property(ratings, fc.nat(), ({ company, professional }, pick) => {
        const index = pick % professional.length;
        const target = company[index]?.score ?? 0;
        const moved = professional.map((entry, position) =>
          position === index
            ? { ...entry, score: entry.score + Math.sign(target - entry.score) }
            : entry,
        );
        expect(valuesFit(company, moved) ?? 0).toBeGreaterThanOrEqual(
          valuesFit(company, professional) ?? 0,
        );
      }),
      RUNS,
    );
  });
});

describe('competencyScores properties', () => {
  const catalogue: Competency[] = Array.from({ length: 4 }, (_, c) => ({
    id: `c${c}`,
    name: `Competência ${c}`,
    items: Array.from({ length: 3 }, (_, i) => ({ id: `c${c}-${i}`, text: '' })),
  }));
  const itemIds = catalogue.flatMap((competency) => competency.items.map((item) => item.id));
  const answers = fc
    .array(fc.option(fc.integer({ min: LIKERT_MIN, max: LIKERT_MAX }), { nil: undefined }), {
      minLength: itemIds.length,
      maxLength: itemIds.length,
    })
    .map((values) =>
      Object.fromEntries(
        itemIds.flatMap((id, index) => (values[index] === undefined ? [] : [[id, values[index]]])),
      ),
    );

  it('keeps every score within 0-100 and the overall score between the lowest and highest competency', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const result = competencyScores(catalogue, given);
        const scored = result.competencies.flatMap((competency) =>
          competency.score === null ? [] : [competency.score],
        );
        if (scored.length === 0) {
          expect(result.overall).toBeNull();
          return;
        }
        scored.forEach(inBounds);
        expect(result.overall).toBeGreaterThanOrEqual(Math.min(...scored) - 0.005);
        expect(result.overall).toBeLessThanOrEqual(Math.max(...scored) + 0.005);
      }),
      RUNS,
    );
  });

  it('never lowers a competency when one of its answers goes up', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...itemIds), (given, itemId) => {
        const current = given[itemId];
        if (current === undefined || current === LIKERT_MAX) return;
        const before = competencyScores(catalogue, given).competencies;
        const after = competencyScores(catalogue, { ...given, [itemId]: current + 1 }).competencies;
        after.forEach((competency, index) =>
          expect(competency.score ?? 0).toBeGreaterThanOrEqual(before[index]?.score ?? 0),
        );
      }),
      RUNS,
    );
  });
});

describe('requirementsResult and questionsScore properties', () => {
  const requirements = fc.uniqueArray(
    fc.record({ id: fc.uuid(), mandatory: fc.boolean(), meets: fc.option(fc.boolean()) }),
    {
      minLength: 1,
      maxLength: 15,
      selector: (requirement) => requirement.id,
    },
  );
  const answersOf = (list: { id: string; meets: boolean | null }[]) =>
    list.flatMap(({ id, meets }) => (meets === null ? [] : [{ requirementId: id, meets }]));

  it('stays within 0-100, flags exactly the mandatory ones not met, and ignores order', () => {
    fc.assert(
      fc.property(requirements, (list) => {
        const result = requirementsResult(list, answersOf(list));
        inBounds(result.score);
        expect(new Set(result.missingMandatory)).toEqual(
          new Set(
            list.filter((item) => item.mandatory && item.meets !== true).map((item) => item.id),
          ),
        );
        expect(requirementsResult([...list].reverse(), answersOf(list).reverse()).score).toBe(
          result.score,
        );
      }),
      RUNS,
    );
  });

  it('never goes down when one more requirement is met', () => {
    fc.assert(
      fc.property(requirements, fc.nat(), (list, pick) => {
        const index = pick % list.length;
        const better = list.map((item, position) =>
          position === index ? { ...item, meets: true } : item,
        );
        expect(requirementsResult(better, answersOf(better)).score ?? 0).toBeGreaterThanOrEqual(
          requirementsResult(list, answersOf(list)).score ?? 0,
        );
      }),
      RUNS,
    );
  });

  it('scores auxiliary questions within 0-100 and only those with an expected answer', () => {
    const question = fc.record({
      id: fc.uuid(),
      expectedAnswer: fc.option(fc.oneof(fc.boolean(), fc.constantFrom('a', 'b'))),
      answer: fc.oneof(fc.boolean(), fc.constantFrom('a', 'b')),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(question, { maxLength: 15, selector: (item) => item.id }),
        (list) => {
          const value = questionsScore(
            list,
            Object.fromEntries(list.map((item) => [item.id, item.answer])),
          );
          const scorable = list.filter((item) => item.expectedAnswer !== null);
          if (scorable.length === 0) {
            expect(value).toBeNull();
            return;
          }
          inBounds(value);
          const right = scorable.filter((item) => item.answer === item.expectedAnswer).length;
          expect(value).toBeCloseTo((right / scorable.length) * 100, 2);
        },
      ),
      RUNS,
    );
  });

  it('keeps the video interview score between the lowest and highest answer score', () => {
    fc.assert(
      fc.property(fc.array(fc.option(score), { maxLength: 10 }), (scores) => {
        const given = scores.filter((value): value is number => value !== null);
        const value = videoInterviewScore(scores);
        if (given.length === 0) {
          expect(value).toBeNull();
          return;
        }
        expect(value).toBeGreaterThanOrEqual(Math.min(...given));
        expect(value).toBeLessThanOrEqual(Math.max(...given));
      }),
      RUNS,
    );
  });
});

/** Six non-negative integer weights that sum to 100, as the settings page saves them. */
const weights: fc.Arbitrary<Weights> = fc
  .array(fc.integer({ min: 0, max: WEIGHTS_TOTAL }), {
    minLength: ASSESSMENT_KEYS.length - 1,
    maxLength: ASSESSMENT_KEYS.length - 1,
  })
  .map((cuts) => {
    const bounds = [0, ...[...cuts].sort((a, b) => a - b), WEIGHTS_TOTAL];
    return Object.fromEntries(
      ASSESSMENT_KEYS.map((key, index) => [key, (bounds[index + 1] ?? 0) - (bounds[index] ?? 0)]),
    ) as Weights;
  });
const scores = fc.record(
  Object.fromEntries(ASSESSMENT_KEYS.map((key) => [key, fc.option(score)])) as Record<
    AssessmentKey,
    fc.Arbitrary<number | null>
  >,
);
const used = fc.subarray([...ASSESSMENT_KEYS], { minLength: 1 });

describe('weightedScore properties', () => {
  it('stays between the lowest and highest used score (a missing one counts 0), within 0-100', () => {
    fc.assert(
      fc.property(scores, weights, used, (given, weighting, keys) => {
        const { total } = weightedScore(given, weighting, keys);
        if (keys.every((key) => weighting[key] === 0)) {
          expect(total).toBeNull();
          return;
        }
        const counted = keys.filter((key) => weighting[key] > 0).map((key) => given[key] ?? 0);
        inBounds(total);
        expect(total).toBeGreaterThanOrEqual(Math.min(...counted));
        expect(total).toBeLessThanOrEqual(Math.max(...counted));
      }),
      RUNS,
    );
  });

  it('normalises the weights: scaling them all, or the order of the used list, changes nothing', () => {
    fc.assert(
      fc.property(
        scores,
        weights,
        used,
        fc.integer({ min: 2, max: 50 }),
        (given, weighting, keys, factor) => {
          const { total } = weightedScore(given, weighting, keys);
          const scaled = Object.fromEntries(
            ASSESSMENT_KEYS.map((key) => [key, weighting[key] * factor]),
          ) as Weights;
          const scaledTotal = weightedScore(given, scaled, keys).total;
          // Both are rounded to cents: floating-point sums may land on either side of a half cent.
          if (total === null) expect(scaledTotal).toBeNull();
          else
            expect(Math.abs((scaledTotal ?? Number.NaN) - total)).toBeLessThanOrEqual(0.01 + 1e-9);
          expect(weightedScore(given, weighting, [...keys].reverse())).toEqual(
            weightedScore(given, weighting, keys),
          );
        },
      ),
      RUNS,
    );
  });

  it('ignores the weights and scores of assessments the process does not use', () => {
    fc.assert(
      fc.property(
        scores,
        scores,
        weights,
        weights,
        used,
        (given, other, weighting, otherWeighting, keys) => {
          const mixedScores = {
            ...other,
            ...Object.fromEntries(keys.map((key) => [key, given[key]])),
          };
          const mixedWeights = {
            ...otherWeighting,
            ...Object.fromEntries(keys.map((key) => [key, weighting[key]])),
          } as Weights;
          expect(weightedScore(mixedScores, mixedWeights, keys)).toEqual(
            weightedScore(given, weighting, keys),
          );
        },
      ),
      RUNS,
    );
  });

  it('never goes down when one used score goes up', () => {
    fc.assert(
      fc.property(scores, weights, used, fc.nat(), score, (given, weighting, keys, pick, raise) => {
        const key = keys[pick % keys.length] as AssessmentKey;
        const higher = { ...given, [key]: Math.min(100, (given[key] ?? 0) + raise) };
        expect(weightedScore(higher, weighting, keys).total ?? 0).toBeGreaterThanOrEqual(
          weightedScore(given, weighting, keys).total ?? 0,
        );
      }),
      RUNS,
    );
  });

  it('has a breakdown whose contributions add up to the total, give or take a rounding cent each', () => {
    fc.assert(
      fc.property(scores, weights, used, (given, weighting, keys) => {
        const { total, breakdown } = weightedScore(given, weighting, keys);
        if (total === null) return;
        const sum = breakdown.reduce((acc, row) => acc + row.contribution, 0);
        expect(Math.abs(sum - total)).toBeLessThanOrEqual(0.005 * (breakdown.length + 1) + 1e-9);
      }),
      RUNS,
    );
  });
});

describe('weights and discounts properties', () => {
  it('accepts every six integer weights summing to 100 and refuses any other sum, naming it', () => {
    fc.assert(
      fc.property(
        weights,
        fc.constantFrom(...ASSESSMENT_KEYS),
        fc.integer({ min: -100, max: 100 }),
        (weighting, key, delta) => {
          expect(weightsSchema.safeParse(weighting).success).toBe(true);
          const changed = weighting[key] + delta;
          const parsed = weightsSchema.safeParse({ ...weighting, [key]: changed });
          if (delta === 0) return;
          expect(parsed.success).toBe(false);
          if (changed >= 0 && changed <= WEIGHTS_TOTAL)
            expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
              `Os pesos devem somar ${WEIGHTS_TOTAL} (soma atual: ${WEIGHTS_TOTAL + delta})`,
            );
        },
      ),
      RUNS,
    );
  });

  it('never discounts below zero or above the price', () => {
    const discount = fc.oneof(
      fc.record({
        discountType: fc.constant('percent' as const),
        discountValue: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        discountType: fc.constant('fixed' as const),
        discountValue: fc.integer({ min: 0, max: 10_000_000 }),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), discount, (price, given) => {
        const off = discountCents(price, given);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(price);
        expect(priceWithDiscount(price, given).finalPriceCents).toBe(price - off);
      }),
      RUNS,
    );
  });
});
