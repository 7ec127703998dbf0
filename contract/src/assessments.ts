import { z } from 'zod';
import { concurrencySchema, idSchema } from './common';
import { optionalText, requiredText } from './fields';
import { listContract } from './list-resource';
import { personal } from './personal-data';

/** The assessments an application can be scored on; each has one weight in settings/weights. */
export const ASSESSMENT_KEYS = [
  'requirements',
  'questions',
  'customTest',
  'valuesTest',
  'competencyTest',
  'videoInterview',
  'interview',
] as const;
export type AssessmentKey = (typeof ASSESSMENT_KEYS)[number];

export const ASSESSMENT_LABELS: Record<AssessmentKey, string> = {
  requirements: 'Requisitos',
  questions: 'Perguntas auxiliares',
  customTest: 'Teste personalizado',
  valuesTest: 'Teste de valores',
  competencyTest: 'Teste de competências',
  videoInterview: 'Entrevista em vídeo',
  interview: 'Entrevistas (avaliações)',
};

/** A score of one assessment, 0 to 100; null while there is nothing to score. */
export type Score = number | null;
export type Scores = Record<AssessmentKey, Score>;

export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;
export const LIKERT_LABELS: Record<number, string> = {
  1: 'Discordo totalmente',
  2: 'Discordo',
  3: 'Neutro',
  4: 'Concordo',
  5: 'Concordo totalmente',
};

export const likertSchema = z
  .number({ error: 'Resposta inválida' })
  .int({ error: 'Resposta inválida' })
  .min(LIKERT_MIN, { error: `A resposta vai de ${LIKERT_MIN} a ${LIKERT_MAX}` })
  .max(LIKERT_MAX, { error: `A resposta vai de ${LIKERT_MIN} a ${LIKERT_MAX}` });

export type Competency = { id: string; name: string; items: { id: string; text: string }[] };

/**
 * The competency test: a fixed catalogue, the same for every professional, so one answer sheet
 * serves all of a professional's processes. Items are statements rated on the Likert scale.
 */
export const COMPETENCIES: Competency[] = [
  {
    id: 'communication',
    name: 'Comunicação',
    items: [
      {
        id: 'communication-1',
        text: 'Explico ideias complexas de forma clara para pessoas de outras áreas.',
      },
      { id: 'communication-2', text: 'Escuto com atenção antes de responder.' },
      { id: 'communication-3', text: 'Escrevo relatórios e mensagens objetivos.' },
    ],
  },
  {
    id: 'teamwork',
    name: 'Trabalho em equipe',
    items: [
      { id: 'teamwork-1', text: 'Compartilho informações que ajudam os colegas.' },
      { id: 'teamwork-2', text: 'Aceito bem opiniões diferentes da minha.' },
      { id: 'teamwork-3', text: 'Ofereço ajuda quando um colega está sobrecarregado.' },
    ],
  },
  {
    id: 'leadership',
    name: 'Liderança',
    items: [
      { id: 'leadership-1', text: 'Assumo a responsabilidade pelos resultados do grupo.' },
      { id: 'leadership-2', text: 'Dou retorno construtivo às pessoas com quem trabalho.' },
      { id: 'leadership-3', text: 'Tomo decisões quando a situação exige.' },
    ],
  },
  {
    id: 'problem-solving',
    name: 'Resolução de problemas',
    items: [
      {
        id: 'problem-solving-1',
        text: 'Investigo a causa de um problema antes de propor soluções.',
      },
      { id: 'problem-solving-2', text: 'Avalio alternativas com dados.' },
      { id: 'problem-solving-3', text: 'Mantenho a calma diante de imprevistos.' },
    ],
  },
  {
    id: 'adaptability',
    name: 'Adaptabilidade',
    items: [
      { id: 'adaptability-1', text: 'Aprendo rapidamente novas ferramentas e processos.' },
      { id: 'adaptability-2', text: 'Lido bem com mudanças de prioridade.' },
      { id: 'adaptability-3', text: 'Busco aprender com os erros.' },
    ],
  },
  {
    id: 'ethics',
    name: 'Ética profissional',
    items: [
      { id: 'ethics-1', text: 'Sigo o código de ética da profissão mesmo sob pressão.' },
      { id: 'ethics-2', text: 'Trato informações confidenciais com cuidado.' },
      { id: 'ethics-3', text: 'Reconheço publicamente os meus erros.' },
    ],
  },
];

export const COMPETENCY_ITEM_IDS: ReadonlySet<string> = new Set(
  COMPETENCIES.flatMap((competency) => competency.items.map((item) => item.id)),
);

/* Question sheets: the company's reusable multiple-choice tests (the custom test of its processes). */

export const sheetQuestionSchema = z
  .object({
    id: z.uuid({ error: 'Identificador inválido' }).optional(),
    text: requiredText('Escreva a questão', 500),
    options: z
      .array(requiredText('A alternativa não pode ficar em branco', 300))
      .min(2, { error: 'Cada questão precisa de pelo menos 2 alternativas' })
      .max(6, { error: 'Use no máximo 6 alternativas' }),
    correctOption: z
      .number({ error: 'Marque a alternativa correta' })
      .int({ error: 'Marque a alternativa correta' })
      .min(0, { error: 'Marque a alternativa correta' }),
  })
  .refine((question) => question.correctOption < question.options.length, {
    error: 'Marque a alternativa correta',
    path: ['correctOption'],
  });
export type SheetQuestionInput = z.input<typeof sheetQuestionSchema>;

export const questionSheetInputSchema = z.object({
  name: requiredText('Dê um nome à folha de questões', 120),
  description: optionalText(1000),
  questions: z
    .array(sheetQuestionSchema)
    .min(1, { error: 'Inclua pelo menos uma questão' })
    .max(100, { error: 'Use no máximo 100 questões' }),
});
export type QuestionSheetInput = z.input<typeof questionSheetInputSchema>;
export const questionSheetUpdateSchema = questionSheetInputSchema.extend(concurrencySchema.shape);

export const sheetQuestionRowSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int(),
});
export const questionSheetSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  questions: z.array(sheetQuestionRowSchema),
  /** Processes whose custom test is this sheet. */
  processes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionSheet = z.infer<typeof questionSheetSchema>;
const questionSheetList = listContract({
  row: questionSheetSchema,
  sorts: ['name', 'createdAt', 'updatedAt'],
  defaultSort: 'name',
  filters: {},
});
export const questionSheetListQuerySchema = questionSheetList.query;
export const questionSheetPageSchema = questionSheetList.page;
export type QuestionSheetPage = z.infer<typeof questionSheetPageSchema>;

/* Answer sheets of an application: the professional's answers, entered by an administrator. */

const uniqueBy =
  <Item>(key: (item: Item) => string, message: string) =>
  (items: Item[], context: z.RefinementCtx) => {
    if (new Set(items.map(key)).size !== items.length)
      context.addIssue({ code: 'custom', message });
  };

export const requirementsAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        requirementId: idSchema,
        meets: z.boolean({ error: 'Responda sim ou não' }),
        evidence: optionalText(1000),
      }),
    )
    .superRefine(
      uniqueBy((answer) => answer.requirementId, 'Cada requisito pode ser respondido uma vez'),
    ),
});
export type RequirementsAnswersBody = z.input<typeof requirementsAnswersBodySchema>;

export const questionsAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: idSchema,
        answer: z.union([
          z.boolean(),
          z.string().trim().min(1, { error: 'Responda a pergunta' }).max(2000),
        ]),
      }),
    )
    .superRefine(
      uniqueBy((answer) => answer.questionId, 'Cada pergunta pode ser respondida uma vez'),
    ),
});
export type QuestionsAnswersBody = z.input<typeof questionsAnswersBodySchema>;

export const customTestAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: idSchema,
        option: z.number().int().min(0, { error: 'Alternativa inválida' }),
      }),
    )
    .superRefine(
      uniqueBy((answer) => answer.questionId, 'Cada questão pode ser respondida uma vez'),
    ),
});
export type CustomTestAnswersBody = z.input<typeof customTestAnswersBodySchema>;

export const ratingSchema = z.object({ valueId: idSchema, score: likertSchema });
export const valuesAnswersBodySchema = z.object({
  answers: z
    .array(ratingSchema)
    .min(1, { error: 'Avalie pelo menos um valor' })
    .superRefine(uniqueBy((answer) => answer.valueId, 'Cada valor pode ser avaliado uma vez')),
});
export type ValuesAnswersBody = z.input<typeof valuesAnswersBodySchema>;

export const competencyAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        itemId: z
          .string()
          .refine((id) => COMPETENCY_ITEM_IDS.has(id), {
            error: 'Item do teste de competências inválido',
          }),
        score: likertSchema,
      }),
    )
    .min(1, { error: 'Responda pelo menos um item' })
    .superRefine(uniqueBy((answer) => answer.itemId, 'Cada item pode ser respondido uma vez')),
});
export type CompetencyAnswersBody = z.input<typeof competencyAnswersBodySchema>;

export const competencyResultSchema = z.object({
  candidateId: z.uuid(),
  /** Null for a profile without 'ver dados pessoais completos' (decision 030). */
  answers: personal(
    'answers',
    z.array(z.object({ itemId: z.string(), score: z.number().int() })).nullable(),
  ),
  competencies: z.array(
    z.object({ id: z.string(), name: z.string(), score: z.number().nullable() }),
  ),
  overall: z.number().nullable(),
  answeredAt: z.string().nullable(),
});
export type CompetencyResult = z.infer<typeof competencyResultSchema>;

export const ASSESSMENT_MESSAGES = {
  candidateAnonymized:
    'Este profissional foi anonimizado: os dados dele não podem mais ser alterados',
} as const;

export const VIDEO_SCORE_MAX = 100;
export const videoScoreBodySchema = z.object({
  score: z
    .number({ error: 'Informe a nota' })
    .int({ error: 'A nota deve ser um número inteiro' })
    .min(0, { error: `A nota vai de 0 a ${VIDEO_SCORE_MAX}` })
    .max(VIDEO_SCORE_MAX, { error: `A nota vai de 0 a ${VIDEO_SCORE_MAX}` }),
  comment: optionalText(2000),
});
export type VideoScoreBody = z.input<typeof videoScoreBodySchema>;

/** One interview question of one application. */
export const videoParamsSchema = z.object({ id: idSchema, questionId: idSchema });

/** A served interview video: its body is the file, whole or the range asked for. */
export const interviewVideoFileSchema = z.string().meta({ description: 'Vídeo MP4 ou WebM (aceita Range)' });

export const videoAnswerSchema = z.object({
  questionId: z.uuid(),
  question: z.string(),
  videoUrl: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  scoredBy: z.string().nullable(),
  scoredAt: z.string().nullable(),
});
export type VideoAnswer = z.infer<typeof videoAnswerSchema>;
