import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  selectiveProcessInputSchema,
  type QuestionType,
  type SelectiveProcess,
  type SelectiveProcessCreate,
} from '@hub/contract/selective-processes';
import { parseMoney as parseMoneyText } from '../../../lib/form-numbers';

/**
 * What the inputs hold: text for numbers and money (reais as typed), one option per line,
 * the expected answer as text. `toProcessInput` turns it into the contract's input.
 */
export type ProcessFormValues = {
  title: string;
  description: string;
  area: string;
  seniority: string;
  contractType: string;
  workMode: string;
  city: string;
  uf: string;
  salaryMinCents: string;
  salaryMaxCents: string;
  vacancies: string;
  maxCandidates: string;
  startsAt: string;
  endsAt: string;
  confidential: boolean;
  publishToCatho: boolean;
  questionSheetId: string;
  useValuesTest: boolean;
  useCompetencyTest: boolean;
  useInterviewScore: boolean;
  requirements: { id?: string; text: string; mandatory: boolean }[];
  questions: {
    id?: string;
    text: string;
    type: QuestionType;
    optionsText: string;
    expectedAnswer: string;
    eliminatory: boolean;
  }[];
  interviewQuestions: { id?: string; text: string }[];
};

const centsToText = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');

/** `valuesTest`: whether a new process uses the values test (the company has a values profile). */
export const processFormValues = (
  process?: SelectiveProcess,
  valuesTest = false,
): ProcessFormValues => ({
  title: process?.title ?? '',
  description: process?.description ?? '',
  area: process?.area ?? '',
  seniority: process?.seniority ?? '',
  contractType: process?.contractType ?? '',
  workMode: process?.workMode ?? '',
  city: process?.city ?? '',
  uf: process?.uf ?? '',
  salaryMinCents: centsToText(process?.salaryMinCents ?? null),
  salaryMaxCents: centsToText(process?.salaryMaxCents ?? null),
  vacancies: String(process?.vacancies ?? 1),
  maxCandidates: process?.maxCandidates ? String(process.maxCandidates) : '',
  startsAt: process?.startsAt ?? '',
  endsAt: process?.endsAt ?? '',
  confidential: process?.confidential ?? false,
  publishToCatho: process?.publishToCatho ?? false,
  questionSheetId: process?.questionSheetId ?? '',
  useValuesTest: process?.useValuesTest ?? valuesTest,
  useCompetencyTest: process?.useCompetencyTest ?? true,
  useInterviewScore: process?.useInterviewScore ?? false,
  requirements: process?.requirements ?? [],
  questions: (process?.questions ?? []).map((question) => ({
    id: question.id,
    text: question.text,
    type: question.type,
    optionsText: question.options.join('\n'),
    expectedAnswer: question.expectedAnswer === null ? '' : String(question.expectedAnswer),
    eliminatory: question.eliminatory,
  })),
  interviewQuestions: process?.interviewQuestions ?? [],
});

/** "5.000,50" → 500050; blank → null; anything else is left for the schema to refuse. */
export const parseMoney = (text: string): number | null | string =>
  text.trim() ? (parseMoneyText(text) ?? text) : null;

const parseInteger = (text: string): number | null | string => {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
};

const blankToUndefined = (text: string) => text || undefined;
const blankToNull = (text: string) => text || null;

const expected = (type: QuestionType, answer: string): boolean | string | null => {
  if (!answer || type === 'text') return null;
  if (type === 'yes_no') return answer === 'true';
  return answer;
};

export const toProcessInput = (
  values: ProcessFormValues,
): z.input<typeof selectiveProcessInputSchema> =>
  ({
    ...values,
    area: blankToUndefined(values.area),
    seniority: blankToUndefined(values.seniority),
    contractType: blankToUndefined(values.contractType),
    workMode: blankToUndefined(values.workMode),
    city: blankToNull(values.city),
    uf: blankToNull(values.uf),
    salaryMinCents: parseMoney(values.salaryMinCents),
    salaryMaxCents: parseMoney(values.salaryMaxCents),
    vacancies: parseInteger(values.vacancies) ?? undefined,
    maxCandidates: parseInteger(values.maxCandidates),
    startsAt: blankToNull(values.startsAt),
    endsAt: blankToNull(values.endsAt),
    questionSheetId: blankToNull(values.questionSheetId),
    questions: values.questions.map(({ optionsText, ...question }) => ({
      ...question,
      options:
        question.type === 'single_choice'
          ? optionsText
              .split('\n')
              .map((option) => option.trim())
              .filter(Boolean)
          : [],
      expectedAnswer: expected(question.type, question.expectedAnswer),
    })),
  }) as z.input<typeof selectiveProcessInputSchema>;

/** An issue's path in the form: the options of a question are edited as one text. */
const formPath = (path: PropertyKey[]): string => {
  const [first, index, field] = path;
  if (first === 'questions' && field === 'options') return `questions.${String(index)}.optionsText`;
  return path.map(String).join('.');
};

/** The contract's input of valid form values (the resolver has checked them). */
export const parseProcess = (values: ProcessFormValues): SelectiveProcessCreate =>
  selectiveProcessInputSchema.parse(toProcessInput(values));

/** Validates with the contract's schema (its messages, inline), after turning the inputs into its input. */
export const processResolver: Resolver<ProcessFormValues> = (values) => {
  const result = selectiveProcessInputSchema.safeParse(toProcessInput(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<ProcessFormValues> = {};
  for (const issue of result.error.issues) {
    const path = formPath(issue.path) || 'root';
    if (!errorAt(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

const errorAt = (errors: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      errors,
    );
