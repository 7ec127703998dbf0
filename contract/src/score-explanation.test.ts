import { describe, expect, it } from 'vitest';
import { scoreExplanation } from './score-explanation';
import { weightedScore } from './scoring';

describe('scoreExplanation', () => {
  it('tells each assessment its score, weight, share and contribution, and the weighted score they sum to', () => {
    const { total, breakdown } = weightedScore(
      { requirements: 80, valuesTest: 50, videoInterview: null },
      { requirements: 15, questions: 5, customTest: 25, valuesTest: 20, competencyTest: 15, videoInterview: 20, interview: 0 },
      ['requirements', 'valuesTest', 'videoInterview'],
    );
    expect(scoreExplanation(breakdown, total)).toEqual([
      'A nota vai de 0 a 100 e é a média das notas das 3 avaliações deste processo, cada uma com o peso que o conselho definiu para todos os processos (somam 55 aqui). Uma avaliação ainda não feita conta como 0. Nenhum dado pessoal além das respostas entra no cálculo.',
      'Requisitos: nota 80, peso 15 (27% da nota), soma 21,82 pontos. Mede a parte dos requisitos da vaga que o profissional declarou atender (um requisito obrigatório não atendido também marca a candidatura).',
      'Teste de valores: nota 50, peso 20 (36% da nota), soma 18,18 pontos. Mede o quanto as notas do profissional para cada valor se aproximam das notas dadas pela empresa.',
      'Entrevista em vídeo: ainda sem nota (conta 0), peso 20 (36% da nota), soma 0 pontos. Mede a média das notas que os avaliadores deram às respostas em vídeo.',
      'Somadas, as contribuições dão a nota ponderada 40, que define a posição no ranking do processo. O profissional pode pedir a revisão desta classificação (LGPD, art. 20).',
    ]);
  });

  it('says so when the process scores nothing', () => {
    expect(scoreExplanation([], null)).toEqual(['Este processo não usa avaliações com nota: a candidatura não tem nota ponderada.']);
  });
});
