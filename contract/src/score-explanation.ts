import { ASSESSMENT_LABELS, type AssessmentKey } from './assessments';
import type { BreakdownRow } from './scoring';

/**
 * 'Como esta nota foi calculada' (LGPD art. 20, decision 056): the weighted score of an application
 * told in plain Portuguese, from its own breakdown (scoring.ts `weightedScore`): what each
 * assessment measures, its score, its weight and what it adds.
 */

/** What each assessment's score measures, as `scoring.ts` computes it. */
export const ASSESSMENT_CRITERIA: Record<AssessmentKey, string> = {
  requirements:
    'a parte dos requisitos da vaga que o profissional declarou atender (um requisito obrigatório não atendido também marca a candidatura)',
  questions: 'a parte das perguntas com resposta esperada que foram respondidas como esperado; perguntas abertas não contam',
  customTest: 'a parte das questões do teste respondidas com a alternativa correta',
  valuesTest: 'o quanto as notas do profissional para cada valor se aproximam das notas dadas pela empresa',
  competencyTest: 'a média das competências, cada uma pela média das respostas de 1 a 5 convertida para 0 a 100',
  videoInterview: 'a média das notas que os avaliadores deram às respostas em vídeo',
  interview: 'a média das notas de 1 a 5 que os entrevistadores deram nas avaliações das entrevistas, convertida para 0 a 100',
};

const number = (value: number): string => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The sentences, in order: the rule, one per assessment, the result. */
export const scoreExplanation = (breakdown: readonly BreakdownRow[], weightedScore: number | null): string[] => {
  if (breakdown.length === 0)
    return ['Este processo não usa avaliações com nota: a candidatura não tem nota ponderada.'];
  const totalWeight = breakdown.reduce((sum, row) => sum + row.weight, 0);
  const rule =
    (breakdown.length === 1
      ? 'A nota vai de 0 a 100 e vem da única avaliação com nota deste processo. '
      : `A nota vai de 0 a 100 e é a média das notas das ${breakdown.length} avaliações deste processo, cada uma com o peso que o conselho definiu para todos os processos (somam ${totalWeight} aqui). `) +
    'Uma avaliação ainda não feita conta como 0. Nenhum dado pessoal além das respostas entra no cálculo.';
  const lines = breakdown.map((row) => {
    const share = totalWeight === 0 ? 0 : Math.round((row.weight / totalWeight) * 100);
    const score = row.score === null ? 'ainda sem nota (conta 0)' : `nota ${number(row.score)}`;
    return `${ASSESSMENT_LABELS[row.assessment]}: ${score}, peso ${row.weight} (${share}% da nota), soma ${number(row.contribution)} pontos. Mede ${ASSESSMENT_CRITERIA[row.assessment]}.`;
  });
  const noScore =
    totalWeight === 0
      ? 'Sem pesos para as avaliações deste processo, a candidatura não tem nota ponderada.'
      : 'Nenhuma avaliação tem nota ainda: a candidatura ainda não tem nota ponderada nem posição no ranking.';
  const result =
    weightedScore === null
      ? noScore
      : `Somadas, as contribuições dão a nota ponderada ${number(weightedScore)}, que define a posição no ranking do processo. O profissional pode pedir a revisão desta classificação (LGPD, art. 20).`;
  return [rule, ...lines, result];
};
