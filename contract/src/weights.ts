import { z } from 'zod';
import { ASSESSMENT_KEYS, ASSESSMENT_LABELS, type AssessmentKey } from './assessments';
import { apiErrorSchema, idSchema } from './common';
import { defineOperations } from './operation';

export const WEIGHTS_TOTAL = 100;

export const weightsSumMessage = (sum: number): string =>
  `Os pesos devem somar ${WEIGHTS_TOTAL} (soma atual: ${sum})`;

const weightSchema = (key: AssessmentKey) =>
  z
    .number({ error: `Informe o peso de ${ASSESSMENT_LABELS[key]}` })
    .int({ error: `O peso de ${ASSESSMENT_LABELS[key]} deve ser um número inteiro` })
    .min(0, { error: `O peso de ${ASSESSMENT_LABELS[key]} deve estar entre 0 e ${WEIGHTS_TOTAL}` })
    .max(WEIGHTS_TOTAL, {
      error: `O peso de ${ASSESSMENT_LABELS[key]} deve estar entre 0 e ${WEIGHTS_TOTAL}`,
    });

/**
 * The interviews' weight came after the others: a body written before it (an older client) leaves
 * it out and means 0.
 */
const weightsShape = {
  ...(Object.fromEntries(ASSESSMENT_KEYS.map((key) => [key, weightSchema(key)])) as Record<
    Exclude<AssessmentKey, 'interview'>,
    ReturnType<typeof weightSchema>
  >),
  interview: weightSchema('interview').default(0),
};

/** One integer weight per assessment, summing to 100; the sum error names the current sum. */
export const weightsSchema = z.object(weightsShape).superRefine((weights, context) => {
  const sum = ASSESSMENT_KEYS.reduce((total, key) => total + weights[key], 0);
  if (sum !== WEIGHTS_TOTAL)
    context.addIssue({ code: 'custom', message: weightsSumMessage(sum), path: [] });
});
export type WeightsBody = z.output<typeof weightsSchema>;

export const DEFAULT_WEIGHTS: WeightsBody = {
  requirements: 15,
  questions: 5,
  customTest: 25,
  valuesTest: 20,
  competencyTest: 15,
  videoInterview: 20,
  interview: 0,
};

export const weightsAnswerSchema = z.object({
  weights: z.object(
    Object.fromEntries(ASSESSMENT_KEYS.map((key) => [key, z.number().int()])) as Record<
      AssessmentKey,
      z.ZodNumber
    >,
  ),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type WeightsAnswer = z.infer<typeof weightsAnswerSchema>;

/** Preview: how the ranking of one process would change with the proposed weights. */
export const weightsPreviewBodySchema = z.object({
  selectiveProcessId: idSchema,
  weights: weightsSchema,
  limit: z.number().int().min(1).max(100).default(20),
});
export type WeightsPreviewBody = z.input<typeof weightsPreviewBodySchema>;

export const weightsPreviewRowSchema = z.object({
  applicationId: z.uuid(),
  candidateName: z.string(),
  currentScore: z.number().nullable(),
  currentPosition: z.number().int(),
  proposedScore: z.number().nullable(),
  proposedPosition: z.number().int(),
});
export const weightsPreviewAnswerSchema = z.object({
  rows: z.array(weightsPreviewRowSchema),
  totalItens: z.number().int(),
});
export type WeightsPreviewAnswer = z.infer<typeof weightsPreviewAnswerSchema>;

export const weightsOperations = defineOperations({
  getWeights: {
    method: 'GET',
    path: '/settings/weights',
    summary: 'Os pesos de cada avaliação na classificação, e quem os salvou',
    tag: 'weights',
    permission: 'configuracoes.ver',
    responses: { 200: weightsAnswerSchema },
  },
  saveWeights: {
    method: 'PUT',
    path: '/settings/weights',
    summary: 'Salva os pesos das avaliações (inteiros que somam 100)',
    tag: 'weights',
    permission: 'configuracoes.editar',
    body: weightsSchema,
    responses: { 200: weightsAnswerSchema, 400: apiErrorSchema },
  },
  previewWeights: {
    method: 'POST',
    path: '/settings/weights/preview',
    summary: 'Mostra como a classificação de um processo seletivo mudaria com outros pesos, sem salvar',
    tag: 'weights',
    permission: 'configuracoes.ver',
    body: weightsPreviewBodySchema,
    responses: { 200: weightsPreviewAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
});
