import { z } from 'zod';

/** The assessments an application can be scored on; each has one weight in settings/weights. */
export const ASSESSMENT_KEYS = ['requirements', 'questions', 'customTest', 'valuesTest', 'competencyTest', 'videoInterview'] as const;
export type AssessmentKey = (typeof ASSESSMENT_KEYS)[number];

export const ASSESSMENT_LABELS: Record<AssessmentKey, string> = {
  requirements: 'Requisitos',
  questions: 'Perguntas auxiliares',
  customTest: 'Teste personalizado',
  valuesTest: 'Teste de valores',
  competencyTest: 'Teste de competências',
  videoInterview: 'Entrevista em vídeo',
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
      { id: 'communication-1', text: 'Explico ideias complexas de forma clara para pessoas de outras áreas.' },
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
      { id: 'problem-solving-1', text: 'Investigo a causa de um problema antes de propor soluções.' },
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

export const COMPETENCY_ITEM_IDS: ReadonlySet<string> = new Set(COMPETENCIES.flatMap((competency) => competency.items.map((item) => item.id)));
